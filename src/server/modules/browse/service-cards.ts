import { createHash } from 'node:crypto';

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

import { CARD_DESCRIPTION_MAX, type ServiceCard, type SubCatSummary } from '#shared/api/browse.ts';
import type { ServiceStatus, ServiceType, Sort } from '#shared/constants.ts';
import { ALL_SUBURBS, findCity, findSuburb, normalizePlace } from '#shared/locations.ts';
import type { Db, DbHandle } from '../../db/client.ts';
import { watchlist } from '../../db/schema/index.ts';
import { imageVariantKey, type Storage } from '../../lib/storage.ts';
import type { TotalCache } from './browse-cache.ts';

/** Runs raw SQL on either driver and returns the rows. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export type QueryRunner = <T>(query: SQL) => Promise<T[]>;

const dialect = new PgDialect({ casing: 'snake_case' });
const MAX_PREPARED = 1000;

/**
 * Runs the browse queries. On PostgreSQL each distinct SQL text becomes a named prepared
 * statement (per pooled connection), so the server parses and plans it once instead of on every
 * request: planning these joins costs more than running them. On PGlite: a plain query.
 */
export function createQueryRunner(handle: DbHandle): QueryRunner {
  if (handle.driver.kind !== 'postgres') return (query) => queryRows(handle.db, query);
  const pool = handle.driver.pool;
  const names = new Map<string, string>();
  return async <T>(query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query);
    let name = names.get(text);
    if (name === undefined) {
      name = `browse_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      if (names.size < MAX_PREPARED) names.set(text, name);
    }
    const result = await pool.query({ name, text, values: params });
    return result.rows as T[];
  };
}

/** PostgreSQL timestamps arrive as text (`2026-11-22 05:23:57.2+00`) or Date; answer ISO 8601. */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** One decimal, as every rating is shown. */
export function roundRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** The description cut at a word boundary for cards. */
export function shortenDescription(text: string, max = CARD_DESCRIPTION_MAX): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Canonical city name when known; otherwise the text as given (it then matches nothing). */
export function normalizeCity(city: string | undefined): string | undefined {
  if (!city) return undefined;
  return findCity(city)?.name ?? city;
}

/** Canonical suburb name, within the city when one is given. */
export function normalizeSuburb(suburb: string | undefined, city?: string): string | undefined {
  if (!suburb) return undefined;
  if (city) return findSuburb(city, suburb) ?? suburb;
  const key = normalizePlace(suburb);
  return ALL_SUBURBS.find((s) => normalizePlace(s.suburb) === key)?.suburb ?? suburb;
}

/** Which services a list shows. Every given filter applies (AND). */
export type CardFilters = {
  /** 'approved' for the public; 'any' only for the owner's own list or an admin. */
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
  if (f.visibility === 'approved') parts.push(sql`s.status = 'approved'`);
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

/** A stable cache key of the filters (for large totals). */
function totalKey(f: CardFilters): string {
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

type CardRow = {
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
  added_by_id: number;
  rating_count: number;
  rating_sum: number;
  rating_avg: number;
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
  s.suburb, s.business_name, s.added_by_id, s.rating_count, s.rating_sum, s.rating_avg,
  u.slug as seller_slug, u.role_id::int as role_id, u.logo,
  sc.name as sub_name, sc.slug as sub_slug, sc.category_id as sub_category_category_id`;

export type CardContext = {
  db: Db;
  /** Runs the list queries (prepared statements on PostgreSQL). */
  query: QueryRunner;
  storage: Storage;
  /** Distinct providers per sub category (cached, see browse-cache.ts). */
  providerCounts: () => Promise<Map<number, number>>;
  totals: TotalCache;
};

/** The card-size URL of a service's main image. */
export function cardImageUrl(storage: Storage, key: string | null): string | null {
  return key ? storage.url(imageVariantKey(key, 'card')) : null;
}

/** The one mapper from a card row to the card shape every list answers. */
export function toCard(
  row: CardRow,
  storage: Storage,
  providerCounts: Map<number, number>,
  watched: ReadonlySet<number>,
): ServiceCard {
  const logo = row.logo ? storage.url(row.logo) : null;
  const rating = roundRating(row.rating_sum, row.rating_count);
  const isWatched = watched.has(row.id) ? 1 : 0;
  const subcat: SubCatSummary = {
    id: row.sub_category_id,
    name: row.sub_name,
    slug: row.sub_slug,
    category_id: row.sub_category_category_id,
    service_providers_count: providerCounts.get(row.sub_category_id) ?? 0,
  };
  return {
    id: row.id,
    Service_id: row.id,
    slug: row.slug,
    title: row.title,
    description: shortenDescription(row.description),
    main_service_image: cardImageUrl(storage, row.main_image),
    created_at: toIso(row.created_at),
    status: row.status,
    category_id: row.category_id,
    subCategory_id: row.sub_category_id,
    service_type: row.service_types,
    city: row.city,
    suburb: row.suburb,
    business_name: row.business_name,
    seller_slug: row.seller_slug,
    added_by_id: row.added_by_id,
    added_by: row.added_by_id,
    have_provider: { id: row.added_by_id, role_id: row.role_id, logo, slug: row.seller_slug },
    role_id: row.role_id,
    logo,
    rating,
    averageRating: row.rating_count > 0 ? row.rating_sum / row.rating_count : 0,
    average_reviews:
      row.rating_count > 0
        ? [{ service_id: row.id, average_rating: row.rating_sum / row.rating_count }]
        : [],
    total_reviews: row.rating_count,
    totalReviews: row.rating_count,
    subcat,
    watchList: isWatched,
    watchlist: isWatched,
  };
}

/** The ids among `serviceIds` the user watches (one query; none for anonymous visitors). */
export async function findWatched(
  db: Db,
  userId: number | null,
  serviceIds: number[],
): Promise<Set<number>> {
  if (userId === null || serviceIds.length === 0) return new Set();
  const rows = await db
    .select({ serviceId: watchlist.serviceId })
    .from(watchlist)
    .where(and(eq(watchlist.userId, userId), inArray(watchlist.serviceId, serviceIds)));
  return new Set(rows.map((r) => r.serviceId));
}

/** Maps rows to cards with the watch flags and provider counts (no per-row queries). */
export async function toCards(
  ctx: CardContext,
  rows: CardRow[],
  userId: number | null,
): Promise<ServiceCard[]> {
  const [counts, watched] = await Promise.all([
    ctx.providerCounts(),
    findWatched(
      ctx.db,
      userId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => toCard(row, ctx.storage, counts, watched));
}

/**
 * The inner query of a page: services alone, filtered and ordered on the partial indexes, one
 * page of ids (with `count(*) over ()` when `withTotal`).
 */
function buildPageScanQuery(
  filters: CardFilters,
  options: CardListOptions,
  withTotal = false,
): SQL {
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
    join users u on u.id = s.added_by_id
    join sub_categories sc on sc.id = s.sub_category_id
    order by ${orderOf(filters, options.sort, 'p')}`;
}

/** The SQL counting a list's matches (an index-only scan on the partial indexes). */
export function buildCardCountQuery(filters: CardFilters): SQL {
  return sql`select count(*)::int as total from services s where ${whereOf(filters)}`;
}

/**
 * One page of service cards and the total, in one query: the window count rides along with the
 * page (cheap for the index-only ranges of filtered lists). A large total counted a moment ago
 * is reused instead (browse-cache.ts), which spares counting 60,000 rows per page view.
 */
export async function listCards(
  ctx: CardContext,
  filters: CardFilters,
  options: CardListOptions,
  userId: number | null,
): Promise<{ cards: ServiceCard[]; total: number }> {
  const key = totalKey(filters);
  const count = async () => {
    const [row] = await ctx.query<{ total: number }>(buildCardCountQuery(filters));
    return row?.total ?? 0;
  };
  const known = ctx.totals.peek(key, count);
  const rows = await ctx.query<CardRow & { total: number | null }>(
    buildCardPageQuery(filters, options, known === undefined),
  );
  let total = known ?? rows[0]?.total ?? null;
  if (total === null) {
    // The page is past the end: count on its own.
    total = await ctx.totals.get(key, count);
  } else if (known === undefined) {
    ctx.totals.remember(key, total);
  }
  return { cards: await toCards(ctx, rows, userId), total };
}
