import { randomBytes } from 'node:crypto';

import { and, eq, gt, sql } from 'drizzle-orm';

import type { LocalCardBody } from '#shared/api/billing.ts';
import { ROLE, SUBSCRIPTION, type RoleId } from '#shared/constants.ts';
import { accountName } from '#shared/domain/names.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { cardTokens, payments, services, subscriptions, users } from '../../db/schema/index.ts';
import { serviceChanged, type ChangeBus } from '../../platform/changes/changes.ts';
import { badRequest, forbidden, notFound, unavailable } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import type { EmailContent } from '../../platform/mail/mail-templates.ts';
import type { StartedSubscription } from '../../platform/payments/gateway.ts';
import { cardDigits, findTestCard, passesLuhn } from '../../platform/payments/test-cards.ts';
import { receiptEmail } from './billing-emails.ts';
import { findPaidSubscription, resumeSubscription } from './subscription-resume.ts';

/** What the billing use cases need. */
import type { BillingDeps } from './billing-deps.ts';

export type { BillingDeps };

export type Actor = { id: number; roleId: RoleId };
type SubscriptionRow = typeof subscriptions.$inferSelect;
type ServiceRow = typeof services.$inferSelect;

export const SUBSCRIBED_MESSAGE = 'Thanks! You have subscribed successfully';
export const CANCELED_MESSAGE = 'Thanks! Your subscription has been canceled successfully';
export const PAYMENT_IN_PROGRESS = 'A payment is already in progress. Please wait a moment.';
const TOKEN_TTL_MS = 15 * 60 * 1000;
/** A pending payment older than this is a crashed attempt, not one in progress. */
const IN_PROGRESS_MS = 2 * 60 * 1000;

/** The user's active subscription, or null (at most one: a partial unique index). */
export async function findActiveSubscription(
  db: Db | Tx,
  userId: number,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** Publishing needs an active subscription (product-decisions §5). */
export async function hasActiveSubscription(db: Db, userId: number): Promise<boolean> {
  return (await findActiveSubscription(db, userId)) !== null;
}

/** Only providers (and admin-type providers) subscribe. */
function assertMaySubscribe(actor: Actor): void {
  if (actor.roleId === ROLE.customer)
    throw forbidden('Personal accounts do not need a subscription');
}

/**
 * POST /api/local-card-token (local mode): checks the spec's card form and keeps only the last
 * four digits, the brand and the test card's outcome behind a single-use token. Only Stripe's
 * published test numbers are accepted; the number is never stored or logged.
 */
export async function createLocalCardToken(
  db: Db,
  actor: Actor,
  card: LocalCardBody,
  now = new Date(),
): Promise<{ id: string; last4: string; brand: string }> {
  assertMaySubscribe(actor);
  const digits = cardDigits(card.number);
  const known = findTestCard(digits);
  if (!passesLuhn(digits) || !known) {
    const message = "Use one of Stripe's test cards, for example 4242 4242 4242 4242";
    throw badRequest(message, { number: [message] });
  }
  const expiry = new Date(Date.UTC(2000 + Number(card.exp_year), Number(card.exp_month), 1));
  if (expiry <= now)
    throw badRequest('The card has expired', { exp_year: ['The card has expired'] });
  const id = `tok_local_${randomBytes(18).toString('base64url')}`;
  const last4 = digits.slice(-4);
  await db.insert(cardTokens).values({
    id,
    userId: actor.id,
    last4,
    brand: known.brand,
    outcome: known.outcome,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS),
  });
  return { id, last4, brand: known.brand };
}

export type SubscribeOutcome =
  | { ok: true; subscription: SubscriptionRow; charged: boolean; message: string }
  | { ok: false; code: string; message: string };

/**
 * Starts the payment attempt in one transaction holding the user's row (so double clicks, tabs
 * and instances queue here): refused when already subscribed and renewing or when another
 * attempt is in progress; a resume (no payment) while paid time is left; the same attempt key
 * again finds its row.
 */
async function beginPayment(db: Db, actor: Actor, key: string) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
    const [same] = await tx
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, key))
      .limit(1);
    if (same) return { kind: 'repeat' as const, payment: same };
    // Money only for time not yet paid: with paid time left, renewal turns back on instead.
    const paid = await findPaidSubscription(tx, actor.id);
    if (paid) return { kind: 'resume' as const, subscription: paid };
    const [inProgress] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.userId, actor.id),
          eq(payments.status, 'pending'),
          gt(payments.createdAt, new Date(Date.now() - IN_PROGRESS_MS)),
        ),
      )
      .limit(1);
    if (inProgress) return { kind: 'busy' as const };
    const [payment] = await tx
      .insert(payments)
      .values({ userId: actor.id, amountCents: SUBSCRIPTION.amountCents, idempotencyKey: key })
      .returning();
    return { kind: 'new' as const, payment: payment! };
  });
}

/** The outcome of an attempt that already ran (a retry of the same click), once it is done. */
async function outcomeOf(db: Db, paymentId: number): Promise<SubscribeOutcome> {
  for (let waited = 0; waited < 20_000; waited += 200) {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (row?.status === 'succeeded' && row.subscriptionId) {
      const [sub] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, row.subscriptionId));
      if (sub) return { ok: true, subscription: sub, charged: true, message: SUBSCRIBED_MESSAGE };
    }
    if (row?.status === 'failed')
      return {
        ok: false,
        code: 'card_declined',
        message: row.failureMessage ?? 'The payment failed',
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { ok: false, code: 'processing', message: PAYMENT_IN_PROGRESS };
}

/**
 * POST /api/stripe-payment: charges NZD 30 and starts a 30-day subscription (renewing when
 * `autoRenew`). One attempt (its key, or the single-use card token) is charged at most once,
 * and one user never runs two attempts at the same time. On success, in one transaction: the
 * subscription, the payment, the provider's services listed again, and the receipt email.
 */
export async function subscribe(
  deps: BillingDeps,
  actor: Actor,
  input: { token: string; autoRenew: boolean; attemptKey: string | undefined },
): Promise<SubscribeOutcome> {
  assertMaySubscribe(actor);
  const key = `pay:${actor.id}:${input.attemptKey ?? input.token}`;
  const begun = await beginPayment(deps.db, actor, key);
  if (begun.kind === 'busy') return { ok: false, code: 'processing', message: PAYMENT_IN_PROGRESS };
  if (begun.kind === 'repeat') return outcomeOf(deps.db, begun.payment.id);
  if (begun.kind === 'resume') return resumeSubscription(deps, begun.subscription, input.token);
  const payment = begun.payment;
  const [user] = await deps.db.select().from(users).where(eq(users.id, actor.id));
  if (!user) throw notFound('Account not found');
  let result;
  try {
    result = await deps.gateway.subscribe({
      user: { id: user.id, email: user.email, name: accountName(user) },
      token: input.token,
      customerId: user.stripeCustomerId,
      idempotencyKey: key,
    });
  } catch (err) {
    await failPayment(deps.db, payment.id, 'The payment service could not be reached');
    throw unavailable('The payment service could not be reached. Please try again.', err);
  }
  if (!result.ok) {
    await failPayment(deps.db, payment.id, result.failure.message);
    return { ok: false, code: result.failure.code, message: result.failure.message };
  }
  const { subscription, relisted } = await deps.db.transaction((tx) =>
    recordSubscription(tx, deps, {
      user,
      paymentId: payment.id,
      started: result.value,
      autoRenew: input.autoRenew,
    }),
  );
  wakeOutbox();
  publishListing(deps.changes, relisted);
  return { ok: true, subscription, charged: true, message: SUBSCRIBED_MESSAGE };
}

/**
 * After a successful charge, in one transaction: the subscription, the payment, the customer id,
 * the receipt email, and the provider's services listed again.
 */
async function recordSubscription(
  tx: Tx,
  deps: BillingDeps,
  input: {
    user: typeof users.$inferSelect;
    paymentId: number;
    started: StartedSubscription;
    autoRenew: boolean;
  },
) {
  const { user, started } = input;
  const stripeMode = deps.gateway.mode === 'stripe';
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId: user.id,
      status: 'active',
      provider: deps.gateway.mode,
      stripeCustomerId: stripeMode ? started.customerId : null,
      externalId: started.subscriptionId,
      amountCents: SUBSCRIPTION.amountCents,
      currency: SUBSCRIPTION.currency,
      currentPeriodStart: started.periodStart,
      currentPeriodEnd: started.periodEnd,
      autoRenew: input.autoRenew,
    })
    .returning();
  await tx
    .update(payments)
    .set({
      status: 'succeeded',
      subscriptionId: created!.id,
      externalId: started.chargeId,
      cardLast4: started.cardLast4,
      cardBrand: started.cardBrand,
      periodStart: started.periodStart,
      periodEnd: started.periodEnd,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, input.paymentId));
  if (stripeMode)
    await tx
      .update(users)
      .set({ stripeCustomerId: started.customerId })
      .where(eq(users.id, user.id));
  const receipt = receiptEmail({
    ...deps.config,
    name: accountName(user),
    periodEnd: started.periodEnd,
    reference: started.chargeId,
    cardLast4: started.cardLast4,
    autoRenew: input.autoRenew,
  });
  await enqueueEmail(tx, { to: user.email, ...receipt });
  return { subscription: created!, relisted: await setListed(tx, user.id, true) };
}

/** Writes an email to a user (in the caller's transaction); the builder gets the user's name. */
export async function emailOwner(
  tx: Tx,
  userId: number,
  build: (name: string) => EmailContent,
): Promise<void> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (user) await enqueueEmail(tx, { to: user.email, ...build(accountName(user)) });
}

async function failPayment(db: Db, paymentId: number, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message, updatedAt: new Date() })
    .where(eq(payments.id, paymentId));
}

/** Whether a subscription of the user covers `now` (active, or canceled but still paid). */
export async function hasPaidPeriod(
  tx: Db | Tx,
  userId: number,
  now = new Date(),
): Promise<boolean> {
  const [row] = await tx
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
  return row !== undefined;
}

/** Lists (or hides) every service of a provider; returns the rows whose listing changed. */
export async function setListed(
  tx: Tx,
  userId: number,
  listed: boolean,
): Promise<{ before: ServiceRow; after: ServiceRow }[]> {
  const rows = await tx
    .update(services)
    .set({ isListed: listed })
    .where(and(eq(services.addedById, userId), eq(services.isListed, !listed)))
    .returning();
  return rows.map((after) => ({ before: { ...after, isListed: !listed }, after }));
}

/** Tells the caches which services appeared or disappeared. */
export function publishListing(
  changes: ChangeBus,
  rows: { before: ServiceRow; after: ServiceRow }[],
): void {
  for (const { before, after } of rows) {
    changes.publish(serviceChanged(before, after));
  }
  const owners = new Set(rows.map((r) => r.after.addedById));
  for (const providerId of owners) changes.publish({ kind: 'provider', providerId });
}

export type CancelOutcome = { ok: true } | { ok: false; message: string };

/**
 * GET /api/stripe-subscription-cancel/{id}: stops the renewal at once (the account shows
 * Unsubscribed); the services stay listed until the paid period ends. Only the owner (or an
 * admin) may cancel; anyone else gets the same 404 as for an unknown id.
 */
export async function cancelSubscription(
  deps: BillingDeps,
  actor: Actor,
  externalId: string,
): Promise<CancelOutcome> {
  const [row] = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.externalId, externalId))
    .limit(1);
  if (!row || (row.userId !== actor.id && actor.roleId !== ROLE.admin))
    throw notFound('Subscription not found');
  if (row.status !== 'active') return { ok: false, message: 'This subscription is not active' };
  if (row.provider === 'stripe')
    // Keyed by the row's version: a cancel after a resume is a new request, not a replay.
    await deps.gateway.cancelAtPeriodEnd(
      row.externalId,
      `cancel:${row.externalId}:${row.updatedAt.getTime()}`,
    );
  await deps.db
    .update(subscriptions)
    .set({ status: 'canceled', autoRenew: false, canceledAt: new Date(), updatedAt: new Date() })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.status, 'active')));
  return { ok: true };
}

export { isUniqueViolation };
