import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  outboxEmails,
  payments,
  services,
  stripeEvents,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertCatalogue, insertService, sessionCookie } from '#tests/factories/index.ts';
import { startFakeStripe, type FakeStripe } from '#tests/helpers/fake-stripe.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const DAY = 86_400;

/** Stripe mode, offline: the SDK talks to a local fake, webhooks are signed with the SDK. */
describe.each(testDbKinds)('subscriptions with Stripe (fake Stripe server) on %s', (kind) => {
  let stripe: FakeStripe;
  const signer = new Stripe('sk_test_fake');
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe.close();
  });
  const t = useTestApp(kind, () => ({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  }));
  const db = () => t.handle.db;

  async function subscribed(token = 'tok_visa') {
    const { provider, category, subCategory } = await insertCatalogue(db());
    const session = await sessionCookie(db(), provider.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe-payment',
      headers: { ...session, origin: TEST_ORIGIN },
      payload: { stripeToken: token, amount: 3000, idempotency_key: `attempt-${provider.id}-x` },
    });
    return {
      provider,
      session,
      res,
      refs: { addedById: provider.id, categoryId: category.id, subCategoryId: subCategory.id },
    };
  }

  const webhook = (
    event: object,
    secret = WEBHOOK_SECRET,
    mangle?: (payload: string) => string,
  ) => {
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripeWebhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload: mangle ? mangle(payload) : payload,
    });
  };
  const event = (
    id: string,
    type: string,
    object: object,
    created = Math.floor(Date.now() / 1000),
  ) => ({
    id,
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    data: { object },
  });

  it('tells the browser to use Stripe.js with the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.json()).toMatchObject({ mode: 'stripe', publishable_key: 'pk_test_fake' });
    // Stripe.js and its card frame are allowed by the CSP in this mode only.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src 'self' https://js.stripe.com");
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/local-card-token',
      headers: {
        origin: TEST_ORIGIN,
        ...(await sessionCookie(db(), (await insertCatalogue(db())).provider.id)),
      },
      payload: {
        name: 'x',
        number: '4242424242424242',
        exp_month: '12',
        exp_year: '34',
        cvc: '123',
      },
    });
    expect(token.statusCode).toBe(404);
  });

  it('creates the customer and a 30-day NZD 30 subscription, each call with an idempotency key', async () => {
    const { provider, res } = await subscribed();
    expect(res.json()).toMatchObject({
      success: true,
      subscription: { stripe_subscription_status: 'active' },
    });
    const customer = stripe.requests.find(
      (r) => r.path === '/v1/customers' && r.form.get('metadata[user_id]') === String(provider.id),
    );
    expect(customer?.form.get('source')).toBe('tok_visa');
    expect(customer?.idempotencyKey).toBe(`pay:${provider.id}:attempt-${provider.id}-x:customer`);
    const price = stripe.requests.find((r) => r.path === '/v1/prices' && r.method === 'POST');
    expect(price?.form.get('unit_amount')).toBe('3000');
    expect(price?.form.get('currency')).toBe('nzd');
    expect(price?.form.get('recurring[interval]')).toBe('day');
    expect(price?.form.get('recurring[interval_count]')).toBe('30');
    const sub = stripe.requests.filter((r) => r.path === '/v1/subscriptions').at(-1);
    expect(sub?.form.get('payment_behavior')).toBe('error_if_incomplete');
    expect(sub?.idempotencyKey).toMatch(/:subscription$/);
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, provider.id));
    expect(row).toMatchObject({ provider: 'stripe', status: 'active' });
    expect(row!.stripeCustomerId).toMatch(/^cus_fake_/);
  });

  it('a declined card starts no subscription', async () => {
    const { provider, res } = await subscribed('tok_chargeDeclined');
    expect(res.json()).toMatchObject({
      success: false,
      errors: { type: ['generic_decline'], message: ['Your card was declined.'] },
    });
    expect(
      await db().select().from(subscriptions).where(eq(subscriptions.userId, provider.id)),
    ).toHaveLength(0);
  });

  it('cancels at the period end at Stripe', async () => {
    const { session, res } = await subscribed();
    const id = res.json().subscription.stripe_subscription_id as string;
    const cancel = await t.app.inject({
      method: 'GET',
      url: `/api/stripe-subscription-cancel/${id}`,
      headers: session,
    });
    expect(cancel.json().success).toBe(true);
    const call = stripe.requests.find((r) => r.path === `/v1/subscriptions/${id}`);
    expect(call?.form.get('cancel_at_period_end')).toBe('true');
  });

  it('re-subscribing while paid time is left resumes the Stripe subscription and charges nothing', async () => {
    const { provider, session, res } = await subscribed();
    const id = res.json().subscription.stripe_subscription_id as string;
    await t.app.inject({
      method: 'GET',
      url: `/api/stripe-subscription-cancel/${id}`,
      headers: session,
    });
    const created = stripe.requests.filter((r) => r.path === '/v1/subscriptions').length;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/stripe-payment',
      headers: { ...session, origin: TEST_ORIGIN },
      payload: { stripeToken: 'tok_visa', amount: 3000, idempotency_key: `again-${provider.id}-y` },
    });
    expect(again.json()).toMatchObject({
      success: true,
      charged: false,
      subscription: { stripe_subscription_id: id, auto_renew: true },
    });
    expect(stripe.requests.filter((r) => r.path === '/v1/subscriptions')).toHaveLength(created);
    const updates = stripe.requests.filter((r) => r.path === `/v1/subscriptions/${id}`);
    expect(updates.map((r) => r.form.get('cancel_at_period_end'))).toEqual(['true', 'false']);
    expect(new Set(updates.map((r) => r.idempotencyKey)).size).toBe(2);
    // Cancelling again reaches Stripe again (a new idempotency key).
    await t.app.inject({
      method: 'GET',
      url: `/api/stripe-subscription-cancel/${id}`,
      headers: session,
    });
    const keys = stripe.requests
      .filter((r) => r.path === `/v1/subscriptions/${id}`)
      .map((r) => r.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    const rows = await db().select().from(payments).where(eq(payments.userId, provider.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.periodEnd).toBeInstanceOf(Date);
  });

  it('re-subscribing after Stripe deleted the subscription mid-period starts one that first charges at the period end', async () => {
    const { provider, session, res } = await subscribed();
    const id = res.json().subscription.stripe_subscription_id as string;
    const periodEnd = res.json().subscription.current_period_end as string;
    // Deleted in Stripe's dashboard: the webhook marks it canceled, its paid time still runs.
    stripe.end(id);
    const deleted = await webhook(
      event(`evt_deleted_${provider.id}`, 'customer.subscription.deleted', {
        id,
        object: 'subscription',
        status: 'canceled',
        cancel_at_period_end: false,
        items: { object: 'list', data: [] },
      }),
    );
    expect(deleted.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/stripe-payment',
      headers: { ...session, origin: TEST_ORIGIN },
      payload: { stripeToken: 'tok_visa', amount: 3000, idempotency_key: `again-${provider.id}-z` },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      charged: false,
      subscription: { auto_renew: true, current_period_end: periodEnd },
    });
    const renewed = again.json().subscription.stripe_subscription_id as string;
    expect(renewed).not.toBe(id);
    const created = stripe.requests.filter((r) => r.path === '/v1/subscriptions').at(-1)!;
    expect(created.form.get('trial_end')).toBe(
      String(Math.floor(new Date(periodEnd).getTime() / 1000)),
    );
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, provider.id));
    expect(row).toMatchObject({ externalId: renewed, status: 'active', autoRenew: true });
    // Nothing was charged: still the first payment only.
    expect(await db().select().from(payments).where(eq(payments.userId, provider.id))).toHaveLength(
      1,
    );
  });

  describe('POST /api/stripeWebhook', () => {
    it('refuses a bad, a missing or a re-serialised signature with 400 and changes nothing', async () => {
      const { provider, res } = await subscribed();
      const id = res.json().subscription.stripe_subscription_id as string;
      const failed = event('evt_bad_1', 'invoice.payment_failed', {
        id: 'in_bad',
        object: 'invoice',
        amount_due: 3000,
        parent: { subscription_details: { subscription: id } },
        lines: { data: [] },
      });
      expect((await webhook(failed, 'whsec_wrong')).statusCode).toBe(400);
      expect(
        (await webhook(failed, WEBHOOK_SECRET, (p) => p.replace('"invoice"', '"invoice" ')))
          .statusCode,
      ).toBe(400);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/stripeWebhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(failed),
      });
      expect(missing.statusCode).toBe(400);
      const [row] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, provider.id));
      expect(row!.status).toBe('active');
      expect(
        await db().select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_bad_1')),
      ).toHaveLength(0);
    });

    it('applies a renewal once, however often it is delivered', async () => {
      const { provider, res } = await subscribed();
      const id = res.json().subscription.stripe_subscription_id as string;
      const start = Math.floor(Date.now() / 1000) + 30 * DAY;
      const paid = event('evt_renew_1', 'invoice.paid', {
        id: 'in_renew_1',
        object: 'invoice',
        billing_reason: 'subscription_cycle',
        amount_paid: 3000,
        parent: { subscription_details: { subscription: id } },
        lines: { data: [{ period: { start, end: start + 30 * DAY } }] },
      });
      for (let i = 0; i < 3; i++) expect((await webhook(paid)).statusCode).toBe(200);
      // Stripe sends invoice.payment_succeeded for the same invoice too.
      const succeeded = { ...paid, id: 'evt_renew_2', type: 'invoice.payment_succeeded' };
      expect((await webhook(succeeded)).json()).toEqual({ received: true, applied: true });
      const [row] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, provider.id));
      expect(row!.currentPeriodEnd.getTime()).toBe((start + 30 * DAY) * 1000);
      const renewals = await db()
        .select()
        .from(payments)
        .where(eq(payments.externalId, 'in_renew_1'));
      expect(renewals).toHaveLength(1);
      expect(renewals[0]!.periodStart?.getTime()).toBe(start * 1000);
      expect(renewals[0]!.periodEnd?.getTime()).toBe((start + 30 * DAY) * 1000);
      const mails = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, provider.email));
      expect(mails.filter((m) => m.kind === 'subscription_renewed')).toHaveLength(1);
    });

    it('a failed renewal marks the subscription past due and emails the provider', async () => {
      const { provider, res } = await subscribed();
      const id = res.json().subscription.stripe_subscription_id as string;
      const failed = event('evt_fail_1', 'invoice.payment_failed', {
        id: 'in_fail_1',
        object: 'invoice',
        amount_due: 3000,
        parent: { subscription_details: { subscription: id } },
        lines: { data: [] },
      });
      expect((await webhook(failed)).statusCode).toBe(200);
      const [row] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, provider.id));
      expect(row!.status).toBe('past_due');
      const mails = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, provider.email));
      expect(mails.map((m) => m.kind)).toContain('subscription_payment_failed');
    });

    it('ignores an older event that arrives after a newer one', async () => {
      const { provider, res, refs } = await subscribed();
      const service = await insertService(db(), refs);
      const id = res.json().subscription.stripe_subscription_id as string;
      const now = Math.floor(Date.now() / 1000);
      const sub = (status: string) => ({
        id,
        object: 'subscription',
        status,
        cancel_at_period_end: false,
        items: { data: [{ current_period_start: now, current_period_end: now + 30 * DAY }] },
      });
      expect(
        (await webhook(event('evt_new', 'customer.subscription.updated', sub('active'), now + 100)))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await webhook(
            event('evt_old', 'customer.subscription.deleted', sub('canceled'), now + 50),
          )
        ).statusCode,
      ).toBe(200);
      const [row] = await db()
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, provider.id));
      expect(row!.status).toBe('active');
      const [listed] = await db().select().from(services).where(eq(services.id, service.id));
      expect(listed!.isListed).toBe(true);
    });
  });
});
