/**
 * The payment calls (spec section 7, issue 9): what the payment screen needs (GET
 * /api/payment-config), a local test-card token (local mode), and POST /api/stripe-payment.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { LocalCardBody, StripePaymentBody } from '#shared/api/billing.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const paymentConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'payment-config'] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.paymentConfig, undefined, { signal }),
    staleTime: 10 * 60_000,
  });
/** The payment mode (local test cards or Stripe.js), the publishable key and the price. */
export function usePaymentConfig() {
  return useQuery(paymentConfigQueryOptions());
}

/** POST /api/local-card-token (local mode): the card form becomes a single-use token. */
export const createLocalCardToken = (card: LocalCardBody) =>
  apiRequest(endpoints.localCardToken, card);

/** POST /api/stripe-payment: the token, the amount in cents and the attempt's key. */
export const payForSubscription = (body: StripePaymentBody) =>
  apiRequest(endpoints.stripePayment, body);

/** GET /api/billing/history: a page of the session provider's payments, newest first. */
export const billingHistoryQueryOptions = (page: number, perPage = BILLING_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['billing', 'history', page, perPage] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.billingHistory, { page, per_page: perPage }, { signal }),
  });
export const BILLING_PAGE_SIZE = 24;
export function useBillingHistory(page: number) {
  return useQuery(billingHistoryQueryOptions(page));
}

/** GET /api/billing/receipts/{id}: one receipt (tax invoice) of the session provider. */
export function useReceipt(id: string) {
  return useQuery({
    queryKey: ['billing', 'receipt', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.billingReceipt, undefined, { params: { id }, signal }),
    retry: false,
  });
}
