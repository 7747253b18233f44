import { sql } from 'drizzle-orm';

import type {
  ServiceCard,
  AllProvidersResponse,
  PopularResponse,
  ReviewsResponse,
  SellerServicesResponse,
  ServiceListResponse,
  SubCategoryServicesResponse,
  SubCatSummary,
  TopCategory,
} from '#shared/api/browse.ts';
import type { Sort } from '#shared/constants.ts';
import { RawJson, type WithRawFields } from '../../platform/cache/raw-json.ts';
import { publicService } from '../../db/visibility.ts';
import type { BrowseContext, Scoped } from './browse-context.ts';
import { listScope } from './cache-scopes.ts';
import { REVIEW_COLUMNS, reviewItemOf, reviewLabelSql, type ReviewRow } from './review-rows.ts';
import type { CardFilters } from './card-queries.ts';
import {
  buildDirectoryCountQuery,
  buildDirectoryPageQuery,
  toProviderCard,
  type DirectoryFilters,
  type ProviderRow,
} from './providers.ts';
import type { PopularSnapshot, SubCategoryStat } from './read-model/read-model.ts';
import type { Viewer } from './viewer.ts';

/**
 * The browse rules and answer shapes: which services a list shows to whom, and what each public
 * read call answers, with the scope the micro-cache keys it by. The reads themselves go through
 * the read model (read-model/). Other modules use browse through the functions here.
 */

/** What other modules hand to browse's functions (app.ts builds it). */
export type { BrowseContext } from './browse-context.ts';

/** Pagination, sort and free text of a list call. */
export type ListInput = { page: number; per_page: number; sort?: Sort | undefined; q?: string };

const pageOf = (input: ListInput) => ({
  page: input.page,
  perPage: input.per_page,
  sort: input.sort,
});
const pageMeta = (input: { page: number; per_page: number }, total: number) => ({
  total,
  page: input.page,
  per_page: input.per_page,
});

/** Approved services matching the filters (search, type and all-services lists). */
export async function listServices(
  ctx: BrowseContext,
  filters: Omit<CardFilters, 'visibility' | 'q'>,
  input: ListInput,
  viewer: Viewer,
): Promise<Scoped<WithRawFields<ServiceListResponse>>> {
  const all: CardFilters = { ...filters, visibility: 'approved', q: input.q };
  const page = await ctx.readModel.listPage(all, pageOf(input), viewer);
  return {
    answer: { success: true, services: page.cards, ...pageMeta(input, page.total) },
    scope: listScope(page.filters, page.ownerIds),
  };
}

/** The active sub category with this slug (and its provider count), or null. */
export async function findSubCategory(
  ctx: BrowseContext,
  slug: string,
): Promise<SubCatSummary | null> {
  const { list } = await ctx.readModel.subCategories();
  const found = list.find((s) => s.slug === slug);
  if (found) {
    const { reviews: _reviews, ...summary } = found;
    return summary;
  }
  // Not in the cached list: maybe created a moment ago.
  const [row] = await ctx.query<Omit<SubCatSummary, 'service_providers_count'>>(
    sql`select id, name, slug, category_id from sub_categories where slug = ${slug} and is_active`,
  );
  return row ? { ...row, service_providers_count: 0 } : null;
}

/** POST /api/get-subCategory-service: a sub category's services; unknown slug: empty list. */
export async function listSubCategoryServices(
  ctx: BrowseContext,
  input: ListInput & { slug: string },
  viewer: Viewer,
): Promise<Scoped<WithRawFields<SubCategoryServicesResponse>>> {
  const subCategory = await findSubCategory(ctx, input.slug);
  if (!subCategory) {
    const answer = { success: true as const, services: [], ...pageMeta(input, 0) };
    return { answer: { ...answer, sub_category: null }, scope: { kind: 'catalogue' } };
  }
  const list = await listServices(ctx, { subCategoryId: subCategory.id }, input, viewer);
  return { answer: { ...list.answer, sub_category: subCategory }, scope: list.scope };
}

/** The top sub categories and providers, written once per snapshot as JSON bytes. */
type PopularParts = { popularServicesCategoryProviders: RawJson; topServiceProviders: RawJson };
/** The top sub categories and providers of a snapshot and stats (the same for every viewer). */
const popularParts = new WeakMap<
  PopularSnapshot,
  { stats: SubCategoryStat[]; byLimit: Map<number, PopularParts> }
>();

function topOf(
  ctx: BrowseContext,
  snapshot: PopularSnapshot,
  stats: SubCategoryStat[],
  limit: number,
): PopularParts {
  let memo = popularParts.get(snapshot);
  if (memo?.stats !== stats) {
    memo = { stats, byLimit: new Map() };
    popularParts.set(snapshot, memo);
  }
  const known = memo.byLimit.get(limit);
  if (known) return known;
  const categories: TopCategory[] = stats
    .filter((s) => s.service_providers_count > 0)
    .sort(
      (a, b) =>
        b.reviews - a.reviews ||
        b.service_providers_count - a.service_providers_count ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map(({ reviews: _reviews, ...subcat }) => ({ ...subcat, subCategory_id: subcat.id, subcat }));
  const topServiceProviders = snapshot.providers.slice(0, limit).map((row) => {
    // The spec's provider card shows the phone number (issue 22 §6b); the Stripe id never.
    const { stripe_id: _stripe, ...card } = toProviderCard(row, ctx.storage);
    return card;
  });
  const parts = {
    popularServicesCategoryProviders: new RawJson(Buffer.from(JSON.stringify(categories))),
    topServiceProviders: new RawJson(Buffer.from(JSON.stringify(topServiceProviders))),
  };
  memo.byLimit.set(limit, parts);
  return parts;
}

/** POST /api/getPopularServicesAndCategories */
export async function getPopular(
  ctx: BrowseContext,
  limit: number,
  viewer: Viewer,
): Promise<Scoped<WithRawFields<PopularResponse>>> {
  const { cards, snapshot, subCategories } = await ctx.readModel.popular(limit, viewer);
  return {
    answer: {
      success: true,
      popularServices: cards,
      ...topOf(ctx, snapshot, subCategories, limit),
    },
    scope: { kind: 'popular' },
  };
}

/** GET /api/seller-services: approved services for the public; all of them for owner and admins. */
export async function listSellerServices(
  ctx: BrowseContext,
  ownerId: number,
  input: ListInput,
  viewer: Viewer,
): Promise<Scoped<WithRawFields<SellerServicesResponse>>> {
  const seesAll = viewer !== null && (viewer.isAdmin || viewer.id === ownerId);
  const filters: CardFilters = { visibility: seesAll ? 'any' : 'approved', ownerId, q: input.q };
  const page = await ctx.readModel.listPage(
    filters,
    { ...pageOf(input), sort: input.sort ?? 'newest' },
    viewer,
  );
  return {
    answer: { sellerServices: page.cards, ...pageMeta(input, page.total) },
    scope: listScope(page.filters, page.ownerIds),
  };
}

/** GET /api/AllServiceProviders: role-2 providers, newest first, with their rating. */
export async function listProviders(
  ctx: BrowseContext,
  input: { page: number; per_page: number } & DirectoryFilters,
): Promise<Scoped<AllProvidersResponse>> {
  const filters: DirectoryFilters = {
    q: input.q,
    subCategory_id: input.subCategory_id,
    city: input.city,
  };
  const [rows, total] = await Promise.all([
    ctx.query<ProviderRow>(buildDirectoryPageQuery(input)),
    ctx.readModel.total(`providers:${JSON.stringify(filters)}`, async () => {
      const [row] = await ctx.query<{ total: number }>(buildDirectoryCountQuery(filters));
      return row?.total ?? 0;
    }),
  ]);
  return {
    answer: {
      seller: rows.map((row) => toProviderCard(row, ctx.storage)),
      ...pageMeta(input, total),
    },
    scope: { kind: 'providers' },
  };
}

/**
 * GET /api/get-reviews: visible reviews of a service, newest first. A service the viewer may not
 * see (unknown, or pending/rejected and not theirs) has no reviews to show.
 */
export async function listReviews(
  ctx: BrowseContext,
  input: { service_id: number; page: number; per_page: number },
  viewer: Viewer,
): Promise<Scoped<ReviewsResponse>> {
  const serviceId = input.service_id;
  const offset = (input.page - 1) * input.per_page;
  const visible = viewer
    ? viewer.isAdmin
      ? sql`true`
      : sql`(${publicService('s')} or s.added_by_id = ${viewer.id})`
    : publicService('s');
  const where = sql`r.service_id = ${serviceId} and not r.is_hidden
    and exists (select 1 from services s where s.id = ${serviceId} and ${visible})`;
  const rows = await ctx.query<ReviewRow & { total: number }>(
    sql`
      with p as (
        select r.id, r.created_at, count(*) over ()::int as total
        from reviews r
        where ${where}
        order by r.created_at desc, r.id desc
        limit ${input.per_page} offset ${offset}
      )
      select ${REVIEW_COLUMNS}, ${reviewLabelSql('r')} as label, p.total
      from p
      join reviews r on r.id = p.id
      join users u on u.id = r.user_id
      order by p.created_at desc, p.id desc`,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const [row] = await ctx.query<{ total: number }>(
      sql`select count(*)::int as total from reviews r where ${where}`,
    );
    total = row?.total ?? 0;
  }
  const result = rows.map(reviewItemOf);
  return {
    answer: { status: 1, message: '', result, ...pageMeta(input, total) },
    scope: { kind: 'reviews', serviceId },
  };
}

/**
 * Cards of these services as the viewer may see them (public ones and their own), in the ids'
 * order, with the viewer's watch flags (the members module's watch list).
 */
export function cardsByIds(
  ctx: BrowseContext,
  ids: readonly number[],
  viewer: Viewer,
): Promise<ServiceCard[]> {
  return ctx.readModel.cardsByIds(ids, viewer);
}
