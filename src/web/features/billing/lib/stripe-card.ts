/**
 * Stripe mode: Stripe.js (loaded from js.stripe.com only in this mode) shows the card field in
 * its own frame and turns it into a token, so card data never reaches our server.
 */
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe>>();

/** Loads Stripe.js once per publishable key. */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js/pure').then(async ({ loadStripe }) => {
      const stripe = await loadStripe(publishableKey);
      if (!stripe) throw new Error('Stripe could not be loaded');
      return stripe;
    });
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** A mounted Stripe card field and the way to turn it into a token. */
export type StripeCard = { stripe: Stripe; card: StripeCardElement };

/** Mounts Stripe's card field into `node`; returns it (destroy() it when done). */
export async function mountStripeCard(
  publishableKey: string,
  node: HTMLElement,
): Promise<StripeCard> {
  const stripe = await loadStripeJs(publishableKey);
  const card = stripe.elements().create('card', { hidePostalCode: true });
  card.mount(node);
  return { stripe, card };
}

/** The token of the card in the field, or the reason Stripe gives. */
export async function stripeCardToken(
  { stripe, card }: StripeCard,
  name: string,
): Promise<{ token: string } | { error: string }> {
  const result = await stripe.createToken(card, { name });
  if (result.error) return { error: result.error.message ?? 'The card was not accepted' };
  return { token: result.token.id };
}
