import Stripe from 'stripe';

import { SUBSCRIPTION } from '#shared/constants.ts';
import type {
  PaymentGateway,
  PaymentResult,
  Resumed,
  ResumeInput,
  StartedSubscription,
  SubscribeInput,
} from './gateway.ts';

/** The price every subscription uses, found again by this key (created once if missing). */
const PRICE_LOOKUP_KEY = 'kiwi_services_subscription_30_days';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string | null;
  /** A local fake Stripe server for tests (http://127.0.0.1:port); unset: api.stripe.com. */
  apiUrl?: string | undefined;
};

/** The SDK client; `apiUrl` points it at a fake server in tests. */
export function createStripeClient(options: Pick<StripeOptions, 'secretKey' | 'apiUrl'>): Stripe {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** A card error of Stripe (declined, insufficient funds...) as a payment failure, else null. */
function cardFailure(err: unknown): { code: string; message: string } | null {
  if (!(err instanceof Stripe.errors.StripeCardError)) return null;
  return { code: err.decline_code ?? err.code ?? 'card_declined', message: err.message };
}

const toDate = (seconds: number) => new Date(seconds * 1000);

/**
 * Whether an update of this subscription failed because Stripe ended it: unknown to Stripe, or
 * canceled (a canceled subscription accepts no update). Other errors are Stripe being down.
 */
async function endedAtStripe(stripe: Stripe, id: string, err: unknown): Promise<boolean> {
  if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) return false;
  if (err.code === 'resource_missing') return true;
  try {
    const current = await stripe.subscriptions.retrieve(id);
    return current.status === 'canceled' || current.status === 'incomplete_expired';
  } catch (again) {
    return (
      again instanceof Stripe.errors.StripeInvalidRequestError && again.code === 'resource_missing'
    );
  }
}

async function findOrCreatePrice(stripe: Stripe): Promise<string> {
  const found = await stripe.prices.list({
    lookup_keys: [PRICE_LOOKUP_KEY],
    active: true,
    limit: 1,
  });
  if (found.data[0]) return found.data[0].id;
  const price = await stripe.prices.create(
    {
      currency: SUBSCRIPTION.currency,
      unit_amount: SUBSCRIPTION.amountCents,
      recurring: { interval: 'day', interval_count: SUBSCRIPTION.periodDays },
      product_data: { name: SUBSCRIPTION.name },
      lookup_key: PRICE_LOOKUP_KEY,
    },
    { idempotencyKey: PRICE_LOOKUP_KEY },
  );
  return price.id;
}

/** The customer, created or updated with the new card as its default (and that card). */
async function customerWithCard(stripe: Stripe, input: SubscribeInput) {
  const key = input.idempotencyKey;
  const params = { source: input.token, expand: ['default_source'] };
  const customer = input.customerId
    ? await stripe.customers.update(input.customerId, params, { idempotencyKey: `${key}:card` })
    : await stripe.customers.create(
        {
          ...params,
          email: input.user.email,
          name: input.user.name,
          metadata: { user_id: String(input.user.id) },
        },
        { idempotencyKey: `${key}:customer` },
      );
  const source = customer.default_source;
  const card =
    source && typeof source === 'object' && 'last4' in source
      ? (source as { last4: string; brand: string })
      : null;
  return { customerId: customer.id, card };
}

function startedFrom(
  subscription: Stripe.Subscription,
  customerId: string,
  card: { last4: string; brand: string } | null,
): StartedSubscription {
  const item = subscription.items.data[0];
  const invoice = subscription.latest_invoice;
  const start = item?.current_period_start ?? subscription.start_date;
  return {
    customerId,
    subscriptionId: subscription.id,
    chargeId: typeof invoice === 'string' ? invoice : (invoice?.id ?? subscription.id),
    periodStart: toDate(start),
    periodEnd: toDate(item?.current_period_end ?? start + SUBSCRIPTION.periodDays * 86_400),
    cardLast4: card?.last4 ?? null,
    cardBrand: card?.brand ?? null,
  };
}

/**
 * Turns a subscription's renewal back on at Stripe, with the new card as the customer's default.
 * One that Stripe ended (deleted in the dashboard mid-period, say) cannot renew again: a new
 * subscription takes over, whose first charge falls when the paid period ends.
 */
async function resumeAtStripe(
  stripe: Stripe,
  price: () => Promise<string>,
  input: ResumeInput,
): Promise<PaymentResult<Resumed>> {
  const { subscriptionId, customerId, token, idempotencyKey } = input;
  try {
    let last4: string | null = null;
    if (customerId) {
      const customer = await stripe.customers.update(
        customerId,
        { source: token, expand: ['default_source'] },
        { idempotencyKey: `${idempotencyKey}:card` },
      );
      const source = customer.default_source;
      if (source && typeof source === 'object' && 'last4' in source) last4 = source.last4;
    }
    try {
      await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: false },
        { idempotencyKey },
      );
      return { ok: true, value: { cardLast4: last4, subscriptionId } };
    } catch (err) {
      // Ended at Stripe (deleted in the dashboard mid-period, say): it cannot renew again, so a
      // new subscription takes over whose first charge falls when the paid period ends.
      if (!customerId || !(await endedAtStripe(stripe, subscriptionId, err))) throw err;
      const renewed = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: await price() }],
          trial_end: Math.floor(input.periodEnd.getTime() / 1000),
          proration_behavior: 'none',
          metadata: { user_id: String(input.user.id), replaces: subscriptionId },
        },
        { idempotencyKey: `${idempotencyKey}:renewed` },
      );
      return { ok: true, value: { cardLast4: last4, subscriptionId: renewed.id } };
    }
  } catch (err) {
    const failure = cardFailure(err);
    if (failure) return { ok: false, failure };
    throw err;
  }
}

/**
 * Stripe payments: the browser makes a token with Stripe.js; we create (or update) the customer
 * with it and start a subscription of NZD 30 every 30 days, charged at once
 * (`error_if_incomplete`: a declined card fails the call and starts nothing). Every call carries
 * an idempotency key derived from the attempt's, so a retry never charges twice.
 */
export function createStripeGateway(options: StripeOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  let priceId: Promise<string> | null = null;
  const price = () => {
    priceId ??= findOrCreatePrice(stripe).catch((err: unknown) => {
      priceId = null;
      throw err;
    });
    return priceId;
  };
  return {
    mode: 'stripe',
    publishableKey: options.publishableKey,
    subscribe: async (input) => {
      try {
        const { customerId, card } = await customerWithCard(stripe, input);
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: await price() }],
            payment_behavior: 'error_if_incomplete',
            metadata: { user_id: String(input.user.id) },
          },
          { idempotencyKey: `${input.idempotencyKey}:subscription` },
        );
        return { ok: true, value: startedFrom(subscription, customerId, card) };
      } catch (err) {
        const failure = cardFailure(err);
        if (failure) return { ok: false, failure };
        throw err;
      }
    },
    resume: (input) => resumeAtStripe(stripe, price, input),
    cancelAtPeriodEnd: async (subscriptionId, idempotencyKey) => {
      await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey },
      );
    },
  };
}
