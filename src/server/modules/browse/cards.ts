import { and, eq, inArray } from 'drizzle-orm';

import { CARD_DESCRIPTION_MAX, type ServiceCard, type SubCatSummary } from '#shared/api/browse.ts';
import { areasOf } from '#shared/service-areas.ts';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/query.ts';
import { watchlist } from '../../db/schema/index.ts';
import { imageSrcset, type RenditionStatus } from '../../platform/storage/images.ts';
import { imageVariantKey, type Storage } from '../../platform/storage/storage.ts';
import { publicBadges } from '../credentials/credential-badges.service.ts';
import type { CardRow } from './card-queries.ts';

/** One decimal, as every rating is shown. */
export function roundRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/**
 * The description cut at a word boundary for cards. Lengths count characters (code points), as
 * PostgreSQL's `card_description()` does for the `card_description` column the card rows read
 * (schema/services.ts), so an emoji is never split in two.
 */
export function shortenDescription(text: string, max = CARD_DESCRIPTION_MAX): string {
  const clean = text.trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).join('').trimEnd()}…`;
}

/** The card-size URL of a service's main image. */
export function cardImageUrl(storage: Storage, key: string | null): string | null {
  return key ? storage.url(imageVariantKey(key, 'card')) : null;
}

/** The `srcset` of a service's main image (`card` or `detail` set), once every image has it. */
export function mainImageSrcset(
  storage: Storage,
  renditions: RenditionStatus,
  key: string | null,
  set: 'card' | 'detail',
): string | null {
  return key && renditions.ready ? imageSrcset(storage, key, set) : null;
}

/** What the card mapper needs besides the row. */
export type CardExtras = {
  storage: Storage;
  renditions: RenditionStatus;
  /** Distinct providers per sub category. */
  providerCounts: ReadonlyMap<number, number>;
  /** The ids the session user watches. */
  watched: ReadonlySet<number>;
  /** The owner's (or an admin's) view: the rejection reason and pending changes show. */
  isPrivate?: boolean;
};

/** The one mapper from a card row to the card shape every list answers (spec section 3). */
export function toCard(row: CardRow, extras: CardExtras): ServiceCard {
  const { storage, renditions } = extras;
  const logo = row.logo ? storage.url(row.logo) : null;
  const isWatched = extras.watched.has(row.id) ? 1 : 0;
  const average = row.rating_count > 0 ? row.rating_sum / row.rating_count : 0;
  const subcat: SubCatSummary = {
    id: row.sub_category_id,
    name: row.sub_name,
    slug: row.sub_slug,
    category_id: row.sub_category_category_id,
    service_providers_count: extras.providerCounts.get(row.sub_category_id) ?? 0,
  };
  return {
    id: row.id,
    Service_id: row.id,
    badges: publicBadges(row.badges),
    slug: row.slug,
    title: row.title,
    description: shortenDescription(row.description),
    main_service_image: cardImageUrl(storage, row.main_image),
    main_service_image_srcset: mainImageSrcset(storage, renditions, row.main_image, 'card'),
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
    rating: roundRating(row.rating_sum, row.rating_count),
    averageRating: average,
    average_reviews: row.rating_count > 0 ? [{ service_id: row.id, average_rating: average }] : [],
    total_reviews: row.rating_count,
    totalReviews: row.rating_count,
    subcat,
    service_areas: areasOf(row.service_areas),
    price_type: row.price_type,
    price_cents: row.price_cents,
    taking_new_work: row.taking_new_work,
    back_on: row.back_on,
    reply_time_minutes: row.reply_time_minutes ?? null,
    watchList: isWatched,
    watchlist: isWatched,
    ...(extras.isPrivate
      ? { rejection_reason: row.rejection_reason, changed_since_approval: row.changed_at !== null }
      : {}),
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
