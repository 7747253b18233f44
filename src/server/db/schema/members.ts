import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { ReviewPolicy, ReviewReportReason } from '#shared/api/reviews.ts';
import type { EnquiryType } from '#shared/constants.ts';
import { foreignId, timestamptz } from './column-builders.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { jobs } from './jobs.ts';
import { services } from './services.ts';
import { users } from './users.ts';

export const watchlist = pgTable(
  'watchlist',
  {
    id: idColumn(),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('watchlist_user_service_unique').on(t.userId, t.serviceId),
    index('watchlist_service_idx').on(t.serviceId),
  ],
);

/** An email or call enquiry from a member to the provider of a service. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: idColumn(),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    providerId: foreignId(() => users.id, { onDelete: 'cascade' }),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    type: text().$type<EnquiryType>().notNull(),
    /** Required for a message; a call needs none. */
    message: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('enquiries_type_check', sql`${t.type} in ('message', 'call')`),
    check('enquiries_message_check', sql`${t.type} = 'call' or ${t.message} is not null`),
    index('enquiries_provider_idx').on(t.providerId, t.createdAt),
    index('enquiries_unread_idx')
      .on(t.providerId)
      .where(sql`not is_read`),
    index('enquiries_user_service_idx').on(t.userId, t.serviceId),
    index('enquiries_service_idx').on(t.serviceId),
    index('enquiries_created_idx').on(t.createdAt),
  ],
);

/** One review per member and service, only after an enquiry (checked by the service layer). */
/**
 * A provider's invitation to a past customer to review one service (issue 27 §2, decision 137):
 * the link's token is stored hashed; one use. The daily limit counts by (provider, created_at),
 * the 90-day rule looks up (provider, email, created_at).
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: idColumn(),
    providerId: foreignId(() => users.id, { onDelete: 'cascade' }),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    usedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_invitations_token_unique').on(t.tokenHash),
    index('review_invitations_provider_created_idx').on(t.providerId, t.createdAt),
    index('review_invitations_provider_email_idx').on(t.providerId, t.email, t.createdAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    /**
     * The service's provider (its `added_by_id`, which never changes), so a provider's reviews
     * are one ordered index range (decision 138). Filled before insert by the trigger
     * `reviews_provider_fill` (migration 0030) from the service; the bulk seed, which loads
     * with triggers off, writes it itself. The default 0 is never stored (the check refuses it).
     */
    providerId: integer().notNull().default(0),
    rating: smallint().notNull().default(5),
    review: text().notNull(),
    /** Hidden by an admin for a policy breach (never for being negative). */
    isHidden: boolean().notNull().default(false),
    hiddenReason: text(),
    /** The job that hired this service (issue 26): the review is a verified hire. */
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** The provider's invitation it came from (issue 27 §2): labelled `invited`. */
    invitationId: integer().references(() => reviewInvitations.id, { onDelete: 'set null' }),
    /** The provider's one public reply (issue 27 §1), plain text; null when none. */
    replyText: text(),
    replyCreatedAt: timestamptz(),
    replyUpdatedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_provider_check', sql`${t.providerId} > 0`),
    uniqueIndex('reviews_service_user_unique').on(t.serviceId, t.userId),
    index('reviews_service_created_idx').on(t.serviceId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    index('reviews_created_idx').on(t.createdAt, t.id),
    // The provider page's reviews (issue 27 §6, decisions 133 and 138): a provider's visible
    // reviews in each of the page's three orders, as one index range read from its start, so a
    // page reads its own rows (and the ones it skips), not all of the provider's reviews; the
    // service and rating ride along for the visibility filter and the count per star (index
    // only).
    index('reviews_provider_newest_idx')
      .on(t.providerId, t.createdAt.desc(), t.id.desc(), t.serviceId, t.rating)
      .where(sql`not is_hidden`),
    index('reviews_provider_highest_idx')
      .on(t.providerId, t.rating.desc(), t.createdAt.desc(), t.id.desc(), t.serviceId)
      .where(sql`not is_hidden`),
    index('reviews_provider_lowest_idx')
      .on(t.providerId, t.rating, t.createdAt.desc(), t.id.desc(), t.serviceId)
      .where(sql`not is_hidden`),
  ],
);

/** A member's private note on a service (§6): visible to its author only, one per service. */
export const privateNotes = pgTable(
  'private_notes',
  {
    id: idColumn(),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    note: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('private_notes_length_check', sql`char_length(${t.note}) between 1 and 1000`),
    uniqueIndex('private_notes_user_service_unique').on(t.userId, t.serviceId),
    index('private_notes_service_idx').on(t.serviceId),
  ],
);

/**
 * A report of a review (issue 27 §1, decision 135): once per reporter and review; `by_provider`
 * when the reporter owns the reviewed service. An admin keeps the review or hides it for a named
 * policy; a report never hides a review by itself.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: idColumn(),
    reviewId: foreignId(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: foreignId(() => users.id, { onDelete: 'cascade' }),
    reason: text().$type<ReviewReportReason>().notNull(),
    text: text(),
    byProvider: boolean().notNull().default(false),
    status: text({ enum: ['open', 'kept', 'hidden'] })
      .notNull()
      .default('open'),
    policy: text().$type<ReviewPolicy>(),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
    resolvedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_reports_status_check', sql`${t.status} in ('open', 'kept', 'hidden')`),
    uniqueIndex('review_reports_review_reporter_unique').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'open'`),
    index('review_reports_reporter_idx').on(t.reporterId),
  ],
);
