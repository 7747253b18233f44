import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';

import type { Db, Tx } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { notFound, unavailable } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import { accountName } from '#shared/domain/names.ts';
import { nzDate, resumedEmail } from './billing-emails.ts';
import type { BillingDeps } from './billing-deps.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The answer's message when renewal turns back on (nothing is charged). */
export const resumedMessage = (periodEnd: Date) =>
  `Auto-renewal is back on. You have already paid until ${nzDate(periodEnd)}, so nothing was charged today; your subscription renews on that date.`;

/** The answer's message when it was renewing already (a second tab, a double click). */
export const alreadyRenewingMessage = (periodEnd: Date) =>
  `Auto-renewal is already on: your subscription renews on ${nzDate(periodEnd)}. Nothing was charged today.`;

/** A subscription whose paid time is not over: active, or canceled with its period running. */
const paidTimeLeft = (now: Date) =>
  and(
    inArray(subscriptions.status, ['active', 'canceled']),
    gt(subscriptions.currentPeriodEnd, now),
    isNull(subscriptions.endedAt),
  );

/**
 * The subscription whose paid time is not over (active, or canceled with its period still
 * running), or null. An active one comes first: at most one may be active.
 */
export async function findPaidSubscription(
  tx: Db | Tx,
  userId: number,
  now = new Date(),
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), paidTimeLeft(now)))
    .orderBy(desc(sql`(${subscriptions.status} = 'active')`), desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

export type ResumeOutcome =
  | { ok: true; subscription: SubscriptionRow; charged: false; message: string }
  | { ok: false; code: string; message: string };

/**
 * Turns auto-renewal of a paid subscription back on and charges nothing (product decisions §5):
 * the new card becomes the renewal card (with Stripe: the customer's default card, and the
 * subscription no longer cancels at the period end). In one transaction: the row active again,
 * renewing, its cancel date cleared, and an email saying so.
 */
export async function resumeSubscription(
  deps: BillingDeps,
  sub: SubscriptionRow,
  token: string,
): Promise<ResumeOutcome> {
  if (sub.status === 'active' && sub.autoRenew) {
    const message = alreadyRenewingMessage(sub.currentPeriodEnd);
    return { ok: true, subscription: sub, charged: false, message };
  }
  const [user] = await deps.db.select().from(users).where(eq(users.id, sub.userId));
  if (!user) throw notFound('Account not found');
  let result;
  try {
    result = await deps.gateway.resume({
      user,
      subscriptionId: sub.externalId,
      token,
      customerId: sub.stripeCustomerId ?? user.stripeCustomerId,
      periodEnd: sub.currentPeriodEnd,
      idempotencyKey: `resume:${sub.externalId}:${sub.updatedAt.getTime()}`,
    });
  } catch (err) {
    throw unavailable('The payment service could not be reached. Please try again.', err);
  }
  if (!result.ok) return { ok: false, code: result.failure.code, message: result.failure.message };
  const resumed = await deps.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        autoRenew: true,
        // A subscription that ended at Stripe was replaced by one that renews at the period end.
        externalId: result.value.subscriptionId,
        canceledAt: null,
        endingNoticeAt: null,
        updatedAt: now,
      })
      .where(and(eq(subscriptions.id, sub.id), paidTimeLeft(now)))
      .returning();
    if (row) {
      const email = resumedEmail({
        ...deps.config,
        name: accountName(user),
        periodEnd: row.currentPeriodEnd,
      });
      await enqueueEmail(tx, { to: user.email, ...email });
    }
    return row ?? null;
  });
  if (!resumed)
    return {
      ok: false,
      code: 'ended',
      message: 'Your paid period has ended. Please subscribe again.',
    };
  wakeOutbox();
  const message = resumedMessage(resumed.currentPeriodEnd);
  return { ok: true, subscription: resumed, charged: false, message };
}
