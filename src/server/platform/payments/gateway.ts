/**
 * The card payment provider behind one interface (product-decisions §5): `local` (the default
 * without STRIPE_SECRET_KEY: Stripe's published test cards, checked here) or `stripe` (the
 * official SDK; card data goes from the browser to Stripe and never reaches us).
 */
export type PaymentMode = 'local' | 'stripe';

/** A refused payment: Stripe's error code (card_declined, insufficient_funds...) and message. */
export type PaymentFailure = { code: string; message: string };

export type PaymentResult<T> = { ok: true; value: T } | { ok: false; failure: PaymentFailure };

export type StartedSubscription = {
  customerId: string;
  subscriptionId: string;
  /** The first charge (Stripe invoice id or a local reference). */
  chargeId: string;
  periodStart: Date;
  periodEnd: Date;
  cardLast4: string | null;
  cardBrand: string | null;
};

export type SubscribeInput = {
  user: { id: number; email: string; name: string };
  /** The single-use card token from the browser (`stripeToken`). */
  token: string;
  /** The customer we already have for this user, if any (the new card becomes its default). */
  customerId: string | null;
  /** The same key for every retry of one payment attempt: it is charged at most once. */
  idempotencyKey: string;
};

export type ResumeInput = {
  user: { id: number };
  /** The subscription whose renewal turns back on (a Stripe id, or a local one). */
  subscriptionId: string;
  /** A new card token from the browser: it becomes the card that future renewals charge. */
  token: string;
  customerId: string | null;
  /** The end of the paid period: a subscription started again first charges then. */
  periodEnd: Date;
  /** One per resume of one subscription state: a retry changes nothing twice. */
  idempotencyKey: string;
};

/** What a resume did: the card, and the subscription that now renews (a new one when the old
 * had ended at the processor, e.g. deleted in Stripe's dashboard mid-period). */
export type Resumed = { cardLast4: string | null; subscriptionId: string };

export type PaymentGateway = {
  mode: PaymentMode;
  /** For the browser (stripe mode): Stripe.js needs it to make a token. */
  publishableKey: string | null;
  /** Charges the first period and starts a subscription that renews every 30 days. */
  subscribe: (input: SubscribeInput) => Promise<PaymentResult<StartedSubscription>>;
  /**
   * Turns the renewal of a subscription with paid time left back on, charging nothing: the card
   * becomes the one renewals charge (refused like a payment when it would be declined).
   */
  resume: (input: ResumeInput) => Promise<PaymentResult<Resumed>>;
  /** Stops the renewal; the paid period runs to its end. */
  cancelAtPeriodEnd: (subscriptionId: string, idempotencyKey: string) => Promise<void>;
};
