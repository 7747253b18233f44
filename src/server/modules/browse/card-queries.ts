import { sql, type SQL } from 'drizzle-orm';

import { CARD_DESCRIPTION_MAX } from '#shared/api/browse.ts';
import { publicService } from '../../db/visibility.ts';
import type { ServiceStatus, ServiceType, Sort } from '#shared/constants.ts';

/**
 * The SQL of the service lists: filters, orders, the card columns, one page and its count. Every
 * public list filter is an ordered range of a partial index (docs/performance.md).
 */

/** Which services a list shows. Every given filter applies (AND). */
export type CardFilters = {
  /** 'approved': public services only; 'any' only for the owner's own list or an admin. */
  visibility: 'approved' | 'any';
  subCategoryId?: number | undefined;
  categoryId?: number | undefined;
  city?: string | undefined;
  suburb?: string | undefined;
  postalCode?: string | undefined;
  type?: ServiceType | undefined;
  ownerId?: number | undefined;
  q?: string | undefined;
};

export type CardListOptions = {
  page: number;
  perPage: number;
  sort?: Sort | undefined;
};

const tsQuery = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

function whereOf(f: CardFilters): SQL {
  const parts: SQL[] = [];
  if (f.visibility === 'approved') parts.push(publicService('s'));
  if (f.subCategoryId !== undefined) parts.push(sql`s.sub_category_id = ${f.subCategoryId}`);
  if (f.categoryId !== undefined) parts.push(sql`s.category_id = ${f.categoryId}`);
  if (f.city !== undefined) parts.push(sql`s.city = ${f.city}`);
  if (f.suburb !== undefined) parts.push(sql`s.suburb = ${f.suburb}`);
  if (f.postalCode !== undefined) parts.push(sql`s.postal_code = ${f.postalCode}`);
  if (f.type !== undefined) parts.push(sql`s.service_types @> array[${f.type}]::text[]`);
  if (f.ownerId !== undefined) parts.push(sql`s.added_by_id = ${f.ownerId}`);
  // A query of stop words only ("the") has no lexemes: it then filters nothing.
  if (f.q !== undefined) {
    parts.push(sql`(numnode(${tsQuery(f.q)}) = 0 or s.search @@ ${tsQuery(f.q)})`);
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : sql`true`;
}

/** ORDER BY on the inner (services-only) query and on the outer one (which sees `p.*`). */
function orderOf(filters: CardFilters, sort: Sort | undefined, alias: 's' | 'p'): SQL {
  const a = sql.raw(alias);
  const effective = sort ?? 'relevance';
  // NULLS LAST matches the partial indexes (the columns are never null).
  if (effective === 'newest') return sql`${a}.created_at desc nulls last, ${a}.id desc nulls last`;
  if (effective === 'relevance' && filters.q !== undefined) {
    return alias === 's'
      ? sql`ts_rank(s.search, ${tsQuery(filters.q)}) desc, s.id desc`
      : sql`p.rank desc, p.id desc`;
  }
  // rating (and relevance without a query): best rated first, then most reviewed.
  return sql`${a}.rating_avg desc nulls last, ${a}.rating_count desc nulls last, ${a}.id desc nulls last`;
}

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
  seller_slug: string;
  role_id: number;
  logo: string | null;
  sub_name: string;
  sub_slug: string;
  sub_category_category_id: number;
};

/** Card columns of services `s`, its owner `u` and its sub category `sc`. */
export const CARD_COLUMNS = sql`
  s.id, s.slug, s.title, left(s.description, ${CARD_DESCRIPTION_MAX + 1}) as description,
  s.main_image, s.created_at, s.status, s.category_id, s.sub_category_id, s.service_types, s.city,
  s.suburb, s.business_name, s.added_by_id, s.rating_count, s.rating_sum, s.rejection_reason,
  s.changed_at,
  u.slug as seller_slug, u.role_id::int as role_id, u.logo,
  sc.name as sub_name, sc.slug as sub_slug, sc.category_id as sub_category_category_id`;

/** The joins CARD_COLUMNS needs, from services `s`. */
export const CARD_JOINS = sql`
  join users u on u.id = s.added_by_id
  join sub_categories sc on sc.id = s.sub_category_id`;

/**
 * The inner query of a page: services alone, filtered and ordered on the partial indexes, one
 * page of ids (with `count(*) over ()` when `withTotal`).
 */
function buildPageScanQuery(filters: CardFilters, options: CardListOptions, withTotal: boolean) {
  const offset = (options.page - 1) * options.perPage;
  const rank =
    filters.q !== undefined ? sql`ts_rank(s.search, ${tsQuery(filters.q)})` : sql`0::real`;
  const total = withTotal ? sql`count(*) over ()` : sql`null::bigint`;
  return sql`
      select s.id, s.created_at, s.rating_avg, s.rating_count, ${rank} as rank,
             (${total})::int as total
      from services s
      where ${whereOf(filters)}
      order by ${orderOf(filters, options.sort, 's')}
      limit ${options.perPage} offset ${offset}`;
}

/**
 * The SQL of one page of cards: the inner query pages over services alone (on the partial
 * indexes, with `count(*) over ()` when `withTotal`), the outer one joins owner and sub category
 * for those rows only. Exported for the benchmark's EXPLAIN.
 */
export function buildCardPageQuery(
  filters: CardFilters,
  options: CardListOptions,
  withTotal = false,
): SQL {
  return sql`
    with p as (${buildPageScanQuery(filters, options, withTotal)}
    )
    select ${CARD_COLUMNS}, p.total
    from p
    join services s on s.id = p.id
    ${CARD_JOINS}
    order by ${orderOf(filters, options.sort, 'p')}`;
}

/** The SQL counting a list's matches (an index-only scan on the partial indexes). */
export function buildCardCountQuery(filters: CardFilters): SQL {
  return sql`select count(*)::int as total from services s where ${whereOf(filters)}`;
}
