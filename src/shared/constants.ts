/** Business constants of the marketplace (spec section 9, product-decisions). */

export const SERVICE_TYPES = ['residential', 'commercial', 'trade'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/**
 * How a service states its price (issue 24 §1b): from $X, $X an hour, a fixed $X, or "Quote on
 * request". Amounts are NZD cents with GST included.
 */
export const PRICE_TYPES = ['from', 'hourly', 'fixed', 'quote'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
/** The largest stated price: $1,000,000 (in cents). */
export const PRICE_CENTS_MAX = 100_000_000;

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  trade: 'Trade',
};

export const SERVICE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** How the pages name a service's status (the owner's badge, the moderation filter). */
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** role_id values: 1 admin-type provider and platform admin, 2 provider, 3 customer. */
export const ROLE = { admin: 1, provider: 2, customer: 3 } as const;
export const ROLE_IDS = [1, 2, 3] as const;
export type RoleId = (typeof ROLE_IDS)[number];
/** Roles a visitor may pick at registration; role 1 is never self-registered. */
export const REGISTRABLE_ROLE_IDS = [2, 3] as const;

export const AD_SLOTS = ['home', 'sidebar'] as const;
export type AdSlot = (typeof AD_SLOTS)[number];
/** How many ads each slot shows: two home banners, one sidebar ad. */
export const AD_SLOT_CAPACITY: Record<AdSlot, number> = { home: 2, sidebar: 1 };

export const ENQUIRY_TYPES = ['message', 'call'] as const;
export type EnquiryType = (typeof ENQUIRY_TYPES)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'incomplete',
  'past_due',
  'canceled',
  'inactive',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const ACTIVE_SUBSCRIPTION_STATUS = 'active';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const SUBSCRIPTION = {
  name: 'Subscription',
  /** Price in NZD. */
  price: 30,
  /** What the client sends: 100 times the price, in cents. */
  amountCents: 3000,
  currency: 'nzd',
  periodDays: 30,
} as const;

export const POPULAR_LIMIT_HOME = 3;
export const POPULAR_LIMIT_SUBSCRIPTION = 12;

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
/**
 * A free-text search counts its matches exactly up to this many; a `total` above it means
 * "more than this" (shown as "1,000+"), and ranking stops there (docs/decisions/080).
 */
export const SEARCH_COUNT_MAX = 1000;

export const DESCRIPTION_MAX = 1000;
export const REVIEW_TEXT_MAX = 2000;
export const CARD_NUMBER_MAX = 19;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 1024;

export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGES_PER_SERVICE_MAX = 10;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const FUZZY_THRESHOLD = 0.3;
export const CAROUSEL_BREAKPOINTS = { tablet: 464, desktop: 1024 } as const;
export const IMAGE_CAROUSEL = {
  autoplayMs: 5000,
  swipeThreshold: 0.1,
  transitionMinMs: 250,
  transitionLimitMs: 750,
} as const;
export const SIDEBAR_AD_HEIGHT = 650;
export const SCROLL_TOP_AFTER_PX = 400;
export const RESET_OVERLAY_MS = 1000;
export const LOGIN_TOAST_MS = 2000;
export const SEARCH_LOADER_MS = 1500;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const SORTS = ['relevance', 'rating', 'newest'] as const;
export type Sort = (typeof SORTS)[number];

/** Largest integer id a PostgreSQL `integer` column holds. */
export const MAX_INT_ID = 2_147_483_647;

/** Local storage keys used by the web client (spec section 3). */
export const STORAGE_KEYS = {
  user: 'user',
  subscription: 'subscription',
  redirectUrl: 'redirectUrl',
  homeFilter: 'homeFilter',
  servicePageList: 'servicePageList',
  enquireProvider: (serviceId: number | string) => `enquireProvider_${serviceId}`,
} as const;
