import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';

import { badRequest, notFound } from '../../lib/errors.ts';
import { createStripeClient } from '../../platform/payments/stripe-gateway.ts';
import type { BillingDeps } from './billing.service.ts';
import { applyStripeEvent } from './stripe-events.service.ts';

/**
 * POST /api/stripeWebhook: Stripe's calls. The signature and its timestamp (5 minutes) are
 * checked on the raw bytes, so this route reads its body as a buffer (an encapsulated parser);
 * the origin check exempts it (Stripe's servers have no Origin). A bad or missing signature is a
 * 400 and changes nothing; each event is applied once. Without STRIPE_WEBHOOK_SECRET it is 404.
 */
export const stripeWebhookRoute: FastifyPluginAsync<{ deps: BillingDeps }> = async (
  app,
  { deps },
) => {
  const { secretKey, webhookSecret, apiUrl } = app.deps.config.stripe;
  const stripe = secretKey ? createStripeClient({ secretKey, apiUrl }) : null;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.post(
    '/stripeWebhook',
    { schema: { tags: ['billing'], summary: 'Stripe events (signed)' } },
    async (request) => {
      if (!stripe || !webhookSecret) throw notFound('Webhooks are not configured');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest('Missing Stripe signature');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
      } catch (err) {
        request.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'stripe webhook refused',
        );
        throw badRequest('Invalid Stripe signature');
      }
      const applied = await applyStripeEvent(deps, event);
      request.log.info({ eventId: event.id, type: event.type, applied }, 'stripe webhook');
      return { received: true, applied };
    },
  );
};
