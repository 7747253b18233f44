import { z } from 'zod';

import { CARD_NUMBER_MAX, SUBSCRIPTION } from '../constants.ts';
import { optionalId, requiredText, text } from './common.ts';

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
