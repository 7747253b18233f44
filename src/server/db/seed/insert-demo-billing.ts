import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';
import { payments, subscriptions } from '../schema/index.ts';
import { insertInChunks } from './insert-chunks.ts';
import type { PlannedSubscription } from './plan-types.ts';
import { buildPayment, buildSubscription } from './rows.ts';

/**
 * The demo providers' billing rows: a subscription each with its first payment, then the
 * lapsed ones as the subscription jobs would leave them (ended, the provider's services hidden).
 */

/** Inserts the subscriptions and their payments. */
export async function insertDemoBilling(
  db: Db,
  planned: readonly PlannedSubscription[],
  userId: ReadonlyMap<string, number>,
): Promise<void> {
  const rows = await insertInChunks(planned, (chunk) =>
    db
      .insert(subscriptions)
      .values(
        chunk.map((s) =>
          buildSubscription({
            userId: userId.get(s.userEmail)!,
            status: s.status,
            externalId: s.externalId,
            currentPeriodStart: s.currentPeriodStart,
            currentPeriodEnd: s.currentPeriodEnd,
            autoRenew: s.autoRenew,
            canceledAt: s.canceledAt,
            createdAt: s.createdAt,
            updatedAt: s.canceledAt ?? s.createdAt,
          }),
        ),
      )
      .returning({ id: subscriptions.id, externalId: subscriptions.externalId }),
  );
  const subscriptionId = new Map(rows.map((r) => [r.externalId, r.id]));
  await insertDemoPayments(db, planned, userId, subscriptionId);
}

async function insertDemoPayments(
  db: Db,
  planned: readonly PlannedSubscription[],
  userId: ReadonlyMap<string, number>,
  subscriptionId: ReadonlyMap<string, number>,
): Promise<void> {
  await insertInChunks(planned, (chunk) =>
    db
      .insert(payments)
      .values(
        chunk.map((s) =>
          buildPayment({
            userId: userId.get(s.userEmail)!,
            subscriptionId: subscriptionId.get(s.externalId)!,
            idempotencyKey: s.payment.idempotencyKey,
            externalId: s.payment.externalId,
            cardLast4: s.payment.cardLast4,
            // The period it paid for: the subscription's current one (billing history, receipts).
            periodStart: s.currentPeriodStart,
            periodEnd: s.currentPeriodEnd,
            createdAt: s.payment.createdAt,
            updatedAt: s.payment.createdAt,
          }),
        ),
      )
      .returning({ id: payments.id }),
  );
}

/**
 * Lapsed subscriptions as the subscription jobs leave them: ended, and the provider's services
 * hidden (not deleted) when no subscription covers today.
 */
export async function endLapsedPeriods(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    update subscriptions set ended_at = current_period_end
     where current_period_end <= ${now} and status <> 'active'`);
  await db.execute(sql`
    update services s set is_listed = false
     where exists (select 1 from users u where u.id = s.added_by_id and u.role_id = 2)
       and not exists (select 1 from subscriptions b
                        where b.user_id = s.added_by_id and b.current_period_end > ${now})`);
}
