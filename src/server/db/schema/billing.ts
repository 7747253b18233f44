import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { PaymentStatus, SubscriptionStatus } from '#shared/constants.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A provider's subscription; at most one active per user. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<SubscriptionStatus>().notNull(),
    /** 'local' (test cards, no Stripe key) or 'stripe'. */
    provider: text({ enum: ['local', 'stripe'] }).notNull(),
    stripeCustomerId: text(),
    /** The id the cancel call takes (a Stripe id, or a local `sub_local_…` id). */
    externalId: text().notNull(),
    stripePriceId: text(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('nzd'),
    currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    autoRenew: boolean().notNull().default(true),
    canceledAt: timestamp({ withTimezone: true }),
    /** When the "ends in 3 days" email was written (once per period). */
    endingNoticeAt: timestamp({ withTimezone: true }),
    /** When the paid period ended for good: listings hidden, "ended" email written. */
    endedAt: timestamp({ withTimezone: true }),
    /** Creation time of the last Stripe event applied (older events are ignored). */
    lastEventAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('active', 'incomplete', 'past_due', 'canceled', 'inactive')`,
    ),
    check('subscriptions_amount_check', sql`${t.amountCents} > 0`),
    uniqueIndex('subscriptions_external_unique').on(t.externalId),
    uniqueIndex('subscriptions_one_active_per_user')
      .on(t.userId)
      .where(sql`status = 'active'`),
    index('subscriptions_user_status_idx').on(t.userId, t.status),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
    index('subscriptions_open_periods_idx')
      .on(t.currentPeriodEnd)
      .where(sql`ended_at is null`),
  ],
);

/** Every payment attempt; the idempotency key makes a double click charge once. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    amountCents: integer().notNull(),
    currency: text().notNull().default('nzd'),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    idempotencyKey: text().notNull(),
    /** The first payment of a subscription, or a renewal. */
    kind: text({ enum: ['subscription', 'renewal'] })
      .notNull()
      .default('subscription'),
    /** Stripe invoice/charge id, or a local reference. */
    externalId: text(),
    cardLast4: text(),
    cardBrand: text(),
    failureMessage: text(),
    /** The paid period this payment bought (null on a failed attempt and on rows from before 0015). */
    periodStart: timestamp({ withTimezone: true }),
    periodEnd: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Stripe webhook events already applied (each event is applied once). */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Local payment mode (no Stripe key): a test card, checked and reduced to what may be kept
 * (last four digits, brand and Stripe's documented outcome), behind a single-use token the
 * browser passes as `stripeToken`. The card number itself is never stored or logged.
 */
export const cardTokens = pgTable(
  'card_tokens',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    last4: text().notNull(),
    brand: text().notNull(),
    /** What charging this test card does: 'succeeded', 'card_declined', 'insufficient_funds'. */
    outcome: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('card_tokens_user_idx').on(t.userId)],
);
