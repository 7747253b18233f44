import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type Stripe from 'stripe';

import { SUBSCRIPTION, type SubscriptionStatus } from '#shared/constants.ts';
import type { Tx } from '../../db/client.ts';
import { payments, stripeEvents, subscriptions } from '../../db/schema/index.ts';
import { wakeOutbox } from '../../platform/mail/mail.ts';
import { paymentFailedEmail, renewalEmail } from './billing-emails.ts';
import { emailOwner, publishListing, setListed, type BillingDeps } from './billing.service.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type Listing = Awaited<ReturnType<typeof setListed>>;

const toDate = (seconds: number) => new Date(seconds * 1000);

/** Stripe's subscription statuses in ours (only `active` counts as subscribed). */
function statusOf(sub: Stripe.Subscription): SubscriptionStatus {
  if (sub.cancel_at_period_end || sub.status === 'canceled') return 'canceled';
  if (sub.status === 'active' || sub.status === 'trialing') return 'active';
  if (sub.status === 'past_due' || sub.status === 'unpaid') return 'past_due';
  if (sub.status === 'incomplete') return 'incomplete';
  return 'inactive';
}

/** The subscription id an invoice belongs to (API 2025+: under parent.subscription_details). */
function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const ref = invoice.parent?.subscription_details?.subscription;
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

/**
 * Finds our row of a Stripe subscription, locked for this event; null when unknown or when a
 * newer event was already applied (Stripe does not promise the order).
 */
async function lockSubscription(
  tx: Tx,
  externalId: string,
  eventAt: Date,
): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.externalId, externalId),
        or(isNull(subscriptions.lastEventAt), lte(subscriptions.lastEventAt, eventAt)),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The subscription of an invoice, locked (see lockSubscription). */
async function lockInvoiceSubscription(tx: Tx, invoice: Stripe.Invoice, eventAt: Date) {
  const id = subscriptionIdOf(invoice);
  return id ? lockSubscription(tx, id, eventAt) : null;
}

/**
 * The renewal payment of an invoice, once (its key is the invoice id: Stripe sends both
 * invoice.paid and invoice.payment_succeeded). True when this call recorded it.
 */
async function recordRenewal(
  tx: Tx,
  sub: SubscriptionRow,
  invoice: Stripe.Invoice,
  status: 'succeeded' | 'failed',
  period: { start: Date; end: Date } | null = null,
): Promise<boolean> {
  const paid = status === 'succeeded';
  const inserted = await tx
    .insert(payments)
    .values({
      userId: sub.userId,
      subscriptionId: sub.id,
      amountCents: (paid ? invoice.amount_paid : invoice.amount_due) || SUBSCRIPTION.amountCents,
      status,
      kind: 'renewal',
      idempotencyKey: `stripe:${invoice.id}`,
      externalId: invoice.id ?? null,
      failureMessage: paid ? null : 'The renewal payment was declined',
      periodStart: period?.start ?? null,
      periodEnd: period?.end ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length > 0;
}

/** Writes an event's changes to our subscription row, stamped with the event's time. */
async function updateSubscription(
  tx: Tx,
  sub: SubscriptionRow,
  eventAt: Date,
  changes: Partial<typeof subscriptions.$inferInsert>,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...changes, lastEventAt: eventAt, updatedAt: new Date() })
    .where(eq(subscriptions.id, sub.id));
}

/** An invoice event with the subscription it belongs to, locked. */
type InvoiceEvent = {
  tx: Tx;
  deps: BillingDeps;
  invoice: Stripe.Invoice;
  sub: SubscriptionRow;
  eventAt: Date;
};

/** Applies an invoice event to its subscription; nothing when that is unknown or newer. */
async function onInvoice(
  tx: Tx,
  deps: BillingDeps,
  invoice: Stripe.Invoice,
  eventAt: Date,
  apply: (event: InvoiceEvent) => Promise<Listing>,
): Promise<Listing> {
  const sub = await lockInvoiceSubscription(tx, invoice, eventAt);
  return sub ? apply({ tx, deps, invoice, sub, eventAt }) : [];
}

async function invoicePaid({ tx, deps, invoice, sub, eventAt }: InvoiceEvent): Promise<Listing> {
  const line = invoice.lines.data[0];
  const start = line ? toDate(line.period.start) : sub.currentPeriodStart;
  const end = line ? toDate(line.period.end) : sub.currentPeriodEnd;
  await updateSubscription(tx, sub, eventAt, {
    status: sub.status === 'canceled' ? 'canceled' : 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    endedAt: null,
  });
  if (invoice.billing_reason !== 'subscription_cycle') return [];
  if (!(await recordRenewal(tx, sub, invoice, 'succeeded', { start, end }))) return [];
  await emailOwner(tx, sub.userId, (name) =>
    renewalEmail({ ...deps.config, name, periodEnd: end, reference: invoice.id ?? sub.externalId }),
  );
  return setListed(tx, sub.userId, true);
}

async function invoiceFailed({ tx, deps, invoice, sub, eventAt }: InvoiceEvent): Promise<Listing> {
  await updateSubscription(tx, sub, eventAt, { status: 'past_due' });
  if (!(await recordRenewal(tx, sub, invoice, 'failed'))) return [];
  await emailOwner(tx, sub.userId, (name) =>
    paymentFailedEmail({ ...deps.config, name, periodEnd: sub.currentPeriodEnd }),
  );
  return [];
}

async function subscriptionChanged(
  tx: Tx,
  stripeSub: Stripe.Subscription,
  eventAt: Date,
  deleted: boolean,
): Promise<Listing> {
  const sub = await lockSubscription(tx, stripeSub.id, eventAt);
  if (!sub) return [];
  const item = stripeSub.items.data[0];
  const status = deleted ? 'canceled' : statusOf(stripeSub);
  await updateSubscription(tx, sub, eventAt, {
    status,
    autoRenew: !deleted && !stripeSub.cancel_at_period_end && status === 'active',
    ...(item
      ? {
          currentPeriodStart: toDate(item.current_period_start),
          currentPeriodEnd: toDate(item.current_period_end),
        }
      : {}),
    ...(status === 'canceled' && !sub.canceledAt ? { canceledAt: new Date() } : {}),
    // Resumed (cancel_at_period_end cleared): renewing again, no cancel date.
    ...(status === 'active' ? { canceledAt: null } : {}),
  });
  return [];
}

/**
 * POST /api/stripeWebhook (the signature was checked by the caller): applies one event at most
 * once. The event id is stored in the transaction of its effect, so a retried or repeated
 * delivery changes nothing. Paid renewals extend the period and list the services again;
 * failed ones mark the subscription past due and email the provider; subscription updates keep
 * the status and period in step. Returns false for an event already applied.
 */
export async function applyStripeEvent(deps: BillingDeps, event: Stripe.Event): Promise<boolean> {
  const eventAt = toDate(event.created);
  const result = await deps.db.transaction(async (tx) => {
    const stored = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (stored.length === 0) return null;
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        return onInvoice(tx, deps, event.data.object, eventAt, invoicePaid);
      case 'invoice.payment_failed':
        return onInvoice(tx, deps, event.data.object, eventAt, invoiceFailed);
      case 'customer.subscription.updated':
        return subscriptionChanged(tx, event.data.object, eventAt, false);
      case 'customer.subscription.deleted':
        return subscriptionChanged(tx, event.data.object, eventAt, true);
      default:
        return [];
    }
  });
  if (result === null) return false;
  wakeOutbox();
  publishListing(deps.changes, result);
  return true;
}
