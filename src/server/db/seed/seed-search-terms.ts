import { sql } from 'drizzle-orm';

import { searchTermEntries } from '#shared/search-terms.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';

/**
 * Fills `search_terms` from the everyday-word list (`src/shared/search-terms.ts`) for the sub
 * categories that exist (matched by slug). With `onlyIfEmpty` (a start-up), nothing happens once
 * the table holds a word: the list is loaded once, and an admin's edits are never overwritten.
 * A word already taken (folded) is skipped. Answers how many words were added.
 */
export async function fillSearchTerms(db: Db, options: { onlyIfEmpty: boolean }): Promise<number> {
  const entries = searchTermEntries();
  const guard = options.onlyIfEmpty ? sql`where not exists (select 1 from search_terms)` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into search_terms (term, sub_category_id)
        select t.term, s.id
          from unnest(${sql.param(entries.map((e) => e.term))}::text[],
                      ${sql.param(entries.map((e) => e.slug))}::text[]) with ordinality t(term, slug, n)
          join sub_categories s on s.slug = t.slug
        ${guard}
        order by t.n
        on conflict do nothing
        returning id`,
  );
  return rows.length;
}
