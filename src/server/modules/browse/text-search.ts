import { sql, type SQL } from 'drizzle-orm';

import { SEARCH_COUNT_MAX } from '#shared/constants.ts';
import { CITY_NAMES } from '#shared/locations.ts';
import { cityIs } from '../../db/schema/services.ts';
import type { CardFilters, CardListOptions } from './card-list-types.ts';

/**
 * Free text (decision 085). A text query's matches are read in relevance order off
 * `search_postings` (one row per lexeme of each public service, kept by triggers on services,
 * migration 0012): the postings of one lexeme of the query, the *driver*, in score order, so a
 * page is an index range whatever the data size, and a single word's count an index-only scan.
 *
 * Relevance: the driver's score in the service (title, then business name, then description,
 * then best rated: `search_rank_score`), then the newest id. The driver is the query's only
 * lexeme, or the rarest (in the city) of the lexemes every match must contain. Each candidate is
 * checked against its service (`search @@ query` and every filter), so the answer is exactly the
 * services that match. When the first candidates hold too few matches (a word rare among the
 * driver's services, a narrow filter), or the query has no such lexeme (OR, negations only),
 * or the list is not public, the page ranks at most SEARCH_CANDIDATES matches read off the text
 * indexes instead (decision 080), in the same order.
 */

/** A free-text list ends after this many matches; its count stops there ("1,000+"). */
export const SEARCH_CANDIDATES = SEARCH_COUNT_MAX + 1;

/** How many postings a page walks at most before ranking matches off the text index instead. */
export function walkLimit(need: number): number {
  return Math.min(Math.max(need * 8, 500), 4 * SEARCH_CANDIDATES);
}

/** The rows of one where-clause over services `s`, given the SQL of the text match. */
export type WhereOf = (filters: CardFilters, textMatch: SQL) => SQL;

/**
 * A number the plan must not depend on (a page's size and offset, a walk's length): written as
 * a one-row subquery, the planner estimates with it unknown, so a custom plan costs what the
 * generic plan costs and the prepared statement keeps its generic plan (planning this statement
 * costs more than running it). Numbers that never change are literals for the same reason.
 */
const opaque = (n: number) => sql`(select ${n}::int)`;
const literal = (n: number) => sql.raw(String(n));

/** How many postings tell a lexeme's rarity (a bounded count: enough to pick the rarest). */
const RARITY_PROBE = 250;
/** How many of a query's lexemes are probed for the rarest (a long text: its first ones). */
const RARITY_LEXEMES = 8;

/** The postings of one lexeme (`lexeme`, SQL) in the list's city, or in every city. */
function postingsOf(lexeme: SQL, city: string | undefined, alias: string): SQL {
  const at = sql.raw(alias);
  if (city === undefined) return sql`${at}.lexeme = ${lexeme}`;
  const inCity = CITY_NAMES.includes(city)
    ? sql.raw(cityIs(city, alias))
    : sql`${at}.city = ${city}`;
  return sql`${at}.lexeme = ${lexeme} and ${inCity}`;
}

/**
 * The `plan` CTE (one row): the query `q`, whether it is one lexeme (`single`) and the `driver`
 * lexeme (null without one); and `weighted`: the driver restricted to each weight.
 */
function planCte(q: string, city: string | undefined): SQL {
  const rarity = sql`(select count(*) from (select 1 from search_postings t
                       where ${postingsOf(sql`r.l`, city, 't')} limit ${literal(RARITY_PROBE)}) c)`;
  // OFFSET 0 keeps the driver computed once (the planner would copy it into each use).
  // `weighted`: the driver restricted to each weight, computed only when a page ranks matches.
  return sql`plan as materialized (
    select x.q, numnode(x.q) = 1 and cardinality(x.req) = 1 as single,
           case when cardinality(x.req) <= 1 then x.req[1]
             else (select r.l from unnest(x.req[1:${literal(RARITY_LEXEMES)}]) with ordinality r(l, n)
                   order by ${rarity}, r.n limit 1)
           end as driver
    from (select y.q, search_required_lexemes(y.q) as req
          from (select websearch_to_tsquery('kiwi', ${q}) as q) y offset 0) x
  ),
  weighted as materialized (
    select search_lexeme_query(p.driver, 'A') as qa, search_lexeme_query(p.driver, 'B') as qb,
           search_lexeme_query(p.driver, 'C') as qc
    from plan p
  )`;
}

/** The text match of a filter on services `s`, with the query computed once (`plan`). */
const planMatch = sql`s.search @@ (select q from plan)`;

/** The driver's postings in score order, at most `limit` (one range per city, merged). */
function candidates(city: string | undefined, limit: number): SQL {
  const range = (c: string | undefined) => sql`(select t.service_id, t.score from search_postings t
      where ${postingsOf(sql`(select driver from plan)`, c, 't')}
      order by t.score desc, t.service_id desc limit ${opaque(limit)})`;
  if (city !== undefined) return range(city);
  const ranges = sql.join(
    CITY_NAMES.map((c) => range(c)),
    sql` union all `,
  );
  return sql`(select m.service_id, m.score from (${ranges}) m
      order by m.score desc, m.service_id desc limit ${opaque(limit)})`;
}

/** Whether the postings (public services, by city) answer the list without other filters. */
function postingsCover(f: CardFilters): boolean {
  return (
    f.visibility === 'approved' &&
    [
      f.subCategoryId,
      f.categoryId,
      f.suburb,
      f.postalCode,
      f.type,
      f.ownerId,
      f.minRating,
      f.hasPrice,
      f.takingNewWork,
      f.verifiedOnly,
    ].every((v) => v === undefined)
  );
}

/** Whether a page walks the postings (a public list, not one owner's few services). */
function walks(f: CardFilters): boolean {
  return f.visibility === 'approved' && f.ownerId === undefined;
}

/**
 * The number of matches, exact up to SEARCH_COUNT_MAX (then SEARCH_CANDIDATES), as a scalar:
 * a one-word query on public services counts its postings (index-only); any other counts the
 * matches off the text indexes, stopping at SEARCH_CANDIDATES. Needs the `plan` CTE.
 */
function boundedTotal(f: CardFilters, where: WhereOf): SQL {
  const matches = sql`(select count(*) from (select 1 from services s
      where ${where(f, planMatch)} limit ${literal(SEARCH_CANDIDATES)}) c)`;
  if (!postingsCover(f)) return sql`${matches}::int`;
  const postings = sql`(select count(*) from (select 1 from search_postings t
      where ${postingsOf(sql`(select driver from plan)`, f.city, 't')}
      limit ${literal(SEARCH_CANDIDATES)}) c)`;
  return sql`(case when (select single from plan) then ${postings} else ${matches} end)::int`;
}

/**
 * The rank of a service `r` (columns id, search, rating_avg, rating_count, taking_new_work) as
 * the postings score it: not taking new work last, the driver's weights in its vector, then its
 * rating; ts_rank without a driver (not taking new work last too, decision 116).
 */
const rankOf = sql`case when (select driver from plan) is null
    then ts_rank(r.search, (select q from plan))::float8
         - case when r.taking_new_work then 0 else 1e9 end
    else search_rank_score(r.search @@ (select qa from weighted),
                           r.search @@ (select qb from weighted),
                           r.search @@ (select qc from weighted), r.rating_avg, r.rating_count,
                           r.taking_new_work)::float8
    end`;

/** At most SEARCH_CANDIDATES matches off the text indexes, with their rank (`id`, `rank`). */
function rankedMatches(f: CardFilters, where: WhereOf): SQL {
  return sql`select r.id, ${rankOf} as rank
      from (select s.id, s.search, s.rating_avg, s.rating_count, s.taking_new_work from services s
            where ${where(f, planMatch)} limit ${literal(SEARCH_CANDIDATES)}) r`;
}

/**
 * The SQL counting a free-text list's matches (one row, `total`): exact up to SEARCH_COUNT_MAX,
 * SEARCH_CANDIDATES beyond. Also usable as a scalar subquery.
 */
export function buildTextCountQuery(filters: CardFilters, where: WhereOf): SQL {
  return sql`with ${planCte(filters.q ?? '', filters.city)}
    select ${boundedTotal(filters, where)} as total`;
}

/**
 * One page of a free-text list in relevance order: the columns of buildPageScanQuery (`id`,
 * `rank`, `seek_key` null, `total` with `withTotal`). A public list walks the driver's postings
 * (`walk`: at most walkLimit(need) of them, each checked against its service) and falls back to
 * ranking the text index's matches (`fall`) when the walk holds fewer than the page needs and
 * more postings remain. The list ends after SEARCH_CANDIDATES matches.
 */
export function buildTextScanQuery(
  filters: CardFilters,
  options: CardListOptions,
  withTotal: boolean,
  where: WhereOf,
): SQL {
  const offset = (options.page - 1) * options.perPage;
  const need = Math.min(offset + options.perPage, SEARCH_CANDIDATES);
  const total = withTotal ? boundedTotal(filters, where) : sql`null::int`;
  const plan = planCte(filters.q ?? '', filters.city);
  const page = sql`order by m.rank desc, m.id desc
      limit ${opaque(options.perPage)} offset ${opaque(offset)}`;
  if (!walks(filters)) {
    return sql`with ${plan}
      select m.id, m.rank, null::text as seek_key, ${total} as total
      from (${rankedMatches(filters, where)}) m
      ${page}`;
  }
  const limit = walkLimit(need);
  // A one-word query on the whole public list (a city at most): each posting is a match, so
  // the page is the postings' range itself, read off the index; otherwise each is checked.
  const check = sql`(select ${where(filters, planMatch)} from services s where s.id = c.service_id)`;
  const matchCheck = postingsCover(filters) ? sql`((select single from plan) or ${check})` : check;
  return sql`with ${plan},
    walk as materialized (
      select c.service_id as id, c.score::float8 as rank
      from ${candidates(filters.city, limit)} c
      where ${matchCheck}
      order by c.score desc, c.service_id desc
      limit ${opaque(need)}
    ),
    fall as materialized (
      select (select driver from plan) is null
        or ((select count(*) from walk) < ${opaque(need)}
            and (select count(*) from ${candidates(filters.city, limit + 1)} x) > ${opaque(limit)})
        as yes
    )
    select m.id, m.rank, null::text as seek_key, ${total} as total
    from (
      select w.id, w.rank from walk w where not (select yes from fall)
      union all
      select r.id, r.rank from (${rankedMatches(filters, where)}) r where (select yes from fall)
    ) m
    ${page}`;
}
