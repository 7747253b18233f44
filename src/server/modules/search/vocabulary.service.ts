import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/**
 * The "Did you mean" vocabulary, `search_words` (issue 24 §3): every folded word of 3+ letters
 * of the public services' titles, business names and descriptions, with how many services use
 * it, plus the words of the sub category names and everyday terms (0 services of their own).
 * PostgreSQL's `ts_stat` counts the words (one pass, in C) over a `simple` (unstemmed, lower
 * case) vector of the text, and only the distinct words are folded afterwards (folding every
 * row costs three times as much): people are offered words, never stems. About 6 s at 100k
 * services on a busy 2-core machine, a minute at 1M (decision 117). Rebuilt whole in one transaction, so
 * readers see the old or the new vocabulary.
 */
export async function rebuildVocabulary(db: Db): Promise<{ words: number; ms: number }> {
  const startedAt = performance.now();
  const words = await db.transaction(async (tx) => {
    // A background job: at 1,000,000 services the pass takes about a minute, past the 15 s
    // that requests get (db/client.ts).
    await tx.execute(sql`set local statement_timeout = '10min'`);
    await tx.execute(sql`delete from search_words`);
    const [row] = await queryRows<{ n: number }>(
      tx,
      sql`with used as (
            select kiwi_fold(word) as word, sum(ndoc) as services
              from ts_stat($$select to_tsvector('simple',
                       coalesce(title, '') || ' ' || coalesce(business_name, '') || ' ' ||
                       coalesce(description, ''))
                     from services where status = 'approved' and is_listed$$)
             group by 1
          ), named as (
            select w as word, 0 as services
              from (select name_folded as t from sub_categories where is_active
                    union all select term_folded from search_terms) x
              cross join lateral regexp_split_to_table(x.t, '[^[:alnum:]]+') w
          ), merged as (
            insert into search_words (word, services)
            select word, max(services)::int
              from (select * from used union all select * from named) a
             where word ~ '^[[:alpha:]]{3,}$'
             group by word
            returning 1
          )
          select count(*)::int as n from merged`,
    );
    return row?.n ?? 0;
  });
  return { words, ms: Math.round(performance.now() - startedAt) };
}

/** At start: builds the vocabulary when it is empty (a new database, or the first deploy). */
export async function rebuildVocabularyIfEmpty(
  db: Db,
): Promise<{ words: number; ms: number } | null> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from search_words) as empty`,
  );
  return row?.empty ? rebuildVocabulary(db) : null;
}
