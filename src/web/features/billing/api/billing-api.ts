/**
 * The payment calls (spec section 7, issue 9): what the payment screen needs (GET
 * /api/payment-config), a local test-card token (local mode), and POST /api/stripe-payment.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  LocalCardTokenResponseSchema,
  PaymentConfigResponseSchema,
  StripePaymentResponseSchema,
  type LocalCardBody,
  type StripePaymentBody,
} from '#shared/api/billing.ts';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'payment-config'] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/payment-config', PaymentConfigResponseSchema, undefined, signal),
    staleTime: 10 * 60_000,
  });
/** The payment mode (local test cards or Stripe.js), the publishable key and the price. */
export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}

/** POST /api/local-card-token (local mode): the card form becomes a single-use token. */
export const createLocalCardToken = (card: LocalCardBody) =>
  apiPost('/api/local-card-token', LocalCardTokenResponseSchema, card);

/** POST /api/stripe-payment: the token, the amount in cents and the attempt's key. */
export const payForSubscription = (body: StripePaymentBody) =>
  apiPost('/api/stripe-payment', StripePaymentResponseSchema, body);
