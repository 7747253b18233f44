import Stripe from 'stripe';

import { SUBSCRIPTION } from '#shared/constants.ts';
import type { PaymentGateway, StartedSubscription } from './gateway.ts';

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
 * Stripe payments: the browser makes a token with Stripe.js; we create (or update) the customer
 * with it and start a subscription of NZD 30 every 30 days, charged at once
 * (`error_if_incomplete`: a declined card fails the call and starts nothing). Every call carries
 * an idempotency key derived from the attempt's, so a retry never charges twice.
 */
export function createStripeGateway(options: StripeOptions): PaymentGateway {
  const stripe = createStripeClient(options);
  let priceId: Promise<string> | null = null;

  const findOrCreatePrice = async (): Promise<string> => {
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
  };
  const price = () => {
    priceId ??= findOrCreatePrice().catch((err: unknown) => {
      priceId = null;
      throw err;
    });
    return priceId;
  };

  const customerWithCard = async (input: Parameters<PaymentGateway['subscribe']>[0]) => {
    const key = input.idempotencyKey;
    const params = { expand: ['default_source'] };
    const customer = input.customerId
      ? await stripe.customers.update(
          input.customerId,
          { source: input.token, ...params },
          { idempotencyKey: `${key}:card` },
        )
      : await stripe.customers.create(
          {
            email: input.user.email,
            name: input.user.name,
            source: input.token,
            metadata: { user_id: String(input.user.id) },
            ...params,
          },
          { idempotencyKey: `${key}:customer` },
        );
    const source = customer.default_source;
    const card =
      source && typeof source === 'object' && 'last4' in source
        ? (source as { last4: string; brand: string })
        : null;
    return { customerId: customer.id, card };
  };

  return {
    mode: 'stripe',
    publishableKey: options.publishableKey,
    subscribe: async (input) => {
      try {
        const { customerId, card } = await customerWithCard(input);
        const subscription = await stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: await price() }],
            payment_behavior: 'error_if_incomplete',
            metadata: { user_id: String(input.user.id) },
          },
          { idempotencyKey: `${input.idempotencyKey}:subscription` },
        );
        const item = subscription.items.data[0];
        const started: StartedSubscription = {
          customerId,
          subscriptionId: subscription.id,
          chargeId:
            typeof subscription.latest_invoice === 'string'
              ? subscription.latest_invoice
              : (subscription.latest_invoice?.id ?? subscription.id),
          periodStart: toDate(item?.current_period_start ?? subscription.start_date),
          periodEnd: toDate(
            item?.current_period_end ?? subscription.start_date + SUBSCRIPTION.periodDays * 86_400,
          ),
          cardLast4: card?.last4 ?? null,
          cardBrand: card?.brand ?? null,
        };
        return { ok: true, value: started };
      } catch (err) {
        const failure = cardFailure(err);
        if (failure) return { ok: false, failure };
        throw err;
      }
    },
    cancelAtPeriodEnd: async (subscriptionId, idempotencyKey) => {
      await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true },
        { idempotencyKey },
      );
    },
  };
}
