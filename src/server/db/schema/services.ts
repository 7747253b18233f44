import { sql } from 'drizzle-orm';
import type { ExtraConfigColumn, IndexBuilderOn } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import {
  SERVICE_TYPES,
  type PriceType,
  type ServiceStatus,
  type ServiceType,
} from '#shared/constants.ts';
import { CITY_NAMES } from '#shared/locations.ts';
import { categories, subCategories } from './catalogue.ts';
import { foreignId, starCounts, timestamptz } from './column-builders.ts';
import { createdAt, idColumn, tsvector, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** An index's columns (at least one). */
type IndexColumns = Parameters<IndexBuilderOn['on']>;

/** What the public sees: approved by an admin, and listed (the owner's paid period covers it). */
const approved = sql`status = 'approved' and is_listed`;
const notPublic = sql`not (status = 'approved' and is_listed)`;

/** "The service is in this city", as SQL text (literal: it must match the partial indexes). */
export function cityIs(city: string, alias = ''): string {
  if (!CITY_NAMES.includes(city)) throw new Error(`Unknown city: ${city}`);
  return `${alias ? `${alias}.` : ''}city = '${city}'`;
}

/**
 * "The service covers some part of this city" (based there, or an area in it), as SQL text:
 * the coverage key `City/*` (decision 116). Literal, so that the city's partial indexes apply.
 */
export function coversCity(city: string, alias = ''): string {
  if (!CITY_NAMES.includes(city)) throw new Error(`Unknown city: ${city}`);
  return `${alias ? `${alias}.` : ''}coverage @> array['${city}/*']::text[]`;
}

/** "The service has this type", as SQL text (the type lists' index predicate and filter). */
export function typeContains(type: ServiceType, alias = ''): string {
  if (!SERVICE_TYPES.includes(type)) throw new Error(`Unknown service type: ${String(type)}`);
  return `${alias ? `${alias}.` : ''}service_types @> array['${type}']::text[]`;
}

/** A provider's listing. Public only when approved. */
export const services = pgTable(
  'services',
  {
    id: idColumn(),
    /** Unique and stable: editing the title never changes it. */
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** Storage key of the main image (its card and detail variants derive from it). */
    mainImage: text(),
    categoryId: foreignId(() => categories.id, { onDelete: 'restrict' }),
    subCategoryId: foreignId(() => subCategories.id, { onDelete: 'restrict' }),
    serviceTypes: text().array().$type<ServiceType[]>().notNull(),
    aboutService: text().notNull(),
    aboutService1: text().notNull(),
    aboutService2: text(),
    businessName: text().notNull(),
    city: text().notNull(),
    suburb: text().notNull(),
    /** Hidden in the UI; kept for the legacy filter. */
    postalCode: text(),
    /**
     * Where the service is offered besides its own suburb (issue 24 §1, decision 116): each
     * `City` (the whole city) or `City/Suburb`, in the canonical spellings of nz-locations.
     */
    serviceAreas: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The coverage keys a search matches (`service_coverage()` of migration 0016): `City/Suburb`
     * for the base suburb and each suburb area, `City` for each whole city, and `City/*` for
     * every city the service touches. A suburb search is `coverage && {City/Suburb, City}`, a
     * city search `coverage @> {City/*}`.
     */
    coverage: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`service_coverage(city, suburb, service_areas)`),
    /** How the price is stated (null: not stated); NZD with GST included. */
    priceType: text().$type<PriceType>(),
    /** The amount in cents for `from`, `hourly` and `fixed`; null for `quote` and no price. */
    priceCents: integer(),
    /**
     * The owner's availability (users.taking_new_work and back_on), copied onto each of their
     * services in the same transaction so that lists filter and sort on it without a join.
     */
    takingNewWork: boolean().notNull().default(true),
    /** The date the owner takes new work again (NZ date), or null. */
    backOn: date({ mode: 'string' }),
    /**
     * Whether the owner holds a checked licence or registration (LBP, EWRB or PGDB; issue 27 §3),
     * copied onto each of their services in the credential's transaction: the list filter
     * "Checked licence or registration" (`verified_only`) without a join.
     */
    providerLicensed: boolean().notNull().default(false),
    about: text().notNull(),
    contactName: text().notNull(),
    phoneNumber: text().notNull(),
    addedById: foreignId(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<ServiceStatus>().notNull().default('pending'),
    rejectionReason: text(),
    moderatedAt: timestamptz(),
    /**
     * False while the owner has no paid period (a lapsed subscription): the service is hidden,
     * not deleted, until a new payment. Admins' services are always listed.
     */
    isListed: boolean().notNull().default(true),
    /** An approved service edited since its approval: in the moderation queue as changed. */
    changedAt: timestamptz(),
    /** Rating aggregate over visible reviews, kept in the review's transaction. */
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    /**
     * Visible reviews per star (1 to 5), kept by triggers on reviews (migration 0032, decision
     * 138): the provider page sums its services' instead of counting its reviews.
     */
    reviewStars: starCounts(),
    ratingAvg: real()
      .notNull()
      .generatedAlwaysAs(
        sql`case when rating_count = 0 then 0 else round(rating_sum::numeric / rating_count, 2)::real end`,
      ),
    search: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('kiwi', coalesce(title, '')), 'A') || setweight(to_tsvector('kiwi', coalesce(business_name, '')), 'B') || setweight(to_tsvector('kiwi', coalesce(description, '')), 'C')`,
      ),
    /**
     * The description as cards show it (cut at a word boundary): `card_description()` of
     * migration 0009, equal to cards.ts shortenDescription (decision 083).
     */
    cardDescription: text()
      .notNull()
      .generatedAlwaysAs(sql`card_description(description)`),
    /** created_at as answers write it: ISO 8601 in UTC with milliseconds (`iso_utc_ms()`). */
    createdAtIso: text()
      .notNull()
      .generatedAlwaysAs(sql`iso_utc_ms(created_at)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => {
    /**
     * A public list index: its equality columns, then the best-rated order, approved only.
     * (`desc()` marks the column for the next `on()` only, so each index calls it again.)
     */
    // Those taking new work first (decision 116), then the best rated.
    const best = () => [
      t.takingNewWork.desc(),
      t.ratingAvg.desc(),
      t.ratingCount.desc(),
      t.id.desc(),
    ];
    const bestRated = (name: string, ...equalities: ExtraConfigColumn[]) => {
      const columns = [...equalities, ...best()];
      return index(name)
        .on(...(columns as IndexColumns))
        .where(approved);
    };
    /**
     * A list index whose place filter (coverage keys, decision 116) and based-in order are read
     * off the index itself: the best-rated order, then city, suburb and coverage as trailing
     * columns, so a page and its count are index-only scans filtering on the coverage keys.
     */
    const placed = (name: string, ...order: IndexColumns[number][]) => {
      const columns = [...order, t.city, t.suburb, t.coverage];
      return index(name)
        .on(...(columns as IndexColumns))
        .where(approved);
    };
    /**
     * Free text within a city (the home search and list filter always name one): the text index
     * of the public services covering that city alone, so a search reads only its city's matches
     * instead of intersecting every match with every service of the city (decisions 084, 116).
     */
    const cityText = (city: string) =>
      index(`services_public_search_${city.toLowerCase()}_idx`)
        .using('gin', t.search)
        .where(sql`${approved} and ${sql.raw(coversCity(city))}`);
    /**
     * A type's list (/servicePageList/{type}): the best-rated order of that type's public
     * services, so its pages and its total are index ranges (the query names the type as a
     * literal, card-queries.ts, so that this predicate applies).
     */
    const ofType = (type: ServiceType) =>
      index(`services_public_type_${type}_idx`)
        .on(t.takingNewWork.desc(), t.ratingAvg.desc(), t.ratingCount.desc(), t.id.desc())
        .where(sql`${approved} and ${sql.raw(typeContains(type))}`);
    return [
      check('services_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
      check(
        'services_types_check',
        sql`cardinality(${t.serviceTypes}) between 1 and 3 and ${t.serviceTypes} <@ array['residential', 'commercial', 'trade']::text[]`,
      ),
      check(
        'services_price_check',
        sql`(${t.priceType} is null and ${t.priceCents} is null) or (${t.priceType} = 'quote' and ${t.priceCents} is null) or (${t.priceType} in ('from', 'hourly', 'fixed') and ${t.priceCents} between 1 and 100000000)`,
      ),
      check('services_rating_check', sql`${t.ratingCount} >= 0 and ${t.ratingSum} >= 0`),
      check(
        'services_city_check',
        sql`${t.city} in ('Auckland', 'Hamilton', 'Christchurch', 'Wellington')`,
      ),
      uniqueIndex('services_slug_unique').on(t.slug),
      index('services_owner_idx').on(t.addedById, t.createdAt),
      // A provider's public services and their rating sums, as index-only reads: whether the
      // provider is listed, the provider's rating (db/visibility.ts, browse/providers.ts), and
      // whether one of them covers a city for the directory's filter (decision 121).
      index('services_public_owner_idx')
        .on(t.addedById, t.ratingSum, t.ratingCount, t.subCategoryId, t.coverage)
        .where(approved),
      // A provider's services that are not public (usually none), for its reviews page (138).
      index('services_hidden_owner_idx').on(t.addedById).where(notPublic),
      // The directory's sub category filter (decision 121): does the provider offer it?
      index('services_public_sub_category_owner_idx')
        .on(t.subCategoryId, t.addedById)
        .where(approved),
      index('services_moderation_idx').on(t.status, t.createdAt),
      index('services_changed_idx')
        .on(t.changedAt)
        .where(sql`changed_at is not null`),
      // Every public list filter leads with its equality columns, then the best-rated order, so a
      // page is an ordered index range and its total an index-only count (docs/performance.md).
      // Home search: sub category, city, suburb.
      bestRated('services_public_sub_category_idx', t.subCategoryId, t.city, t.suburb),
      // Home search without a suburb: sub category and city.
      bestRated('services_public_sub_category_city_idx', t.subCategoryId, t.city),
      // List page filter: category, city, suburb.
      bestRated('services_public_category_idx', t.categoryId, t.city, t.suburb),
      // List page filter without a suburb: category and city.
      bestRated('services_public_category_city_idx', t.categoryId, t.city),
      // A sub category's page (/ServiceListDetails/{slug}), and a sub category in a place.
      placed('services_public_sub_category_rating_idx', t.subCategoryId, ...best()),
      // A category in a place (the list page filter).
      placed('services_public_category_rating_idx', t.categoryId, ...best()),
      // City alone, and city with suburb.
      bestRated('services_public_city_idx', t.city),
      bestRated('services_public_location_idx', t.city, t.suburb),
      placed('services_public_newest_idx', t.takingNewWork.desc(), t.createdAt.desc(), t.id.desc()),
      placed('services_public_rating_idx', ...best()),
      // verified_only (issue 27 §3): the few public services of licensed providers, in the
      // best-rated order with their sub category, place keys at the end.
      index('services_public_licensed_idx')
        .on(...([t.subCategoryId, ...best(), t.city, t.suburb, t.coverage] as IndexColumns))
        .where(sql`${approved} and provider_licensed`),
      index('services_public_popular_idx')
        .on(t.ratingCount.desc(), t.ratingAvg.desc(), t.id.desc())
        .where(approved),
      ...SERVICE_TYPES.map(ofType),
      index('services_types_idx').using('gin', t.serviceTypes),
      index('services_search_idx').using('gin', t.search),
      ...CITY_NAMES.map(cityText),
      // Area searches (decision 116): which public services cover a suburb or a city.
      index('services_public_coverage_idx').using('gin', t.coverage).where(approved),
      index('services_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    ];
  },
);

export type ImageVariant = { key: string; width: number; height: number; bytes: number };
/**
 * The stored renditions of a service image. `small` (decision 103) is missing on rows stored
 * before it existed until the backfill makes it, and null when it could not be made.
 */
export type ImageVariants = {
  card: ImageVariant;
  detail: ImageVariant;
  small?: ImageVariant | null;
};

/** Images of a service, in display order; `isMain` marks the main image. */
export const serviceImages = pgTable(
  'service_images',
  {
    id: idColumn(),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
    isMain: boolean().notNull().default(false),
    /** Storage key shared by the variants. */
    storageKey: text().notNull(),
    /** The stored sizes: card, small and detail WebP renditions. */
    variants: jsonb().$type<ImageVariants>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_images_service_idx').on(t.serviceId, t.position),
    uniqueIndex('service_images_main_unique')
      .on(t.serviceId)
      .where(sql`is_main`),
    uniqueIndex('service_images_key_unique').on(t.storageKey),
    // The rows the rendition backfill still has to do: empty once it is done (decision 103).
    index('service_images_without_small_idx')
      .on(t.id)
      .where(sql`(variants -> 'small') is null`),
  ],
);
