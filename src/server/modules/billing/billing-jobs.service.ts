import { and, eq, gt, isNull, lte, ne, or, type SQL } from 'drizzle-orm';

import { ROLE, SUBSCRIPTION } from '#shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { payments, subscriptions, users } from '../../db/schema/index.ts';
import { wakeOutbox } from '../../platform/mail/mail.ts';
import { localRenewalReference } from '../../platform/payments/local-gateway.ts';
import { endedEmail, endingSoonEmail, renewalEmail } from './billing-emails.ts';
import {
  emailOwner,
  hasPaidPeriod,
  publishListing,
  setListed,
  type BillingDeps,
} from './billing.service.ts';

const DAY_MS = 86_400_000;
/** Stripe renews by webhook: a period is only called ended this long after its end. */
const STRIPE_GRACE_MS = 2 * DAY_MS;
const BATCH = 50;

type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * Runs `handle` on the subscriptions matching `where`, claimed in batches with FOR UPDATE SKIP
 * LOCKED (so instances never handle one twice), each batch in its own transaction. Returns how
 * many were handled and what `handle` collected.
 */
async function forEachDue<T>(
  deps: BillingDeps,
  where: SQL | undefined,
  handle: (tx: Tx, sub: SubscriptionRow) => Promise<T[]>,
): Promise<{ count: number; collected: T[] }> {
  let count = 0;
  const collected: T[] = [];
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(subscriptions)
        .where(where)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const sub of due) collected.push(...(await handle(tx, sub)));
      return due.length;
    });
    count += done;
    if (done < BATCH) break;
  }
  if (count > 0) wakeOutbox();
  return { count, collected };
}

/**
 * Local mode: renews the active, auto-renewing subscriptions whose period has ended (the test
 * card on file keeps working). The renewal payment has a unique key per period, so a crash or a
 * second instance never charges twice.
 */
export async function renewLocalSubscriptions(deps: BillingDeps, now = new Date()) {
  const due = and(
    eq(subscriptions.provider, 'local'),
    eq(subscriptions.status, 'active'),
    eq(subscriptions.autoRenew, true),
    isNull(subscriptions.endedAt),
    lte(subscriptions.currentPeriodEnd, now),
  );
  return (await forEachDue(deps, due, (tx, sub) => renewOne(tx, deps, sub, now))).count;
}

async function renewOne(tx: Tx, deps: BillingDeps, sub: SubscriptionRow, now: Date) {
  // Renewed on time, the next period follows the last; after a long outage it starts today.
  const start =
    sub.currentPeriodEnd.getTime() > now.getTime() - DAY_MS ? sub.currentPeriodEnd : now;
  const end = new Date(start.getTime() + SUBSCRIPTION.periodDays * DAY_MS);
  const reference = localRenewalReference();
  const inserted = await tx
    .insert(payments)
    .values({
      userId: sub.userId,
      subscriptionId: sub.id,
      amountCents: SUBSCRIPTION.amountCents,
      status: 'succeeded',
      kind: 'renewal',
      idempotencyKey: `renew:${sub.id}:${start.toISOString()}`,
      externalId: reference,
      periodStart: start,
      periodEnd: end,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (inserted.length === 0) return [];
  await tx
    .update(subscriptions)
    .set({ currentPeriodStart: start, currentPeriodEnd: end, endingNoticeAt: null, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
  await emailOwner(tx, sub.userId, (name) =>
    renewalEmail({ ...deps.config, name, periodEnd: end, reference }),
  );
  return [];
}

/** Three days before a period that will not renew ends: one "ends in 3 days" email. */
export async function sendEndingNotices(deps: BillingDeps, now = new Date()) {
  const due = and(
    isNull(subscriptions.endedAt),
    isNull(subscriptions.endingNoticeAt),
    or(ne(subscriptions.status, 'active'), eq(subscriptions.autoRenew, false)),
    gt(subscriptions.currentPeriodEnd, now),
    lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + 3 * DAY_MS)),
  );
  const { count } = await forEachDue(deps, due, async (tx, sub) => {
    await tx.update(subscriptions).set({ endingNoticeAt: now }).where(eq(subscriptions.id, sub.id));
    await emailOwner(tx, sub.userId, (name) =>
      endingSoonEmail({ ...deps.config, name, periodEnd: sub.currentPeriodEnd }),
    );
    return [];
  });
  return count;
}

/**
 * Periods that ended without a renewal: the subscription is over (an active one becomes
 * `inactive`), and when the provider has no other paid period its services are hidden (not
 * deleted) and it gets an "ended" email.
 */
export async function endLapsedSubscriptions(deps: BillingDeps, now = new Date()) {
  const stripeCutoff = new Date(now.getTime() - STRIPE_GRACE_MS);
  const lapsedLocal = and(
    eq(subscriptions.provider, 'local'),
    lte(subscriptions.currentPeriodEnd, now),
    or(ne(subscriptions.status, 'active'), eq(subscriptions.autoRenew, false)),
  );
  const lapsedStripe = and(
    eq(subscriptions.provider, 'stripe'),
    lte(subscriptions.currentPeriodEnd, stripeCutoff),
  );
  const due = and(isNull(subscriptions.endedAt), or(lapsedLocal, lapsedStripe));
  const { count, collected } = await forEachDue(deps, due, async (tx, sub) => {
    const status = sub.status === 'active' ? 'inactive' : sub.status;
    await tx
      .update(subscriptions)
      .set({ endedAt: now, status, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    return endListing(tx, deps, sub.userId, now);
  });
  publishListing(deps.changes, collected);
  return count;
}

/** Hides a provider's services unless another subscription still covers today. */
async function endListing(tx: Tx, deps: BillingDeps, userId: number, now: Date) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user || user.roleId === ROLE.admin) return [];
  const covered = await hasPaidPeriod(tx, userId, now);
  if (covered) return [];
  await emailOwner(tx, userId, (name) => endedEmail({ ...deps.config, name }));
  return setListed(tx, userId, false);
}

/** Every subscription job, in order: renew (local), warn, end. */
export async function runSubscriptionJobs(deps: BillingDeps, now = new Date()) {
  const renewed = deps.gateway.mode === 'local' ? await renewLocalSubscriptions(deps, now) : 0;
  const warned = await sendEndingNotices(deps, now);
  const ended = await endLapsedSubscriptions(deps, now);
  return { renewed, warned, ended };
}
