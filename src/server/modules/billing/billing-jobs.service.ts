import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';

import { ROLE, SUBSCRIPTION } from '#shared/constants.ts';
import { accountName } from '#shared/domain/names.ts';
import type { Tx } from '../../db/client.ts';
import { payments, subscriptions, users } from '../../db/schema/index.ts';
import { enqueueEmail, wakeOutbox } from '../../lib/mail.ts';
import { localRenewalReference } from '../../lib/payments/local-gateway.ts';
import { endedEmail, endingSoonEmail, renewalEmail } from './billing-emails.ts';
import { publishListing, setListed, type BillingDeps } from './billing.service.ts';

const DAY_MS = 86_400_000;
/** Stripe renews by webhook: a period is only called ended this long after its end. */
const STRIPE_GRACE_MS = 2 * DAY_MS;
const BATCH = 50;

type SubscriptionRow = typeof subscriptions.$inferSelect;

async function ownerOf(tx: Tx, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  return user ?? null;
}

/**
 * Local mode: renews the active, auto-renewing subscriptions whose period has ended (the test
 * card on file keeps working). Each row is claimed with FOR UPDATE SKIP LOCKED and the renewal
 * payment has a unique key per period, so several instances or a crash never charge twice.
 */
export async function renewLocalSubscriptions(
  deps: BillingDeps,
  now = new Date(),
): Promise<number> {
  let renewed = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, 'local'),
            eq(subscriptions.status, 'active'),
            eq(subscriptions.autoRenew, true),
            isNull(subscriptions.endedAt),
            lte(subscriptions.currentPeriodEnd, now),
          ),
        )
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const sub of due) await renewOne(tx, deps, sub, now);
      return due.length;
    });
    renewed += done;
    if (done < BATCH) break;
  }
  if (renewed > 0) wakeOutbox();
  return renewed;
}

async function renewOne(tx: Tx, deps: BillingDeps, sub: SubscriptionRow, now: Date): Promise<void> {
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
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (inserted.length === 0) return;
  await tx
    .update(subscriptions)
    .set({
      currentPeriodStart: start,
      currentPeriodEnd: end,
      endingNoticeAt: null,
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, sub.id));
  const user = await ownerOf(tx, sub.userId);
  if (user) {
    await enqueueEmail(tx, {
      to: user.email,
      ...renewalEmail({ ...deps.config, name: accountName(user), periodEnd: end, reference }),
    });
  }
}

/** Three days before a period that will not renew ends: one "ends in 3 days" email. */
export async function sendEndingNotices(deps: BillingDeps, now = new Date()): Promise<number> {
  const soon = new Date(now.getTime() + 3 * DAY_MS);
  const sent = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          isNull(subscriptions.endedAt),
          isNull(subscriptions.endingNoticeAt),
          or(ne(subscriptions.status, 'active'), eq(subscriptions.autoRenew, false)),
          gt(subscriptions.currentPeriodEnd, now),
          lte(subscriptions.currentPeriodEnd, soon),
        ),
      )
      .for('update', { skipLocked: true });
    for (const sub of due) {
      await tx
        .update(subscriptions)
        .set({ endingNoticeAt: now })
        .where(eq(subscriptions.id, sub.id));
      const user = await ownerOf(tx, sub.userId);
      if (user) {
        await enqueueEmail(tx, {
          to: user.email,
          ...endingSoonEmail({
            ...deps.config,
            name: accountName(user),
            periodEnd: sub.currentPeriodEnd,
          }),
        });
      }
    }
    return due.length;
  });
  if (sent > 0) wakeOutbox();
  return sent;
}

/**
 * Periods that ended without a renewal: the subscription is over (an active one becomes
 * `inactive`), and when the provider has no other paid period its services are hidden (not
 * deleted) and it gets an "ended" email.
 */
export async function endLapsedSubscriptions(deps: BillingDeps, now = new Date()): Promise<number> {
  const stripeCutoff = new Date(now.getTime() - STRIPE_GRACE_MS);
  const { ended, unlisted } = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          isNull(subscriptions.endedAt),
          or(
            and(
              eq(subscriptions.provider, 'local'),
              lte(subscriptions.currentPeriodEnd, now),
              or(ne(subscriptions.status, 'active'), eq(subscriptions.autoRenew, false)),
            ),
            and(
              eq(subscriptions.provider, 'stripe'),
              lte(subscriptions.currentPeriodEnd, stripeCutoff),
            ),
          ),
        ),
      )
      .for('update', { skipLocked: true });
    const changed = [];
    for (const sub of due) {
      await tx
        .update(subscriptions)
        .set({
          endedAt: now,
          status: sub.status === 'active' ? 'inactive' : sub.status,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, sub.id));
      changed.push(...(await endListing(tx, deps, sub.userId, now)));
    }
    return { ended: due.length, unlisted: changed };
  });
  if (ended > 0) wakeOutbox();
  publishListing(deps.changes, unlisted);
  return ended;
}

/** Hides a provider's services unless another subscription still covers today. */
async function endListing(tx: Tx, deps: BillingDeps, userId: number, now: Date) {
  const user = await ownerOf(tx, userId);
  if (!user || user.roleId === ROLE.admin) return [];
  const [covered] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        gt(subscriptions.currentPeriodEnd, now),
        sql`${subscriptions.status} in ('active', 'canceled', 'past_due')`,
      ),
    )
    .limit(1);
  if (covered) return [];
  await enqueueEmail(tx, {
    to: user.email,
    ...endedEmail({ ...deps.config, name: accountName(user) }),
  });
  return setListed(tx, userId, false);
}

/** Every subscription job, in order: renew (local), warn, end. */
export async function runSubscriptionJobs(deps: BillingDeps, now = new Date()) {
  const renewed = deps.gateway.mode === 'local' ? await renewLocalSubscriptions(deps, now) : 0;
  const warned = await sendEndingNotices(deps, now);
  const ended = await endLapsedSubscriptions(deps, now);
  return { renewed, warned, ended };
}
