import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentGateway } from './gateway.ts';
import { createLocalGateway } from './local-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

export type { PaymentGateway } from './gateway.ts';

/** The gateway the configuration chooses: Stripe with a secret key, local test cards without. */
export function createPaymentGateway(config: Pick<Config, 'stripe'>, db: Db): PaymentGateway {
  const { secretKey, publishableKey, apiUrl } = config.stripe;
  if (!secretKey) return createLocalGateway(db);
  return createStripeGateway({ secretKey, publishableKey: publishableKey ?? null, apiUrl });
}
