import { z } from 'zod';

import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  POPULAR_LIMIT_HOME,
  PRICE_TYPES,
  SERVICE_STATUSES,
  SERVICE_TYPES,
  SORTS,
} from '../constants.ts';
import { id, optionalFilter, optionalId, text } from './common.ts';
import { BadgeSchema } from './credentials.ts';
import { ReviewReplySchema } from './reviews.ts';

/*
 * The public read calls (spec section 7): search, lists, popular, service and provider detail,
 * reviews. Request schemas accept the legacy payloads ('' and null mean "any"); responses keep
 * the legacy keys and add `total`, `page`, `per_page` to every list.
 */

/** '' and null mean "not given". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Largest page number we serve; deeper pages are refused rather than scanned. */
export const PAGE_MAX = 10_000;
/** Longest free-text query. */
export const QUERY_MAX = 200;
/** Characters of the description kept on a card. */
export const CARD_DESCRIPTION_MAX = 240;

/** A whole number from 1 to `max` in a query or body ('' and null mean "not given"), else `fallback`. */
const wholeNumberUpTo = (max: number, fallback: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(max, `must be at most ${max}`)
      .default(fallback),
  );
const pageNumber = wholeNumberUpTo(PAGE_MAX, 1);
const perPage = wholeNumberUpTo(PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT);

export const SortSchema = z.enum(SORTS, { message: `must be one of ${SORTS.join(', ')}` });
export const ServiceTypeSchema = z.enum(SERVICE_TYPES, {
  message: `must be one of ${SERVICE_TYPES.join(', ')}`,
});

/** Pagination: a page number and its size. */
const paging = { page: pageNumber, per_page: perPage };

/** Review labels (issues 26 and 27): how the reviewer met the provider on the site. */
export const REVIEW_LABELS = ['verified_hire', 'contacted', 'invited'] as const;
export type ReviewLabel = (typeof REVIEW_LABELS)[number];
export const REVIEW_LABEL_TEXTS: Record<ReviewLabel, string> = {
  verified_hire: 'Verified hire through Kiwi Services',
  contacted: 'Contacted through Kiwi Services',
  invited: 'Invited by the provider',
};

/** The options every list takes: pagination, free-text query, sort. */
const listOptions = {
  ...paging,
  /** Free text over title, business name and description (PostgreSQL full-text search). */
  q: optionalFilter(QUERY_MAX),
  sort: z.preprocess(blankToUndefined, SortSchema.optional()),
};

/** A JSON body object; a POST without a body counts as `{}`. */
const body = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((v) => (v === undefined || v === null ? {} : v), z.object(shape));

/** A yes/no filter: true, 'true', '1', 1 (and false likewise); '' and null mean "not given". */
export const optionalFlag = z.preprocess(
  (v) => {
    const given = blankToUndefined(v);
    if (given === 'true' || given === '1' || given === 1) return true;
    if (given === 'false' || given === '0' || given === 0) return false;
    return given;
  },
  z.boolean({ message: 'must be true or false' }).optional(),
);

/** The lowest average rating a list may ask for (1 to 5, decimals allowed). */
export const optionalMinRating = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ message: 'must be a number' })
    .min(1, 'must be at least 1')
    .max(5, 'must be at most 5')
    .optional(),
);

/** Legacy callers send the user id; identity still comes from the session. */
const userIdField = { user_id: optionalId };

/**
 * POST /api/getSubCategoryServices: the home search (subCategory_id, city, suburb, postal_code)
 * and the list page filter (category_id, subCategory_id, city, suburb). Every given filter
 * applies; empty values mean "any". `type` is an extra filter for the type list pages.
 * A suburb means "serves this suburb" and a city "serves some part of it" (decision 116):
 * services based there or covering it, those based there first. Issue 24 adds `q` (free text
 * alone is a search), `min_rating`, `has_price` and `taking_new_work`.
 */
export const SubCategoryServicesBodySchema = body({
  subCategory_id: optionalId,
  category_id: optionalId,
  city: optionalFilter(100),
  suburb: optionalFilter(100),
  postal_code: optionalFilter(20),
  type: z.preprocess(blankToUndefined, ServiceTypeSchema.optional()),
  /** Only services whose average rating is at least this. */
  min_rating: optionalMinRating,
  /** true: only services that state a price (a quote on request counts as none). */
  has_price: optionalFlag,
  /** true: only services whose provider is taking new work. */
  taking_new_work: optionalFlag,
  /**
   * true: only services whose provider holds a checked licence or registration (LBP, EWRB or
   * PGDB; issue 27 §3): the filter "Checked licence or registration".
   */
  verified_only: optionalFlag,
  ...userIdField,
  ...listOptions,
});
export type SubCategoryServicesBody = z.input<typeof SubCategoryServicesBodySchema>;

/** POST /api/get-subCategory-service: the /ServiceListDetails/{slug} page. */
export const SubCategorySlugBodySchema = body({
  slug: text(200).refine((v) => v.length > 0, 'is required'),
  ...userIdField,
  ...listOptions,
});
export type SubCategorySlugBody = z.input<typeof SubCategorySlugBodySchema>;

/** POST /api/get-type-services: the /servicePageList/{type} page (no type: every type). */
export const TypeServicesBodySchema = body({
  type: z.preprocess(blankToUndefined, ServiceTypeSchema.optional()),
  ...userIdField,
  ...listOptions,
});
export type TypeServicesBody = z.input<typeof TypeServicesBodySchema>;

/** GET /api/all-services */
export const AllServicesQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, ServiceTypeSchema.optional()),
  ...userIdField,
  ...listOptions,
});
export type AllServicesQuery = z.input<typeof AllServicesQuerySchema>;

export const POPULAR_LIMIT_MAX = 50;
/** POST /api/getPopularServicesAndCategories (limit: 3 on home, 12 on the subscription page). */
export const PopularBodySchema = body({
  limit: wholeNumberUpTo(POPULAR_LIMIT_MAX, POPULAR_LIMIT_HOME),
  ...userIdField,
});
export type PopularBody = z.input<typeof PopularBodySchema>;

/** A slug or a numeric id, as in /provider-details/{slug} and seller-detail?id=. */
const slugOrId = text(200).refine((v) => v.length > 0, 'is required');

/** GET /api/service-detail?id={service slug} */
export const ServiceDetailQuerySchema = z.object({ id: slugOrId, ...userIdField });
export type ServiceDetailQuery = z.input<typeof ServiceDetailQuerySchema>;

/** GET /api/seller-detail?id={user slug or id} */
export const SellerDetailQuerySchema = z.object({ id: slugOrId });
export type SellerDetailQuery = z.input<typeof SellerDetailQuerySchema>;

/** GET /api/seller-services?id={user id} */
export const SellerServicesQuerySchema = z.object({ id, ...listOptions });
export type SellerServicesQuery = z.input<typeof SellerServicesQuerySchema>;

/** The provider directory's orders: best rated first, or newest first (the default). */
export const PROVIDER_SORTS = ['newest', 'rating'] as const;
/**
 * The orders the directory call takes: those, and fastest reply first (issue 25 §4: measured
 * reply times, the unmeasured after them), which the directory page offers as "Fastest reply".
 */
export const DIRECTORY_SORTS = [...PROVIDER_SORTS, 'reply_time'] as const;

/**
 * GET /api/AllServiceProviders: the provider directory. `q` matches business names ignoring
 * case and macrons; `subCategory_id` and `city` keep providers with a public service of that
 * sub category, covering that city (issue 24 §6).
 */
export const AllProvidersQuerySchema = z.object({
  ...paging,
  q: optionalFilter(QUERY_MAX),
  subCategory_id: optionalId,
  city: optionalFilter(100),
  sort: z.preprocess(
    blankToUndefined,
    z.enum(DIRECTORY_SORTS, { message: `must be one of ${DIRECTORY_SORTS.join(', ')}` }).optional(),
  ),
});
export type AllProvidersQuery = z.input<typeof AllProvidersQuerySchema>;

/** GET /api/get-reviews?service_id= */
export const ReviewsQuerySchema = z.object({ service_id: id, ...paging });
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>;

/** The orders of a provider's reviews (issue 27 §2). */
export const PROVIDER_REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ProviderReviewSort = (typeof PROVIDER_REVIEW_SORTS)[number];
export const PROVIDER_REVIEWS_PER_PAGE = 10;

/** GET /api/provider-reviews?id={provider slug}&page=&sort=newest|highest|lowest */
export const ProviderReviewsQuerySchema = z.object({
  id: slugOrId,
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(50).default(PROVIDER_REVIEWS_PER_PAGE),
  sort: z.preprocess(
    blankToUndefined,
    z
      .enum(PROVIDER_REVIEW_SORTS, {
        message: `must be one of ${PROVIDER_REVIEW_SORTS.join(', ')}`,
      })
      .default('newest'),
  ),
});
export type ProviderReviewsQuery = z.input<typeof ProviderReviewsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Responses

const flag = z.union([z.literal(0), z.literal(1)]);

export const SubCatSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_id: z.number().int(),
  /** Distinct providers with an approved service in this sub category. */
  service_providers_count: z.number().int(),
});
export type SubCatSummary = z.infer<typeof SubCatSummarySchema>;

export const HaveProviderSchema = z.object({
  id: z.number().int(),
  role_id: z.number().int(),
  logo: z.string().nullable(),
  slug: z.string(),
});

/** One area a service is offered in: a suburb of a city, or the whole city (suburb null). */
export const ServiceAreaSchema = z.object({ city: z.string(), suburb: z.string().nullable() });
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;

/** How a service states its price (null: not stated). NZD with GST included. */
export const PriceTypeSchema = z.enum(PRICE_TYPES, {
  message: `must be one of ${PRICE_TYPES.join(', ')}`,
});

/** One service card, the same shape in every list (spec section 3). */
export const ServiceCardSchema = z.object({
  id: z.number().int(),
  Service_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Shortened to CARD_DESCRIPTION_MAX characters. */
  description: z.string(),
  /** Absolute URL of the card-size image, or null. */
  main_service_image: z.string().nullable(),
  /**
   * The image at more sizes (an `<img srcset>` of width descriptors) for a 4:3 box that crops
   * centred (`object-fit: cover`); null until every stored image has them (decision 103).
   */
  main_service_image_srcset: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(SERVICE_STATUSES),
  category_id: z.number().int(),
  subCategory_id: z.number().int(),
  service_type: z.array(z.enum(SERVICE_TYPES)),
  city: z.string(),
  suburb: z.string(),
  business_name: z.string(),
  seller_slug: z.string(),
  added_by_id: z.number().int(),
  added_by: z.number().int(),
  have_provider: HaveProviderSchema,
  role_id: z.number().int(),
  logo: z.string().nullable(),
  /** Average rating, one decimal (0 without reviews). */
  rating: z.number(),
  averageRating: z.number(),
  average_reviews: z.array(z.object({ service_id: z.number().int(), average_rating: z.number() })),
  total_reviews: z.number().int(),
  totalReviews: z.number().int(),
  subcat: SubCatSummarySchema,
  /**
   * Where it is offered besides its own suburb (decision 116): whole cities first, then
   * suburbs, each in name order.
   */
  service_areas: z.array(ServiceAreaSchema),
  price_type: PriceTypeSchema.nullable(),
  /** NZD cents, GST included; null for `quote` and when no price is stated. */
  price_cents: z.number().int().nullable(),
  /** False while the provider takes no new work (the card says until when). */
  taking_new_work: z.boolean(),
  /** The NZ date (YYYY-MM-DD) the provider takes new work again, or null. */
  back_on: z.string().nullable(),
  /**
   * The provider's median minutes to a first reply (issue 25 §4, as on the provider card); null
   * below 3 conversations. Kept in the cached cards by the `provider` change (decision 126).
   */
  reply_time_minutes: z.number().int().nullable(),
  /** The provider's checked badges (issue 27 §3): checked ones only, never bought. */
  badges: z.array(BadgeSchema).default([]),
  /** 1 when the session user watches this service. */
  watchList: flag,
  watchlist: flag,
  /** Only in the owner's (and admins') own lists: why an admin rejected it. */
  rejection_reason: z.string().nullable().optional(),
  /** Only in the owner's own lists: an approved service edited since, waiting for review. */
  changed_since_approval: z.boolean().optional(),
  /** Only in the owner's own lists: why an admin did not approve the last edit (else null). */
  revision_rejection_reason: z.string().nullable().optional(),
});
export type ServiceCard = z.infer<typeof ServiceCardSchema>;

export const PageMetaShape = {
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
};

/** getSubCategoryServices, get-subCategory-service, get-type-services, all-services. */
export const ServiceListResponseSchema = z.object({
  success: z.literal(true),
  services: z.array(ServiceCardSchema),
  ...PageMetaShape,
});
export type ServiceListResponse = z.infer<typeof ServiceListResponseSchema>;

/**
 * What a suggested search of an empty result is (issue 24 §2), in the order they are offered:
 * the same service in the whole city, in another city, a related sub category in the place,
 * then the provider directory (no filter of its own: every key null, its count the providers).
 */
export const SEARCH_FALLBACK_KINDS = ['whole_city', 'other_city', 'related', 'providers'] as const;

/** One suggested search: its filter (getSubCategoryServices' keys, null when not set) and count. */
export const SearchFallbackSchema = z.object({
  kind: z.enum(SEARCH_FALLBACK_KINDS),
  /** What to show: "Plumbers in all of Christchurch". */
  label: z.string(),
  filter: z.object({
    subCategory_id: z.number().int().nullable(),
    category_id: z.number().int().nullable(),
    city: z.string().nullable(),
    suburb: z.string().nullable(),
    q: z.string().nullable(),
  }),
  count: z.number().int(),
});
export type SearchFallback = z.infer<typeof SearchFallbackSchema>;

/** getSubCategoryServices: an empty answer adds `fallback`, the suggested searches. */
export const SearchServicesResponseSchema = ServiceListResponseSchema.extend({
  fallback: z.array(SearchFallbackSchema).optional(),
});
export type SearchServicesResponse = z.infer<typeof SearchServicesResponseSchema>;

/** GET /api/search-suggest?q=: the home Service box's suggestions (issue 24 §3). */
export const SearchSuggestQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, 'must be at most 100 characters').default(''),
  ),
});
export type SearchSuggestQuery = z.input<typeof SearchSuggestQuerySchema>;

export const SearchSuggestResponseSchema = z.object({
  /** Sub categories the text names (by name or an everyday word), best first, at most 8. */
  subcategories: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  /** A near spelling of the text that would find services ("burts pipes" → "burst pipes"). */
  did_you_mean: z.string().nullable(),
});
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;

/** get-subCategory-service also names the sub category (null when the slug is unknown). */
export const SubCategoryServicesResponseSchema = ServiceListResponseSchema.extend({
  sub_category: SubCatSummarySchema.nullable(),
});
export type SubCategoryServicesResponse = z.infer<typeof SubCategoryServicesResponseSchema>;

/** A provider as the public sees it on cards (spec section 3: seller/provider card). */
export const ProviderCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  role_id: z.number().int(),
  logo: z.string().nullable(),
  business_name: z.string(),
  /** The provider's "about" text. */
  message: z.string(),
  phone_number: z.string(),
  created_at: z.string(),
  /** Withheld from public cards: always null. */
  stripe_id: z.null(),
  /** Average over the provider's approved services, one decimal (0 without reviews). */
  rating: z.number(),
  total_reviews: z.number().int(),
  /**
   * Median minutes to a first reply in the provider's conversations of the last 90 days
   * (issue 25 §4); null below 3 conversations.
   */
  reply_time_minutes: z.number().int().nullable(),
  /** The provider's checked badges (issue 27 §3): checked ones only, never bought. */
  badges: z.array(BadgeSchema).default([]),
});
export type ProviderCard = z.infer<typeof ProviderCardSchema>;

export const TopCategorySchema = SubCatSummarySchema.extend({
  subCategory_id: z.number().int(),
  subcat: SubCatSummarySchema,
});
export type TopCategory = z.infer<typeof TopCategorySchema>;

export const PopularResponseSchema = z.object({
  success: z.literal(true),
  popularServices: z.array(ServiceCardSchema),
  popularServicesCategoryProviders: z.array(TopCategorySchema),
  /** The spec's provider card (section 3): its phone number included, the Stripe id never. */
  topServiceProviders: z.array(ProviderCardSchema.omit({ stripe_id: true })),
});
export type PopularResponse = z.infer<typeof PopularResponseSchema>;

export const AttachmentSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  /** Absolute URL of the detail-size image. */
  attachment_name: z.string(),
  card_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The detail image at more sizes (an `<img srcset>`), or null (decision 103). */
  srcset: z.string().nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const ServiceProviderSummarySchema = ProviderCardSchema.omit({ stripe_id: true });

/** What the service page and the edit form read besides the card: its texts and contact. */
const ServiceTextsShape = {
  aboutService: z.string(),
  aboutService1: z.string(),
  aboutService2: z.string().nullable(),
  about: z.string(),
  contact_name: z.string(),
  phone_number: z.string(),
};

export const ServiceDetailSchema = ServiceCardSchema.extend({
  /** The full description. */
  description: z.string(),
  /** Absolute URL of the detail-size main image, or null. */
  main_service_image: z.string().nullable(),
  /** The main image's `srcset` at detail sizes (the whole picture), or null. */
  main_service_image_srcset: z.string().nullable(),
  main_service_image_card: z.string().nullable(),
  ...ServiceTextsShape,
  postal_code: z.string().nullable(),
  Category: z.string(),
  SubCategory: z.string(),
  /** The provider's business name. */
  Seller: z.string(),
  /** Only for the owner and admins, when rejected. */
  rejection_reason: z.string().nullable(),
  provider: ServiceProviderSummarySchema,
});
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

/** GET /api/service-detail */
export const ServiceDetailResponseSchema = z.object({
  services: ServiceDetailSchema,
  images: z.array(ServiceDetailSchema.extend({ has_attachment: z.array(AttachmentSchema) })),
  added_to_watchlist: flag,
  /** 1 when the session user has sent an enquiry about it (the spec's enquiry flag). */
  enquired: flag,
  /** When the session user last enquired about it (ISO), or null (always null for visitors). */
  enquired_at: z.string().nullable(),
  /** The session user may review it: enquired, not reviewed yet, not their own. */
  can_review: z.boolean(),
  /** The session user has reviewed it (false for visitors). */
  reviewed: z.boolean(),
  /**
   * The session user's conversation about it (issue 25: Email and Contact lead there once they
   * enquired), or null (always null for visitors).
   */
  conversation_id: z.number().int().nullable().optional(),
});
export type ServiceDetailResponse = z.infer<typeof ServiceDetailResponseSchema>;

/**
 * GET /api/all-services (issue 22 §6b): each card also carries what the original client's edit
 * form reads: the edit fields, the whole description (not cut) and the gallery.
 */
export const AllServicesCardSchema = ServiceCardSchema.extend({
  /** The whole description. */
  description: z.string(),
  ...ServiceTextsShape,
  /** The photos besides the main image (the service detail's shape). */
  has_attachment: z.array(AttachmentSchema),
});
export const AllServicesResponseSchema = ServiceListResponseSchema.extend({
  services: z.array(AllServicesCardSchema),
});
export type AllServicesResponse = z.infer<typeof AllServicesResponseSchema>;

export const SellerSubscriptionSchema = z.object({
  stripe_subscription_id: z.string(),
  stripe_subscription_status: z.string(),
  created_at: z.string(),
  current_period_end: z.string(),
  auto_renew: z.boolean(),
});

/** GET /api/seller-detail: subscriptions and email only for the user themself and admins. */
export const SellerDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  role_id: z.number().int(),
  f_name: z.string().nullable(),
  l_name: z.string().nullable(),
  business_name: z.string().nullable(),
  email: z.string().optional(),
  created_at: z.string(),
  contact_person: z.string().nullable(),
  phone_number: z.string().nullable(),
  message: z.string().nullable(),
  logo: z.string().nullable(),
  rating: z.number(),
  total_reviews: z.number().int(),
  /** As on the provider card (issue 25 §4): null below 3 conversations. */
  reply_time_minutes: z.number().int().nullable(),
  /** The provider's checked badges (issue 27 §3): checked ones only, never bought. */
  badges: z.array(BadgeSchema).default([]),
  subscriptions: SellerSubscriptionSchema.nullable(),
});
export type SellerDetail = z.infer<typeof SellerDetailSchema>;

export const SellerDetailResponseSchema = z.object({
  seller: SellerDetailSchema,
  /** True when the user has an active subscription (only told to the user and admins). */
  subscription: z.boolean(),
});
export type SellerDetailResponse = z.infer<typeof SellerDetailResponseSchema>;

export const SellerServicesResponseSchema = z.object({
  sellerServices: z.array(ServiceCardSchema),
  ...PageMetaShape,
});
export type SellerServicesResponse = z.infer<typeof SellerServicesResponseSchema>;

export const AllProvidersResponseSchema = z.object({
  seller: z.array(ProviderCardSchema),
  ...PageMetaShape,
});
export type AllProvidersResponse = z.infer<typeof AllProvidersResponseSchema>;

export const ReviewItemSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  user_id: z.number().int(),
  rating: z.number().int(),
  review: z.string(),
  created_at: z.string(),
  /** The reviewer's display name: first name and last initial, or business name. */
  Seller: z.string(),
  reviewer_name: z.string(),
  /**
   * How the reviewer met the provider on the site: `verified_hire` (a hire through a job, issue
   * 26), `contacted` (an enquiry or a job invitation), `invited` (the provider's invitation,
   * issue 27); null otherwise. REVIEW_LABEL_TEXTS says each in words.
   */
  label: z.enum(REVIEW_LABELS).nullable().default(null),
  /** The provider's public reply (issue 27 §1), or null. */
  reply: ReviewReplySchema.nullable().default(null),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** A review on the provider page: with the service it is about. */
export const ProviderReviewItemSchema = ReviewItemSchema.extend({
  service: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
});
export type ProviderReviewItem = z.infer<typeof ProviderReviewItemSchema>;

/** The count of reviews with each number of stars. */
export const RatingBreakdownSchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type RatingBreakdown = z.infer<typeof RatingBreakdownSchema>;

/** GET /api/provider-reviews: every visible review of the provider's public services. */
export const ProviderReviewsResponseSchema = z.object({
  success: z.literal(true),
  result: z.array(ProviderReviewItemSchema),
  breakdown: RatingBreakdownSchema,
  sort: z.enum(PROVIDER_REVIEW_SORTS),
  ...PageMetaShape,
});
export type ProviderReviewsResponse = z.infer<typeof ProviderReviewsResponseSchema>;

export const ReviewsResponseSchema = z.object({
  status: z.literal(1),
  message: z.string(),
  result: z.array(ReviewItemSchema),
  ...PageMetaShape,
});
export type ReviewsResponse = z.infer<typeof ReviewsResponseSchema>;
