import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { RoleId } from '#shared/constants.ts';
import type { StoredBadge } from './credentials.ts';
import { foreignId, starCounts, timestamptz } from './column-builders.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';

/** The text the admin console searches users in (the same expression as its index). */
export const USER_SEARCH_TEXT = sql.raw(
  `lower(coalesce(email, '') || ' ' || coalesce(business_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, ''))`,
);

/**
 * A provider the directory lists (role 2, verified, not suspended, with a public service), as
 * SQL text over the table's own columns (its indexes' predicate; browse/providers.ts).
 */
export const DIRECTORY_PROVIDER = sql.raw(
  'role_id = 2 and is_verified and not is_suspended and public_services > 0',
);

/** Everyone who can log in: admins (role 1), providers (role 2) and customers (role 3). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    roleId: smallint().$type<RoleId>().notNull(),
    /** Generated from the email's local part, de-duplicated; a login identifier. */
    username: text().notNull(),
    /** Public, stable handle used in /provider-details/{slug}. */
    slug: text().notNull(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    businessName: text(),
    contactPerson: text(),
    phoneNumber: text(),
    /** The provider's "about" text (spec: message). */
    aboutMessage: text(),
    /** Storage key of the logo (see lib/storage), or null. */
    logo: text(),
    isVerified: boolean().notNull().default(false),
    /** argon2id hash; null until the user sets a password through the emailed link. */
    passwordHash: text(),
    isSuspended: boolean().notNull().default(false),
    suspendedReason: text(),
    /** Stripe customer id, when the user has paid through Stripe. */
    stripeCustomerId: text(),
    /**
     * A provider's availability (issue 24 §1b): false while they take no new work, until
     * `back_on` (an NZ date; null: until they switch it back). Copied onto their services.
     */
    takingNewWork: boolean().notNull().default(true),
    backOn: date({ mode: 'string' }),
    /**
     * The provider's public services (approved and listed) and the rating sums over them, kept
     * by triggers on services (migration 0018, decision 121): the directory filters and sorts
     * on them without reading every provider's services.
     */
    publicServices: integer().notNull().default(0),
    publicRatingSum: integer().notNull().default(0),
    publicRatingCount: integer().notNull().default(0),
    /**
     * Visible reviews per star (1 to 5) over the same public services: the sum of their
     * `review_stars`, kept by the same triggers (migration 0032, decision 138). The provider
     * page's count per star for a visitor is this one read.
     */
    publicReviewStars: starCounts(),
    /** The rating the provider card shows (browse/cards.ts roundRating): 0 without reviews. */
    publicRating: numeric({ mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`case when public_rating_count > 0 then round(public_rating_sum::numeric / public_rating_count, 1) else 0 end`,
      ),
    /**
     * The business name as the directory searches it, case and macrons folded (kiwi_fold,
     * migration 0018): stored, so that a short search filters in the directory's order
     * without folding every provider's name again.
     */
    businessNameFolded: text()
      .notNull()
      .generatedAlwaysAs(sql`kiwi_fold(coalesce(business_name, ''))`),
    /**
     * A provider's reply time (issue 25 §4): the median minutes to a first reply in their
     * conversations of the last 90 days, null below 3; recomputed when they first reply in one.
     */
    replyTimeMinutes: integer(),
    /**
     * The provider's checked badges (issue 27 §3, decision 136): its approved credentials as
     * cards show them, written in the transaction of every credential change, so that every
     * card and provider answer reads them with the owner join (no query per card). Insurance
     * carries its expiry; the read path drops it once past (modules/credentials).
     */
    badges: jsonb().$type<StoredBadge[]>().notNull().default([]),
    /** Whether "new message" emails are sent to this user (account setting). */
    messageEmails: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_id_check', sql`${t.roleId} in (1, 2, 3)`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_slug_unique').on(t.slug),
    index('users_role_created_idx').on(t.roleId, t.createdAt),
    // The provider directory (newest first) over the users who may be listed.
    index('users_listed_role_created_idx')
      .on(t.roleId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isVerified} and not ${t.isSuspended}`),
    // The provider directory (decision 121): the listed providers, newest first or best rated.
    index('users_directory_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${DIRECTORY_PROVIDER}`),
    index('users_directory_rating_idx')
      .on(t.publicRating.desc(), t.publicRatingCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${DIRECTORY_PROVIDER}`),
    // The provider directory by reply time (issue 25 §4): fastest first, unmeasured last.
    index('users_directory_reply_time_idx')
      .on(t.replyTimeMinutes.asc().nullsLast(), t.createdAt.desc(), t.id.desc())
      .where(sql`${DIRECTORY_PROVIDER}`),
    // The admin console's user search (name, email, business): a trigram index on one text.
    index('users_search_trgm_idx').using('gin', sql`(${USER_SEARCH_TEXT}) gin_trgm_ops`),
    // The provider directory's search (issue 24 §4): the business name, case and macrons folded.
    index('users_business_name_fold_trgm_idx').using(
      'gin',
      sql`${t.businessNameFolded} gin_trgm_ops`,
    ),
  ],
);

/** Server-side sessions; the cookie holds a random id, the table holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text().primaryKey(),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    /** "Remember me": a 30-day persistent cookie instead of a browser-session one. */
    isPersistent: boolean().notNull().default(false),
    expiresAt: timestamptz().notNull(),
    lastSeenAt: timestamptz().notNull().defaultNow(),
    userAgent: text(),
    ip: text(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use links to set up or reset a password; only the token's hash is stored. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: idColumn(),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    purpose: text({ enum: ['setup', 'reset'] }).notNull(),
    expiresAt: timestamptz().notNull(),
    usedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('password_tokens_purpose_check', sql`${t.purpose} in ('setup', 'reset')`),
    uniqueIndex('password_tokens_hash_unique').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
  ],
);
