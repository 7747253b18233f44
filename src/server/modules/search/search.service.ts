import { sql } from 'drizzle-orm';

import type { SearchSuggestResponse } from '#shared/api/browse.ts';
import type { QueryRunner } from '../../db/query.ts';

/**
 * The home Service box's suggestions (GET /api/search-suggest, issue 24 §3), all in SQL on
 * folded text (kiwi_fold: lower case, no macrons), so "tui" meets "Tūī" (decision 117).
 */

/** At most this many sub categories are suggested. */
export const SUGGEST_LIMIT = 8;

/** `%`, `_` and `\` are literal in a like pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type SubRow = { id: number; name: string; slug: string; tier: number };

/** The tiers of a match: 0 exact, 1 prefix, 2 prefix of a word, 3 a near spelling. */
const NEAR_SPELLING = 3;

/**
 * Active sub categories (of active categories) the text names, by their name or an everyday
 * word: an exact match first, then a prefix of the name or word, then a prefix of one of its
 * words, then trigram similarity (search_terms_folded_trgm_idx), best first.
 */
function subCategoriesQuery(q: string) {
  return sql`
    with q as (select kiwi_fold(${q}) as f, kiwi_fold(${likeEscaped(q)}) as p),
    names as (
      select s.id, s.name_folded as t from sub_categories s
      union all
      select t.sub_category_id, t.term_folded from search_terms t, q
       where t.term_folded like q.p || '%' or t.term_folded like '% ' || q.p || '%'
          or t.term_folded % q.f
    ),
    ranked as (
      select n.id,
             min(case when n.t = q.f then 0
                      when starts_with(n.t, q.f) then 1
                      when strpos(n.t, ' ' || q.f) > 0 then 2
                      when n.t % q.f then 3 end) as tier,
             max(similarity(n.t, q.f)) as sim
        from names n, q
       group by n.id
    )
    select s.id, s.name, s.slug, r.tier
      from ranked r
      join sub_categories s on s.id = r.id
      join categories c on c.id = s.category_id
     where r.tier is not null and s.is_active and c.is_active
     order by r.tier, r.sim desc, s.position, s.name
     limit ${SUGGEST_LIMIT}`;
}

/**
 * "Did you mean": each word of the folded text that is not in the vocabulary (`search_words`)
 * becomes its nearest word there by trigram similarity (an ordered walk of search_words_trgm_gist_idx; the most used
 * among equals). `current` says whether the text itself finds a public service; `fixed` whether
 * the near spelling does (free text, or an everyday word or name equal to it).
 */
function didYouMeanQuery(q: string) {
  return sql`
    with q as (select kiwi_fold(${q}) as f),
    words as (
      select w, n from q, regexp_split_to_table(q.f, '[^[:alnum:]]+') with ordinality x(w, n)
       where w <> ''
    ),
    fixed as (
      select string_agg(coalesce(
               (select v.word from search_words v where v.word = words.w),
               case when length(words.w) >= 3 then
                 (select v.word from search_words v where v.word % words.w
                   order by v.word <-> words.w, v.services desc, v.word limit 1)
               end,
               words.w), ' ' order by words.n) as text
        from words
    )
    select
      exists (select 1 from services s, q
               where s.search @@ websearch_to_tsquery('kiwi', q.f)
                 and s.status = 'approved' and s.is_listed) as current,
      fixed.text as suggestion,
      fixed.text is not null
        and fixed.text <> (select string_agg(w, ' ' order by n) from words)
        and (exists (select 1 from services s
                      where s.search @@ websearch_to_tsquery('kiwi', fixed.text)
                        and s.status = 'approved' and s.is_listed)
             or exists (select 1 from search_terms t where t.term_folded = fixed.text)
             or exists (select 1 from sub_categories c
                         where c.is_active and c.name_folded = fixed.text)) as finds
      from fixed`;
}

/**
 * The suggestions of a text: the sub categories it names and, when it names none (a near
 * spelling of a name is not naming it) and finds no public service, a near spelling that would
 * find some (else null). Empty text: nothing.
 */
export async function suggestSearch(
  query: QueryRunner,
  text: string,
): Promise<SearchSuggestResponse> {
  const q = text.trim();
  if (q === '') return { subcategories: [], did_you_mean: null };
  const rows = await query<SubRow>(subCategoriesQuery(q));
  const subcategories = rows.map(({ id, name, slug }) => ({ id, name, slug }));
  if (rows.some((r) => r.tier < NEAR_SPELLING)) return { subcategories, did_you_mean: null };
  const [row] = await query<{ current: boolean; suggestion: string | null; finds: boolean }>(
    didYouMeanQuery(q),
  );
  const didYouMean = row && !row.current && row.finds ? row.suggestion : null;
  return { subcategories, did_you_mean: didYouMean };
}
