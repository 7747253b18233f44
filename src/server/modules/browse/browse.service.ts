import { sql } from 'drizzle-orm';

import type {
  Attachment,
  PopularResponse,
  ProviderCard,
  ReviewItem,
  SellerDetailResponse,
  ServiceCard,
  ServiceDetail,
  ServiceDetailResponse,
  SubCatSummary,
  TopCategory,
} from '#shared/api/browse.ts';
import { MAX_INT_ID, type ServiceStatus, type ServiceType, type Sort } from '#shared/constants.ts';
import type { Db, DbHandle } from '../../db/client.ts';
import type { ImageVariant } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { imageVariantKey, type Storage } from '../../lib/storage.ts';
import { AGGREGATE_TTL_MS, TotalCache, TtlValue } from './browse-cache.ts';
import {
  CARD_COLUMNS,
  cardImageUrl,
  createQueryRunner,
  listCards,
  queryRows,
  roundRating,
  toCard,
  toCards,
  toIso,
  type CardContext,
  type CardFilters,
} from './service-cards.ts';

/** Who is looking: the session user (never the payload's user_id), or null. */
export type Viewer = { id: number; isAdmin: boolean } | null;

export type Page = { page: number; perPage: number };
export type Paged<T> = { items: T[]; total: number; page: number; per_page: number };

/** How many rows the popular aggregates keep (the largest `limit` a caller may ask for). */
const POPULAR_KEEP = 50;
/** Weight of the prior in the Bayesian provider rating: that many reviews at the site mean. */
const BAYES_PRIOR_REVIEWS = 10;

type SubCategoryStat = SubCatSummary & { reviews: number };
type TopProviderRow = {
  id: number;
  slug: string;
  role_id: number;
  logo: string | null;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  about_message: string | null;
  created_at: string;
  rating_sum: number;
  rating_count: number;
};
type PopularSnapshot = {
  serviceRows: Parameters<typeof toCards>[1];
  providers: TopProviderRow[];
};

/** Everything the browse calls need: database, storage and the per-app caches. */
export type BrowseContext = CardContext & {
  subCategoryStats: TtlValue<SubCategoryStat[]>;
  popular: TtlValue<PopularSnapshot>;
};

/** Builds the browse context of one app (its caches live as long as the app). */
export function createBrowseContext(handle: DbHandle, storage: Storage): BrowseContext {
  const db = handle.db;
  const query = createQueryRunner(handle);
  const subCategoryStats = new TtlValue(AGGREGATE_TTL_MS, () => loadSubCategoryStats(db));
  let countsOf: { stats: SubCategoryStat[]; map: Map<number, number> } | null = null;
  const providerCounts = async () => {
    const stats = await subCategoryStats.get();
    if (countsOf?.stats !== stats) {
      countsOf = { stats, map: new Map(stats.map((s) => [s.id, s.service_providers_count])) };
    }
    return countsOf.map;
  };
  return {
    db,
    query,
    storage,
    totals: new TotalCache(),
    providerCounts,
    subCategoryStats,
    popular: new TtlValue(AGGREGATE_TTL_MS, () => loadPopular(db)),
  };
}

/** Distinct providers and review totals of approved services, per active sub category. */
async function loadSubCategoryStats(db: Db): Promise<SubCategoryStat[]> {
  return queryRows<SubCategoryStat>(
    db,
    sql`
      select sc.id, sc.name, sc.slug, sc.category_id,
             coalesce(agg.providers, 0)::int as service_providers_count,
             coalesce(agg.reviews, 0)::int as reviews
      from sub_categories sc
      left join (
        select s.sub_category_id, count(distinct s.added_by_id) as providers,
               sum(s.rating_count) as reviews
        from services s
        where s.status = 'approved'
        group by s.sub_category_id
      ) agg on agg.sub_category_id = sc.id
      where sc.is_active`,
  );
}

/** Most reviewed approved services and the best providers (Bayesian-weighted rating). */
async function loadPopular(db: Db): Promise<PopularSnapshot> {
  const [serviceRows, providers] = await Promise.all([
    queryRows<PopularSnapshot['serviceRows'][number]>(
      db,
      sql`
        select ${CARD_COLUMNS}
        from services s
        join users u on u.id = s.added_by_id
        join sub_categories sc on sc.id = s.sub_category_id
        where s.status = 'approved'
        order by s.rating_count desc, s.rating_avg desc, s.id desc
        limit ${POPULAR_KEEP}`,
    ),
    queryRows<TopProviderRow>(
      db,
      sql`
        with agg as (
          select s.added_by_id as id, sum(s.rating_sum)::int as rating_sum,
                 sum(s.rating_count)::int as rating_count
          from services s
          where s.status = 'approved'
          group by s.added_by_id
        ), site as (
          select coalesce(sum(rating_sum)::float8 / nullif(sum(rating_count), 0), 0) as mean
          from agg
        )
        select u.id, u.slug, u.role_id::int as role_id, u.logo, u.business_name, u.first_name,
               u.last_name, u.about_message, u.created_at, agg.rating_sum, agg.rating_count
        from agg
        join users u on u.id = agg.id
        cross join site
        where not u.is_suspended
        order by (${BAYES_PRIOR_REVIEWS} * site.mean + agg.rating_sum)
                   / (${BAYES_PRIOR_REVIEWS} + agg.rating_count) desc,
                 agg.rating_count desc, u.id
        limit ${POPULAR_KEEP}`,
    ),
  ]);
  return { serviceRows, providers };
}

function displayBusinessName(row: {
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
}): string {
  return (
    row.business_name?.trim() ||
    [row.first_name, row.last_name].filter(Boolean).join(' ').trim() ||
    'Provider'
  );
}

/** POST /api/getPopularServicesAndCategories */
export async function getPopular(
  ctx: BrowseContext,
  limit: number,
  userId: number | null,
): Promise<PopularResponse> {
  const [snapshot, stats] = await Promise.all([ctx.popular.get(), ctx.subCategoryStats.get()]);
  const popularServices = await toCards(ctx, snapshot.serviceRows.slice(0, limit), userId);
  const categories: TopCategory[] = stats
    .filter((s) => s.service_providers_count > 0)
    .sort(
      (a, b) =>
        b.reviews - a.reviews ||
        b.service_providers_count - a.service_providers_count ||
        a.name.localeCompare(b.name),
    )
    .slice(0, limit)
    .map((s) => {
      const subcat: SubCatSummary = {
        id: s.id,
        name: s.name,
        slug: s.slug,
        category_id: s.category_id,
        service_providers_count: s.service_providers_count,
      };
      return { ...subcat, subCategory_id: s.id, subcat };
    });
  const topServiceProviders = snapshot.providers.slice(0, limit).map((p) => ({
    id: p.id,
    slug: p.slug,
    role_id: p.role_id,
    logo: p.logo ? ctx.storage.url(p.logo) : null,
    business_name: displayBusinessName(p),
    message: p.about_message ?? '',
    created_at: toIso(p.created_at),
    rating: roundRating(p.rating_sum, p.rating_count),
    total_reviews: p.rating_count,
  }));
  return {
    success: true,
    popularServices,
    popularServicesCategoryProviders: categories,
    topServiceProviders,
  };
}

/** Service lists (search, sub category, type, all): public ones show approved services only. */
export async function listServices(
  ctx: BrowseContext,
  filters: Omit<CardFilters, 'visibility'>,
  options: Page & { sort?: Sort | undefined },
  userId: number | null,
): Promise<Paged<ServiceCard>> {
  const { cards, total } = await listCards(
    ctx,
    { ...filters, visibility: 'approved' },
    options,
    userId,
  );
  return { items: cards, total, page: options.page, per_page: options.perPage };
}

/** The active sub category with this slug (and its provider count), or null. */
export async function findSubCategory(
  ctx: BrowseContext,
  slug: string,
): Promise<SubCatSummary | null> {
  const stats = await ctx.subCategoryStats.get();
  const found = stats.find((s) => s.slug === slug);
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

/** GET /api/seller-services: approved services for the public; all of them for owner and admins. */
export async function listSellerServices(
  ctx: BrowseContext,
  ownerId: number,
  options: Page & { sort?: Sort | undefined; q?: string | undefined },
  viewer: Viewer,
): Promise<Paged<ServiceCard>> {
  const seesAll = viewer !== null && (viewer.isAdmin || viewer.id === ownerId);
  const { cards, total } = await listCards(
    ctx,
    { visibility: seesAll ? 'any' : 'approved', ownerId, q: options.q },
    { page: options.page, perPage: options.perPage, sort: options.sort ?? 'newest' },
    viewer?.id ?? null,
  );
  return { items: cards, total, page: options.page, per_page: options.perPage };
}

type DetailRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  main_image: string | null;
  created_at: string;
  status: ServiceStatus;
  rejection_reason: string | null;
  category_id: number;
  sub_category_id: number;
  service_types: ServiceType[];
  about_service: string;
  about_service1: string;
  about_service2: string | null;
  business_name: string;
  city: string;
  suburb: string;
  postal_code: string | null;
  about: string;
  contact_name: string;
  phone_number: string;
  added_by_id: number;
  rating_count: number;
  rating_sum: number;
  seller_slug: string;
  role_id: number;
  logo: string | null;
  provider_business_name: string | null;
  provider_first_name: string | null;
  provider_last_name: string | null;
  provider_about: string | null;
  provider_phone: string | null;
  provider_created_at: string;
  provider_rating_sum: number;
  provider_rating_count: number;
  sub_name: string;
  sub_slug: string;
  category_name: string;
  watched: boolean;
  images: { id: number; variants: { card: ImageVariant; detail: ImageVariant } }[];
};

/**
 * GET /api/service-detail: one query for the service, its owner, categories, gallery, the
 * provider's rating and the viewer's watch flag. Pending and rejected services exist only for
 * their owner and admins (everyone else gets the same 404 as for an unknown slug).
 */
export async function getServiceDetail(
  ctx: BrowseContext,
  slug: string,
  viewer: Viewer,
): Promise<ServiceDetailResponse> {
  const [row] = await ctx.query<DetailRow>(
    sql`
      select s.id, s.slug, s.title, s.description, s.main_image, s.created_at, s.status,
             s.rejection_reason, s.category_id, s.sub_category_id, s.service_types,
             s.about_service, s.about_service1, s.about_service2, s.business_name, s.city,
             s.suburb, s.postal_code, s.about, s.contact_name, s.phone_number, s.added_by_id,
             s.rating_count, s.rating_sum,
             u.slug as seller_slug, u.role_id::int as role_id, u.logo,
             u.business_name as provider_business_name, u.first_name as provider_first_name,
             u.last_name as provider_last_name, u.about_message as provider_about,
             u.phone_number as provider_phone, u.created_at as provider_created_at,
             sc.name as sub_name, sc.slug as sub_slug, c.name as category_name,
             pr.rating_sum as provider_rating_sum, pr.rating_count as provider_rating_count,
             ${
               viewer
                 ? sql`exists (select 1 from watchlist w where w.user_id = ${viewer.id} and w.service_id = s.id)`
                 : sql`false`
             } as watched,
             coalesce((
               select json_agg(json_build_object('id', i.id, 'variants', i.variants)
                               order by i.position, i.id)
               from service_images i
               where i.service_id = s.id and not i.is_main
             ), '[]'::json) as images
      from services s
      join users u on u.id = s.added_by_id
      join sub_categories sc on sc.id = s.sub_category_id
      join categories c on c.id = s.category_id
      cross join lateral (
        select coalesce(sum(o.rating_sum), 0)::int as rating_sum,
               coalesce(sum(o.rating_count), 0)::int as rating_count
        from services o
        where o.added_by_id = s.added_by_id and o.status = 'approved'
      ) pr
      where s.slug = ${slug}`,
  );
  const isPrivileged = row && viewer !== null && (viewer.isAdmin || viewer.id === row.added_by_id);
  if (!row || (row.status !== 'approved' && !isPrivileged)) throw notFound('Service not found');

  const storage = ctx.storage;
  const counts = await ctx.providerCounts();
  const logo = row.logo ? storage.url(row.logo) : null;
  // The legacy keys come from the one card mapper; the detail adds the full text and sizes.
  const card = toCard(
    { ...row, rating_avg: 0, sub_category_category_id: row.category_id },
    storage,
    counts,
    new Set(row.watched ? [row.id] : []),
  );
  const detail: ServiceDetail = {
    ...card,
    description: row.description,
    main_service_image: row.main_image
      ? storage.url(imageVariantKey(row.main_image, 'detail'))
      : null,
    main_service_image_card: cardImageUrl(storage, row.main_image),
    aboutService: row.about_service,
    aboutService1: row.about_service1,
    aboutService2: row.about_service2,
    about: row.about,
    contact_name: row.contact_name,
    phone_number: row.phone_number,
    postal_code: row.postal_code,
    Category: row.category_name,
    SubCategory: row.sub_name,
    Seller: displayBusinessName({
      business_name: row.provider_business_name,
      first_name: row.provider_first_name,
      last_name: row.provider_last_name,
    }),
    rejection_reason: isPrivileged ? row.rejection_reason : null,
    provider: {
      id: row.added_by_id,
      slug: row.seller_slug,
      role_id: row.role_id,
      logo,
      business_name: displayBusinessName({
        business_name: row.provider_business_name,
        first_name: row.provider_first_name,
        last_name: row.provider_last_name,
      }),
      message: row.provider_about ?? '',
      phone_number: row.provider_phone ?? '',
      created_at: toIso(row.provider_created_at),
      rating: roundRating(row.provider_rating_sum, row.provider_rating_count),
      total_reviews: row.provider_rating_count,
    },
  };
  const attachments: Attachment[] = row.images.map((image) => ({
    id: image.id,
    service_id: row.id,
    attachment_name: storage.url(image.variants.detail.key),
    card_url: storage.url(image.variants.card.key),
    width: image.variants.detail.width,
    height: image.variants.detail.height,
  }));
  return {
    services: detail,
    images: [{ ...detail, has_attachment: attachments }],
    added_to_watchlist: card.watchList,
  };
}

type UserRow = {
  id: number;
  slug: string;
  role_id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  contact_person: string | null;
  phone_number: string | null;
  about_message: string | null;
  logo: string | null;
  created_at: string;
  is_suspended: boolean;
  rating_sum: number;
  rating_count: number;
  sub_external_id: string | null;
  sub_status: string | null;
  sub_created_at: string | null;
  sub_period_end: string | null;
  sub_auto_renew: boolean | null;
};

/**
 * GET /api/seller-detail by slug (or numeric id). Providers are public; a customer's record only
 * for themself and admins. Email and the subscription (with the id the cancel call takes) only
 * for the user themself and admins.
 */
export async function getSellerDetail(
  ctx: BrowseContext,
  slugOrId: string,
  viewer: Viewer,
): Promise<SellerDetailResponse> {
  const numericId = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : null;
  const idMatch =
    numericId !== null && numericId <= MAX_INT_ID ? sql`or u.id = ${numericId}` : sql``;
  const [row] = await ctx.query<UserRow>(
    sql`
      select u.id, u.slug, u.role_id::int as role_id, u.email, u.first_name, u.last_name,
             u.business_name, u.contact_person, u.phone_number, u.about_message, u.logo,
             u.created_at, u.is_suspended, pr.rating_sum, pr.rating_count,
             sub.external_id as sub_external_id, sub.status as sub_status,
             sub.created_at as sub_created_at, sub.current_period_end as sub_period_end,
             sub.auto_renew as sub_auto_renew
      from users u
      cross join lateral (
        select coalesce(sum(s.rating_sum), 0)::int as rating_sum,
               coalesce(sum(s.rating_count), 0)::int as rating_count
        from services s
        where s.added_by_id = u.id and s.status = 'approved'
      ) pr
      left join lateral (
        select b.external_id, b.status, b.created_at, b.current_period_end, b.auto_renew
        from subscriptions b
        where b.user_id = u.id
        order by (b.status = 'active') desc, b.created_at desc, b.id desc
        limit 1
      ) sub on true
      where u.slug = ${slugOrId} ${idMatch}
      order by (u.slug = ${slugOrId}) desc
      limit 1`,
  );
  const isSelfOrAdmin =
    row !== undefined && viewer !== null && (viewer.isAdmin || viewer.id === row.id);
  const isPublicProvider = row !== undefined && row.role_id !== 3 && !row.is_suspended;
  if (!row || (!isPublicProvider && !isSelfOrAdmin)) throw notFound('Provider not found');

  const subscriptions =
    isSelfOrAdmin && row.sub_external_id && row.sub_status && row.sub_created_at
      ? {
          stripe_subscription_id: row.sub_external_id,
          stripe_subscription_status: row.sub_status,
          created_at: toIso(row.sub_created_at),
          current_period_end: toIso(row.sub_period_end),
          auto_renew: row.sub_auto_renew ?? false,
        }
      : null;
  return {
    seller: {
      id: row.id,
      slug: row.slug,
      role_id: row.role_id,
      f_name: row.first_name,
      l_name: row.last_name,
      business_name: row.business_name,
      ...(isSelfOrAdmin ? { email: row.email } : {}),
      created_at: toIso(row.created_at),
      contact_person: row.contact_person,
      phone_number: row.phone_number,
      message: row.about_message,
      logo: row.logo ? ctx.storage.url(row.logo) : null,
      rating: roundRating(row.rating_sum, row.rating_count),
      total_reviews: row.rating_count,
      subscriptions,
    },
    subscription: subscriptions?.stripe_subscription_status === 'active',
  };
}

/** `%` and `_` are literal in a provider name search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type ProviderRow = {
  id: number;
  slug: string;
  role_id: number;
  logo: string | null;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  about_message: string | null;
  phone_number: string | null;
  created_at: string;
  rating_sum: number;
  rating_count: number;
};

/** GET /api/AllServiceProviders: role-2 providers, newest first, with their rating. */
export async function listProviders(
  ctx: BrowseContext,
  options: Page & { q?: string | undefined },
): Promise<Paged<ProviderCard>> {
  const offset = (options.page - 1) * options.perPage;
  const nameFilter = options.q
    ? sql`and (u.business_name ilike ${likePattern(options.q)} or u.about_message ilike ${likePattern(options.q)})`
    : sql``;
  const where = sql`u.role_id = 2 and not u.is_suspended ${nameFilter}`;
  const [rows, total] = await Promise.all([
    ctx.query<ProviderRow>(
      sql`
        with p as (
          select u.id, u.created_at
          from users u
          where ${where}
          order by u.created_at desc, u.id desc
          limit ${options.perPage} offset ${offset}
        )
        select u.id, u.slug, u.role_id::int as role_id, u.logo, u.business_name, u.first_name,
               u.last_name, u.about_message, u.phone_number, u.created_at,
               pr.rating_sum, pr.rating_count
        from p
        join users u on u.id = p.id
        cross join lateral (
          select coalesce(sum(s.rating_sum), 0)::int as rating_sum,
                 coalesce(sum(s.rating_count), 0)::int as rating_count
          from services s
          where s.added_by_id = p.id and s.status = 'approved'
        ) pr
        order by p.created_at desc, p.id desc`,
    ),
    ctx.totals.get(`providers:${options.q ?? ''}`, async () => {
      const [row] = await ctx.query<{ total: number }>(
        sql`select count(*)::int as total from users u where ${where}`,
      );
      return row?.total ?? 0;
    }),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      role_id: r.role_id,
      logo: r.logo ? ctx.storage.url(r.logo) : null,
      business_name: displayBusinessName(r),
      message: r.about_message ?? '',
      phone_number: r.phone_number ?? '',
      created_at: toIso(r.created_at),
      stripe_id: null,
      rating: roundRating(r.rating_sum, r.rating_count),
      total_reviews: r.rating_count,
    })),
    total,
    page: options.page,
    per_page: options.perPage,
  };
}

/** First name and last initial ("Kim S."), or the business name of a provider. */
export function reviewerName(row: {
  role_id: number;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
}): string {
  if (row.role_id !== 3 && row.business_name?.trim()) return row.business_name.trim();
  const first = row.first_name?.trim();
  const initial = row.last_name?.trim().charAt(0);
  if (first) return initial ? `${first} ${initial.toUpperCase()}.` : first;
  return row.business_name?.trim() || 'Member';
}

type ReviewRow = {
  id: number;
  service_id: number;
  user_id: number;
  rating: number;
  review: string;
  created_at: string;
  role_id: number;
  business_name: string | null;
  first_name: string | null;
  last_name: string | null;
  total: number;
};

/**
 * GET /api/get-reviews: visible reviews of a service, newest first. A service the viewer may not
 * see (unknown, or pending/rejected and not theirs) has no reviews to show.
 */
export async function listReviews(
  ctx: BrowseContext,
  serviceId: number,
  options: Page,
  viewer: Viewer,
): Promise<Paged<ReviewItem>> {
  const offset = (options.page - 1) * options.perPage;
  const visible = viewer
    ? viewer.isAdmin
      ? sql`true`
      : sql`(s.status = 'approved' or s.added_by_id = ${viewer.id})`
    : sql`s.status = 'approved'`;
  const where = sql`r.service_id = ${serviceId} and not r.is_hidden
    and exists (select 1 from services s where s.id = ${serviceId} and ${visible})`;
  const rows = await ctx.query<ReviewRow>(
    sql`
      with p as (
        select r.id, r.created_at, count(*) over ()::int as total
        from reviews r
        where ${where}
        order by r.created_at desc, r.id desc
        limit ${options.perPage} offset ${offset}
      )
      select r.id, r.service_id, r.user_id, r.rating::int as rating, r.review, r.created_at,
             u.role_id::int as role_id, u.business_name, u.first_name, u.last_name, p.total
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
  return {
    items: rows.map((r) => {
      const name = reviewerName(r);
      return {
        id: r.id,
        service_id: r.service_id,
        user_id: r.user_id,
        rating: r.rating,
        review: r.review,
        created_at: toIso(r.created_at),
        Seller: name,
        reviewer_name: name,
      };
    }),
    total,
    page: options.page,
    per_page: options.perPage,
  };
}
