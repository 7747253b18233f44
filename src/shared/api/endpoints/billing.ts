/**
 * The billing calls (spec section 7, issues 9 and 22): the payment screen's config, local test
 * cards, paying, cancelling, the billing history and its receipts. Stripe's webhook
 * (POST /api/stripeWebhook) is not here: Stripe calls it with a signed raw body, no web code does.
 */
import {
  BillingHistoryQuerySchema,
  BillingHistoryResponseSchema,
  CancelParamsSchema,
  CancelResponseSchema,
  LocalCardBodySchema,
  LocalCardTokenResponseSchema,
  PaymentConfigResponseSchema,
  ReceiptParamsSchema,
  ReceiptResponseSchema,
  StripePaymentBodySchema,
  StripePaymentResponseSchema,
} from '../billing.ts';
import { defineEndpoint } from '../endpoint.ts';

export const paymentConfig = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/payment-config',
  response: PaymentConfigResponseSchema,
});

export const localCardToken = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/local-card-token',
  body: LocalCardBodySchema,
  response: LocalCardTokenResponseSchema,
});

export const stripePayment = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/stripe-payment',
  body: StripePaymentBodySchema,
  response: StripePaymentResponseSchema,
});

/** A legacy GET that writes (same-origin only). */
export const stripeSubscriptionCancel = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/stripe-subscription-cancel/:stripe_subscription_id',
  params: CancelParamsSchema,
  response: CancelResponseSchema,
});

export const billingHistory = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/billing/history',
  query: BillingHistoryQuerySchema,
  response: BillingHistoryResponseSchema,
});

export const billingReceipt = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/billing/receipts/:id',
  params: ReceiptParamsSchema,
  response: ReceiptResponseSchema,
});
