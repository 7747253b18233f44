import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { SUBSCRIPTION } from '#shared/constants.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/http.ts';
import type { PaymentGateway } from '../../platform/payments/index.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import {
  cancelSubscription,
  CANCELED_MESSAGE,
  createLocalCardToken,
  subscribe,
  type BillingDeps,
} from './billing.service.ts';
import { billingHistoryRoutes } from './billing-history.routes.ts';
import { stripeWebhookRoute } from './stripe-webhook.routes.ts';

const errors = errorResponses(400, 401, 403, 404, 415, 429, 503);

/** Paying and cancelling (spec section 7). */
const subscriptionRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  app.route({
    ...routeOf(endpoints.stripePayment, {
      tags: ['billing'],
      summary: 'Subscribe: NZD 30 for 30 days, renewing unless auto_renew is false',
      description: `stripeToken (Stripe.js token, or a local test-card token), user_id (the session user), amount (must be ${SUBSCRIPTION.amountCents}), auto_renew, idempotency_key (one per attempt: retries are charged once). A declined card: success false with errors.type and errors.message. While paid time is left (an active or canceled subscription whose period has not ended), nothing is charged: auto-renewal turns back on and the answer has charged false; a real payment answers charged true.`,
      errors,
    }),
    // Card testing is refused: 10 payment attempts an hour per account.
    onRequest: [authenticated, perHour(10, 'Too many payment attempts.', 'user')],
    handler: async (request) => {
      const b = request.body;
      const user = requireUser(request, b.user_id);
      const outcome = await subscribe(deps, user, {
        token: b.stripeToken,
        autoRenew: b.auto_renew ?? true,
        attemptKey: b.idempotency_key,
      });
      request.log.info(
        {
          userId: user.id,
          ok: outcome.ok,
          charged: outcome.ok && outcome.charged,
          code: outcome.ok ? null : outcome.code,
        },
        'subscription payment',
      );
      if (!outcome.ok) {
        return {
          success: false,
          message: outcome.message,
          charged: false,
          errors: { type: [outcome.code], message: [outcome.message] },
        };
      }
      const s = outcome.subscription;
      return {
        success: true,
        message: outcome.message,
        charged: outcome.charged,
        subscription: {
          stripe_subscription_id: s.externalId,
          stripe_subscription_status: s.status,
          current_period_end: s.currentPeriodEnd.toISOString(),
          auto_renew: s.autoRenew,
        },
      };
    },
  });

  app.route({
    ...routeOf(endpoints.stripeSubscriptionCancel, {
      tags: ['billing'],
      summary: 'Cancel: renewal stops at once, the services stay listed until the period ends',
      errors,
    }),
    onRequest: authenticated,
    config: { writes: true },
    handler: async (request) => {
      const user = requireUser(request);
      const outcome = await cancelSubscription(deps, user, request.params.stripe_subscription_id);
      request.log.info({ userId: user.id, ok: outcome.ok }, 'subscription cancel');
      if (!outcome.ok)
        return { success: false, message: outcome.message, errors: { message: [outcome.message] } };
      return { success: true, message: CANCELED_MESSAGE };
    },
  });
};

/** Subscription and payment calls (spec section 7 and issue 9). */
export const billingRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway }> = async (
  app,
  { gateway },
) => {
  const { db, config, changes } = app.deps;
  const deps: BillingDeps = { db, config, gateway, changes };

  app.route({
    ...routeOf(endpoints.paymentConfig, {
      tags: ['billing'],
      summary: 'How the payment screen collects cards, and the price',
    }),
    handler: async () => ({
      mode: gateway.mode,
      publishable_key: gateway.publishableKey,
      price: SUBSCRIPTION.price,
      amount: SUBSCRIPTION.amountCents,
      currency: SUBSCRIPTION.currency,
      period_days: SUBSCRIPTION.periodDays,
    }),
  });

  app.route({
    ...routeOf(endpoints.localCardToken, {
      tags: ['billing'],
      summary: "Local payment mode: turn one of Stripe's test cards into a single-use token",
      description:
        'Only in local mode (no STRIPE_SECRET_KEY). The number is never stored: only its last four digits and brand.',
      errors,
    }),
    onRequest: [authenticated, perHour(20, 'Too many card attempts.', 'user')],
    handler: async (request) => {
      if (gateway.mode !== 'local') throw notFound('Card tokens come from Stripe in this mode');
      const token = await createLocalCardToken(db, requireUser(request), request.body);
      return {
        success: true,
        message: 'Card accepted',
        id: token.id,
        card: { last4: token.last4, brand: token.brand },
      };
    },
  });

  await app.register(subscriptionRoutes, { deps });
  await app.register(stripeWebhookRoute, { deps });
  await app.register(billingHistoryRoutes);
};
