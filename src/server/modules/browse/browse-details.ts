import { sql } from 'drizzle-orm';

import type {
  SellerDetailResponse,
  ServiceDetail,
  ServiceDetailResponse,
} from '#shared/api/browse.ts';
import { MAX_INT_ID } from '#shared/constants.ts';
import { toIso } from '../../db/query.ts';
import { listedProvider, publicService } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import { imageVariantKey } from '../../platform/storage/storage.ts';
import type { BrowseContext, Scoped } from './browse-context.ts';
import type { Viewer } from './viewer.ts';
import { editTexts, GALLERY_IMAGES, toAttachments, type DetailPartsRow } from './detail-parts.ts';
import { CARD_COLUMNS, CARD_JOINS, type CardRow } from './card-queries.ts';
import { publicBadges } from '../credentials/credential-badges.service.ts';
import { cardImageUrl, mainImageSrcset, roundRating, toCard } from './cards.ts';
import {
  PROVIDER_COLUMNS,
  providerRatingJoin,
  toProviderCard,
  type ProviderRow,
} from './providers.ts';

/** The detail pages: one service (GET /api/service-detail) and one provider (seller-detail). */

type DetailRow = CardRow &
  DetailPartsRow & {
    is_public: boolean;
    /** The whole description (`description` is the card's, cut short). */
    full_description: string;
    rejection_reason: string | null;
    postal_code: string | null;
    category_name: string;
    watched: boolean;
    /** When the viewer last enquired about the service (null: never, or anonymous). */
    enquired_at: string | null;
    job_invited: boolean;
    reviewed: boolean;
    /** The viewer's conversation about the service (issue 25), or null. */
    conversation_id: number | null;
    provider: ProviderRow;
  };

/**
 * One query: the service, its owner, categories, gallery, the owner's rating, the viewer's
 * flags; as one JSON value (parsing one column costs the driver less than sixty).
 */
async function findDetailRow(ctx: BrowseContext, slug: string, viewer: Viewer) {
  const mine = (table: string) =>
    viewer
      ? sql`exists (select 1 from ${sql.raw(table)} m where m.user_id = ${viewer.id} and m.service_id = s.id)`
      : sql`false`;
  const conversation = viewer
    ? sql`(select m.id from conversations m where m.member_id = ${viewer.id} and m.service_id = s.id)`
    : sql`null::int`;
  const lastEnquiry = viewer
    ? sql`(select max(m.created_at) from enquiries m where m.user_id = ${viewer.id} and m.service_id = s.id)`
    : sql`null::timestamptz`;
  // An invitation to a job counts as an enquiry for the review rule (issue 26 §3).
  const jobInvited = viewer
    ? sql`exists (select 1 from job_invites ji join jobs jj on jj.id = ji.job_id
                  where jj.member_id = ${viewer.id} and ji.service_id = s.id)`
    : sql`false`;
  const [found] = await ctx.query<{ row: DetailRow }>(
    sql`
      select row_to_json(d) as row from (
      select ${CARD_COLUMNS}, ${publicService('s')} as is_public, s.description as full_description,
             s.rejection_reason, s.about_service,
             s.about_service1, s.about_service2, s.postal_code, s.about, s.contact_name,
             s.phone_number, c.name as category_name, ${mine('watchlist')} as watched,
             ${lastEnquiry} as enquired_at, ${jobInvited} as job_invited,
             ${mine('reviews')} as reviewed,
             ${conversation} as conversation_id,
             ${GALLERY_IMAGES} as images,
             (select row_to_json(pv) from (select ${PROVIDER_COLUMNS}) pv) as provider
      from services s
      ${CARD_JOINS}
      join categories c on c.id = s.category_id
      ${providerRatingJoin(sql`s.added_by_id`)}
      where s.slug = ${slug}) d`,
  );
  return found?.row ?? null;
}

function toServiceDetail(ctx: BrowseContext, row: DetailRow, isPrivileged: boolean) {
  const { storage } = ctx;
  const watched = new Set(row.watched ? [row.id] : []);
  // The legacy keys come from the one card mapper; the detail adds the full text and sizes.
  const card = toCard(row, {
    storage,
    renditions: ctx.renditions,
    providerCounts: new Map(),
    watched,
  });
  const { stripe_id: _stripe, ...provider } = toProviderCard(row.provider, storage);
  const detail: ServiceDetail = {
    ...card,
    subcat: { ...card.subcat, service_providers_count: 0 },
    description: row.full_description,
    main_service_image: row.main_image
      ? storage.url(imageVariantKey(row.main_image, 'detail'))
      : null,
    main_service_image_srcset: mainImageSrcset(storage, ctx.renditions, row.main_image, 'detail'),
    main_service_image_card: cardImageUrl(storage, row.main_image),
    ...editTexts(row),
    postal_code: row.postal_code,
    Category: row.category_name,
    SubCategory: row.sub_name,
    Seller: provider.business_name,
    rejection_reason: isPrivileged ? row.rejection_reason : null,
    provider,
  };
  return { detail, watchList: card.watchList };
}

/**
 * GET /api/service-detail: pending and rejected services exist only for their owner and admins
 * (everyone else gets the same 404 as for an unknown slug).
 */
export async function getServiceDetail(
  ctx: BrowseContext,
  slug: string,
  viewer: Viewer,
): Promise<Scoped<ServiceDetailResponse>> {
  const row = await findDetailRow(ctx, slug, viewer);
  const isPrivileged = row && viewer !== null && (viewer.isAdmin || viewer.id === row.added_by_id);
  if (!row || (!row.is_public && !isPrivileged)) throw notFound('Service not found');
  const { providerCounts: counts } = await ctx.readModel.subCategories();
  const { detail, watchList } = toServiceDetail(ctx, row, Boolean(isPrivileged));
  detail.subcat.service_providers_count = counts.get(row.sub_category_id) ?? 0;
  return {
    answer: {
      services: detail,
      images: [{ ...detail, has_attachment: toAttachments(ctx, row.id, row.images) }],
      added_to_watchlist: watchList,
      enquired: row.enquired_at ? 1 : 0,
      enquired_at: row.enquired_at ? toIso(row.enquired_at) : null,
      can_review:
        (Boolean(row.enquired_at) || row.job_invited) &&
        !row.reviewed &&
        viewer?.id !== row.added_by_id,
      reviewed: row.reviewed,
      conversation_id: row.conversation_id ?? null,
    },
    scope: { kind: 'service', serviceId: row.id, ownerId: row.added_by_id },
  };
}

type SellerRow = ProviderRow & {
  email: string;
  contact_person: string | null;
  is_listed: boolean;
  sub_external_id: string | null;
  sub_status: string | null;
  sub_created_at: string | null;
  sub_period_end: string | null;
  sub_auto_renew: boolean | null;
};

async function findSellerRow(ctx: BrowseContext, slugOrId: string) {
  const numericId = /^\d{1,10}$/.test(slugOrId) ? Number(slugOrId) : null;
  const idMatch =
    numericId !== null && numericId <= MAX_INT_ID ? sql`or u.id = ${numericId}` : sql``;
  const [found] = await ctx.query<{ row: SellerRow }>(
    sql`
      select row_to_json(d) as row from (
      select ${PROVIDER_COLUMNS}, u.email, u.contact_person, (${listedProvider('u')}) as is_listed,
             sub.external_id as sub_external_id, sub.status as sub_status,
             sub.created_at as sub_created_at, sub.current_period_end as sub_period_end,
             sub.auto_renew as sub_auto_renew
      from users u
      ${providerRatingJoin(sql`u.id`)}
      left join lateral (
        select b.external_id, b.status, b.created_at, b.current_period_end, b.auto_renew
        from subscriptions b
        where b.user_id = u.id
        order by (b.status = 'active') desc, b.created_at desc, b.id desc
        limit 1
      ) sub on true
      where u.slug = ${slugOrId} ${idMatch}
      order by (u.slug = ${slugOrId}) desc
      limit 1) d`,
  );
  return found?.row ?? null;
}

function sellerSubscription(row: SellerRow) {
  if (!row.sub_external_id || !row.sub_status || !row.sub_created_at) return null;
  return {
    stripe_subscription_id: row.sub_external_id,
    stripe_subscription_status: row.sub_status,
    created_at: toIso(row.sub_created_at),
    current_period_end: toIso(row.sub_period_end),
    auto_renew: row.sub_auto_renew ?? false,
  };
}

/**
 * GET /api/seller-detail by slug (or numeric id). Providers are public; a customer's record only
 * for themself and admins. Email and the subscription (with the id the cancel call takes) only
 * for the user themself and admins.
 */
export async function getSellerDetail(
  ctx: BrowseContext,
  slugOrId: string,
  viewer: Viewer,
): Promise<Scoped<SellerDetailResponse>> {
  const row = await findSellerRow(ctx, slugOrId);
  const isSelfOrAdmin = row !== null && viewer !== null && (viewer.isAdmin || viewer.id === row.id);
  if (!row || (!row.is_listed && !isSelfOrAdmin)) throw notFound('Provider not found');
  const subscriptions = isSelfOrAdmin ? sellerSubscription(row) : null;
  return {
    answer: {
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
        badges: publicBadges(row.badges),
        reply_time_minutes: row.reply_time_minutes ?? null,
        subscriptions,
      },
      subscription: subscriptions?.stripe_subscription_status === 'active',
    },
    scope: { kind: 'provider', providerId: row.id },
  };
}
