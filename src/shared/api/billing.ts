import { z } from 'zod';

import { CARD_NUMBER_MAX, SUBSCRIPTION } from '../constants.ts';
import {
  id,
  optionalId,
  PaginationMetaSchema,
  PaginationQuerySchema,
  requiredText,
  text,
} from './common.ts';

/*
 * Subscription and payment calls (spec section 7, issue 9): stripe-payment, the cancel call,
 * and our additions (payment config, local test-card tokens, the Stripe webhook).
 */

const booleanish = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean().optional(),
);

/** POST /api/stripe-payment (json): the card token, the user, and the amount in cents. */
export const StripePaymentBodySchema = z.object({
  stripeToken: requiredText(255),
  user_id: optionalId,
  /** 100 times the price: the server decides the amount and refuses any other. */
  amount: z.coerce
    .number({ message: 'must be a number' })
    .refine((v) => v === SUBSCRIPTION.amountCents, `must be ${SUBSCRIPTION.amountCents}`),
  /** The auto top-up checkbox (checked by default): renew every 30 days. */
  auto_renew: booleanish,
  /** One per payment attempt (a click): retries of it are charged once. */
  idempotency_key: text(100)
    .refine((v) => /^[A-Za-z0-9_-]{8,100}$/.test(v), 'must be 8 to 100 letters, digits, - or _')
    .optional(),
});
export type StripePaymentBody = z.input<typeof StripePaymentBodySchema>;

const ErrorListsSchema = z.record(z.string(), z.array(z.string()));

export const SubscriptionStateSchema = z.object({
  stripe_subscription_id: z.string(),
  stripe_subscription_status: z.string(),
  current_period_end: z.string(),
  auto_renew: z.boolean(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

/** Success, or `errors: {type: [...], message: [...]}` as the original answered. */
export const StripePaymentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** True when money was taken; false when nothing was (paid time left: renewal back on). */
  charged: z.boolean().optional(),
  errors: ErrorListsSchema.optional(),
  subscription: SubscriptionStateSchema.optional(),
});
export type StripePaymentResponse = z.infer<typeof StripePaymentResponseSchema>;

export const CancelParamsSchema = z.object({ stripe_subscription_id: requiredText(255) });

/** GET /api/stripe-subscription-cancel/{id}: the client shows errors.message[0] on failure. */
export const CancelResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: ErrorListsSchema.optional(),
});
export type CancelResponse = z.infer<typeof CancelResponseSchema>;

/** GET /api/payment-config: what the payment screen needs. */
export const PaymentConfigResponseSchema = z.object({
  mode: z.enum(['local', 'stripe']),
  publishable_key: z.string().nullable(),
  price: z.number(),
  amount: z.number().int(),
  currency: z.string(),
  period_days: z.number().int(),
});
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;

/** POST /api/local-card-token (local mode only): the spec's card form. */
export const LocalCardBodySchema = z.object({
  name: requiredText(100),
  number: requiredText(CARD_NUMBER_MAX).refine(
    (v) => /^[0-9 ]+$/.test(v),
    'must contain digits and spaces only',
  ),
  exp_month: requiredText(2).refine(
    (v) => /^(0[1-9]|1[0-2])$/.test(v),
    'must be two digits, 01 to 12',
  ),
  exp_year: requiredText(2).refine((v) => /^\d\d$/.test(v), 'must be two digits'),
  cvc: requiredText(4).refine((v) => /^\d{3,4}$/.test(v), 'must be 3 or 4 digits'),
});
export type LocalCardBody = z.infer<typeof LocalCardBodySchema>;

export const LocalCardTokenResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  id: z.string().optional(),
  card: z.object({ last4: z.string(), brand: z.string() }).optional(),
  errors: ErrorListsSchema.optional(),
});
export type LocalCardTokenResponse = z.infer<typeof LocalCardTokenResponseSchema>;

/** GET /api/billing/history: the provider's payments, newest first (page, per_page). */
export const BillingHistoryQuerySchema = PaginationQuerySchema;
export type BillingHistoryQuery = z.input<typeof BillingHistoryQuerySchema>;

/** One payment: money in cents (NZD, GST included), `gst_cents` = round(amount × 3 / 23). */
export const PaymentLineSchema = z.object({
  id: z.number().int(),
  paid_at: z.string(),
  amount_cents: z.number().int(),
  gst_cents: z.number().int(),
  currency: z.string(),
  /** The paid period (null on a failed attempt and on payments from before periods were kept). */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  status: z.enum(['succeeded', 'failed']),
  /** 'subscription' (the first payment) or 'renewal'. */
  kind: z.string(),
  card_last4: z.string().nullable(),
});
export type PaymentLine = z.infer<typeof PaymentLineSchema>;

export const BillingHistoryResponseSchema = PaginationMetaSchema.extend({
  success: z.literal(true),
  message: z.string(),
  payments: z.array(PaymentLineSchema),
});
export type BillingHistoryResponse = z.infer<typeof BillingHistoryResponseSchema>;

export const ReceiptParamsSchema = z.object({ id });

/**
 * GET /api/billing/receipts/{id}: a tax invoice for a supply under NZ$1,000 (supplier's name and
 * GST number, date, description, the amount including GST and the GST in it).
 */
export const ReceiptSchema = PaymentLineSchema.extend({
  /** The invoice number printed on the receipt. */
  number: z.string(),
  supplier_name: z.string(),
  gst_number: z.string(),
  /** Who paid: the business (or person) name and email of the account. */
  customer_name: z.string(),
  customer_email: z.string(),
  description: z.string(),
  /** The payment reference (Stripe invoice id or a local one). */
  reference: z.string().nullable(),
  card_brand: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const ReceiptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  receipt: ReceiptSchema,
});
export type ReceiptResponse = z.infer<typeof ReceiptResponseSchema>;
