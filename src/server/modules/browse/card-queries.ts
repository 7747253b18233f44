import { sql, type SQL } from 'drizzle-orm';

import type { PriceType, ServiceStatus, ServiceType, Sort } from '#shared/constants.ts';
import type { StoredBadge } from '../../db/schema/index.ts';
import { publicService } from '../../db/visibility.ts';
import type { CardFilters, CardListOptions } from './card-list-types.ts';
import { orderKind, orderOf, seekCondition, seekKeyOf, whereOf } from './card-sql.ts';
import { buildSuburbScanQuery, isSuburbList } from './suburb-scan.ts';
import { buildTextCountQuery, buildTextScanQuery } from './text-search.ts';

export { SEARCH_CANDIDATES } from './text-search.ts';
export { orderKind, tsQuery } from './card-sql.ts';
export type { CardFilters, CardListOptions } from './card-list-types.ts';

/**
 * The SQL of the service lists: filters, orders, the card columns, one page and its count. Every
 * public list filter is an ordered range of a partial index (docs/performance.md).
 */

/** A stable key of the filters (for cached totals). */
export function filtersKey(f: CardFilters): string {
  return JSON.stringify([
    f.visibility,
    f.subCategoryId,
    f.categoryId,
    f.city,
    f.suburb,
    f.postalCode,
    f.type,
    f.ownerId,
    f.q,
    f.minRating,
    f.hasPrice,
    f.takingNewWork,
    f.verifiedOnly,
  ]);
}

/** A row of CARD_COLUMNS. */
export type CardRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  main_image: string | null;
  created_at: string;
  status: ServiceStatus;
  category_id: number;
  sub_category_id: number;
  service_types: ServiceType[];
  city: string;
  suburb: string;
  business_name: string;
  rejection_reason: string | null;
  changed_at: string | null;
  added_by_id: number;
  rating_count: number;
  rating_sum: number;
  service_areas: string[];
  price_type: PriceType | null;
  price_cents: number | null;
  taking_new_work: boolean;
  /** YYYY-MM-DD or null. */
  back_on: string | null;
  /** With a viewer: whether they watch it (else absent). */
  watched?: boolean;
  /** The sort key of the row (keyset pagination), when the list can seek. */
  seek_key?: string | null;
  seller_slug: string;
  role_id: number;
  logo: string | null;
  /** The provider's reply time (issue 25 §4, `users.reply_time_minutes`), or null. */
  reply_time_minutes: number | null;
  /** The provider's checked badges (`users.badges`, issue 27 §3). */
  badges: StoredBadge[] | null;
  sub_name: string;
  sub_slug: string;
  sub_category_category_id: number;
};

/** Card columns of services `s`, its owner `u` and its sub category `sc`. */
export const CARD_COLUMNS = sql`
  s.id, s.slug, s.title, s.card_description as description,
  s.main_image, s.created_at, s.status, s.category_id, s.sub_category_id, s.service_types, s.city,
  s.suburb, s.business_name, s.added_by_id, s.rating_count, s.rating_sum, s.rejection_reason,
  s.changed_at, s.service_areas, s.price_type, s.price_cents, s.taking_new_work,
  s.back_on::text as back_on,
  u.slug as seller_slug, u.role_id::int as role_id, u.logo, u.reply_time_minutes, u.badges,
  sc.name as sub_name, sc.slug as sub_slug, sc.category_id as sub_category_category_id`;

/** The joins CARD_COLUMNS needs, from services `s`. */
export const CARD_JOINS = sql`
  join users u on u.id = s.added_by_id
  join sub_categories sc on sc.id = s.sub_category_id`;

/**
 * The inner query of a page: services alone, filtered and ordered on the partial indexes, one
 * page of ids (with `count(*) over ()` when `withTotal`). It reads only index columns, so even a
 * deep OFFSET is an index-only range; `seek` starts after a known key instead. Free text by
 * relevance walks the postings of its text in score order (text-search.ts, decision 085).
 */
export function buildPageScanQuery(
  filters: CardFilters,
  options: CardListOptions,
  withTotal: boolean,
) {
  const kind = orderKind(filters, options.sort);
  // Free text by relevance: text-search.ts (decision 085).
  if (kind === 'rank') return buildTextScanQuery(filters, options, withTotal, whereOf);
  // A suburb's page without its count: two index ranges, not every row serving it (suburb-scan.ts).
  if (!withTotal && isSuburbList(filters)) return buildSuburbScanQuery(filters, options, kind);
  const offset = options.seek ? options.seek.skip : (options.page - 1) * options.perPage;
  // A free-text list counts its matches up to SEARCH_CANDIDATES, whatever its order.
  let total = sql`null::bigint`;
  if (withTotal) {
    total =
      filters.q === undefined
        ? sql`count(*) over ()`
        : sql`(${buildTextCountQuery(filters, whereOf)})`;
  }
  const where = options.seek
    ? sql`${whereOf(filters)} and ${seekCondition(filters, kind, options.seek.after)}`
    : whereOf(filters);
  return sql`
      select s.id, 0::real as rank, ${seekKeyOf(filters, kind)} as seek_key, (${total})::int as total
      from services s
      where ${where}
      order by ${orderOf(filters, kind)}
      limit ${options.perPage} offset ${offset}`;
}

/** With a viewer: whether they watch each row (one indexed probe per card, no second query). */
function watchedColumn(viewerId: number | null): SQL {
  return viewerId === null
    ? sql``
    : sql`, exists (select 1 from watchlist w where w.user_id = ${viewerId}
                      and w.service_id = s.id) as watched`;
}

/** The ORDER BY of a page's rows: the scan's rank (`p`), else the index order of services `s`. */
export function orderSql(filters: CardFilters, sort: Sort | undefined): SQL {
  const kind = orderKind(filters, sort);
  return kind === 'rank' ? sql`p.rank desc, p.id desc` : orderOf(filters, kind);
}

/**
 * The SQL of one page of cards: the inner query pages over services alone (on the partial
 * indexes, with `count(*) over ()` when `withTotal`), the outer one joins owner and sub category
 * for those rows only, and the viewer's watch flags. Exported for the benchmark's EXPLAIN.
 */
export function buildCardPageQuery(
  filters: CardFilters,
  options: CardListOptions,
  withTotal = false,
  viewerId: number | null = null,
): SQL {
  return sql`
    with p as (${buildPageScanQuery(filters, options, withTotal)}
    )
    select ${CARD_COLUMNS}, p.seek_key, p.total${watchedColumn(viewerId)}
    from p
    join services s on s.id = p.id
    ${CARD_JOINS}
    order by ${orderSql(filters, options.sort)}`;
}

/** A row of buildCardIdsQuery: a card of the page, in order. */
export type CardIdRow = {
  id: number;
  seek_key: string | null;
  total: number | null;
  /** With a viewer: whether they watch it. */
  watched?: boolean;
};

/**
 * The ids of one page of public cards in order (buildPageScanQuery: an index range), with the
 * viewer's watch flags (one probe of the unique (user, service) index per card of the page). The
 * cards themselves come from the card store (read-model/card-store.ts).
 */
export function buildCardIdsQuery(
  filters: CardFilters,
  options: CardListOptions,
  withTotal: boolean,
  viewerId: number | null,
): SQL {
  const watched =
    viewerId === null
      ? sql``
      : sql`, exists (select 1 from watchlist w where w.user_id = ${viewerId}
                      and w.service_id = p.id) as watched`;
  // A plain projection of the page keeps its order (no join, no aggregate after it).
  return sql`
    select p.id, p.seek_key, p.total${watched}
    from (${buildPageScanQuery(filters, options, withTotal)}
    ) p`;
}

/** Card rows of these services (any order): what the card store does not hold yet. */
export function buildCardsByIdQuery(ids: readonly number[]): SQL {
  return sql`
    select ${CARD_COLUMNS}
    from services s
    ${CARD_JOINS}
    where s.id = any(${`{${ids.join(',')}}`}::int[])`;
}

/**
 * Card rows of these services (any order) that the viewer may see as plain cards: public ones
 * and the viewer's own (an admin's too: a watch list is the same for everyone), with the
 * viewer's watch flags (one probe per card, no second query).
 */
export function buildVisibleCardsQuery(ids: readonly number[], viewerId: number | null): SQL {
  const visible =
    viewerId === null
      ? publicService('s')
      : sql`(${publicService('s')} or s.added_by_id = ${viewerId})`;
  return sql`
    select ${CARD_COLUMNS}${watchedColumn(viewerId)}
    from services s
    ${CARD_JOINS}
    where s.id = any(${`{${ids.join(',')}}`}::int[]) and ${visible}`;
}

/**
 * The SQL counting a list's matches (an index-only scan on the partial indexes). A free-text
 * count stops after SEARCH_CANDIDATES: "1,000+" beyond SEARCH_COUNT_MAX (text-search.ts).
 */
export function buildCardCountQuery(filters: CardFilters): SQL {
  if (filters.q !== undefined) return buildTextCountQuery(filters, whereOf);
  return sql`select count(*)::int as total from services s where ${whereOf(filters)}`;
}

/**
 * The matches of a list in each of these cities (one row, a count per city, `c0`, `c1`, …):
 * the list's filters but its place, counted in one pass (the search's fallback, decision 116).
 */
export function buildCityCountsQuery(filters: CardFilters, cities: readonly string[]): SQL {
  const anywhere = whereOf({ ...filters, city: undefined, suburb: undefined });
  const counts = cities.map(
    (c, i) =>
      sql`count(*) filter (where s.coverage @> array[${`${c}/*`}]::text[])::int as ${sql.raw(`c${i}`)}`,
  );
  return sql`select ${sql.join(counts, sql`, `)} from services s where ${anywhere}`;
}

/**
 * The other sub categories of a category with matches in the list's place (`id`, `count`): the
 * search's related suggestions (decision 116).
 */
export function buildRelatedCountsQuery(
  filters: CardFilters & { categoryId: number },
  exceptSubCategoryId: number,
): SQL {
  return sql`select s.sub_category_id as id, count(*)::int as count
    from services s
    where ${whereOf({ ...filters, subCategoryId: undefined })}
      and s.sub_category_id <> ${exceptSubCategoryId}
    group by s.sub_category_id`;
}
