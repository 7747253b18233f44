import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import {
  cardTokens,
  outboxEmails,
  payments,
  services,
  subscriptions,
} from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertMember,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { loginAs } from '#tests/helpers/http.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { runSubscriptionJobs } from './billing-jobs.service.ts';

const DAY = 86_400_000;

describe.each(testDbKinds)('subscriptions and payments (local mode) on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  const headers = (session: { cookie: string }) => ({ ...session, origin: TEST_ORIGIN });

  async function provider() {
    const { category, subCategory, provider: user } = await insertCatalogue(db());
    const session = await sessionCookie(db(), user.id);
    return {
      user,
      session,
      refs: { addedById: user.id, categoryId: category.id, subCategoryId: subCategory.id },
    };
  }
  const token = async (session: { cookie: string }, number = '4242 4242 4242 4242') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/local-card-token',
      headers: headers(session),
      payload: { name: 'Mere Parata', number, exp_month: '12', exp_year: '34', cvc: '123' },
    });
    return res;
  };
  const pay = (session: { cookie: string }, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe-payment',
      headers: headers(session),
      payload: { amount: 3000, ...body },
    });
  async function subscribe(session: { cookie: string }, extra: Record<string, unknown> = {}) {
    const tok = (await token(session)).json().id as string;
    return pay(session, { stripeToken: tok, ...extra });
  }
  const subscriptionsOf = (userId: number) =>
    db().select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const mails = (to: string) => db().select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('tells the browser the payment mode and the price', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment-config' });
    expect(res.json()).toEqual({
      mode: 'local',
      publishable_key: null,
      price: 30,
      amount: 3000,
      currency: 'nzd',
      period_days: 30,
    });
  });

  describe('POST /api/local-card-token', () => {
    it("accepts Stripe's test cards only and keeps the last four digits and brand, never the number", async () => {
      const { user, session } = await provider();
      const ok = await token(session);
      expect(ok.json()).toMatchObject({ success: true, card: { last4: '4242', brand: 'Visa' } });
      const [row] = await db().select().from(cardTokens).where(eq(cardTokens.id, ok.json().id));
      expect(row).toMatchObject({ userId: user.id, last4: '4242', outcome: 'succeeded' });
      expect(JSON.stringify(row)).not.toContain('4242424242424242');
      const real = await token(session, '4111 1111 1111 1112');
      expect(real.statusCode).toBe(400);
      expect(real.json().errors.number[0]).toMatch(/test cards/);
      const expired = await t.app.inject({
        method: 'POST',
        url: '/api/local-card-token',
        headers: headers(session),
        payload: {
          name: 'M',
          number: '4242424242424242',
          exp_month: '01',
          exp_year: '20',
          cvc: '123',
        },
      });
      expect(expired.statusCode).toBe(400);
      const tooLong = await token(session, '4242 4242 4242 4242 42');
      expect(tooLong.statusCode).toBe(400);
    });
  });

  describe('POST /api/stripe-payment', () => {
    it('subscribes for 30 days: receipt email, login flag, seller detail, listings listed again', async () => {
      const { user, session, refs } = await provider();
      const hidden = await insertService(db(), refs, { isListed: false });
      const res = await subscribe(session);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Thanks! You have subscribed successfully',
        subscription: { stripe_subscription_status: 'active', auto_renew: true },
      });
      const [sub] = await subscriptionsOf(user.id);
      expect(sub!.currentPeriodEnd.getTime() - sub!.currentPeriodStart.getTime()).toBe(30 * DAY);
      const [payment] = await db().select().from(payments).where(eq(payments.userId, user.id));
      expect(payment).toMatchObject({
        status: 'succeeded',
        amountCents: 3000,
        cardLast4: '4242',
        cardBrand: 'Visa',
        subscriptionId: sub!.id,
      });
      expect((await mails(user.email)).map((m) => m.kind)).toContain('subscription_receipt');
      const [service] = await db().select().from(services).where(eq(services.id, hidden.id));
      expect(service!.isListed).toBe(true);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: session });
      expect(me.json().result.stripe_id).toBe(sub!.externalId);
      // Paid and renewing already: nothing more is charged (issue 22).
      const again = await subscribe(session);
      expect(again.json()).toMatchObject({ success: true, charged: false });
      expect(again.json().message).toMatch(/already on/);
      expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(
        1,
      );
    });

    it('refuses another amount, a customer, and another user_id, changing nothing', async () => {
      const { user, session } = await provider();
      const tok = (await token(session)).json().id as string;
      const other = await provider();
      for (const [body, status] of [
        [{ stripeToken: tok, amount: 300000 }, 400],
        [{ stripeToken: tok, amount: 30 }, 400],
        [{ stripeToken: tok, user_id: other.user.id }, 403],
      ] as const) {
        expect((await pay(session, body)).statusCode).toBe(status);
      }
      const customer = await insertUser(db());
      expect(
        (await pay(await sessionCookie(db(), customer.id), { stripeToken: tok })).statusCode,
      ).toBe(403);
      expect(await subscriptionsOf(user.id)).toHaveLength(0);
      expect(await subscriptionsOf(other.user.id)).toHaveLength(0);
    });

    it('a declined card or insufficient funds starts no subscription', async () => {
      const { user, session } = await provider();
      for (const [number, code] of [
        ['4000 0000 0000 0002', 'card_declined'],
        ['4000 0000 0000 9995', 'insufficient_funds'],
      ] as const) {
        const tok = (await token(session, number)).json().id as string;
        const res = await pay(session, { stripeToken: tok });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ success: false, errors: { type: [code] } });
        expect(res.json().errors.message[0]).toMatch(/declined|insufficient funds/);
      }
      expect(await subscriptionsOf(user.id)).toHaveLength(0);
      const failed = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.status, 'failed')));
      expect(failed).toHaveLength(2);
      // A token works once.
      const tok = (await token(session)).json().id as string;
      await pay(session, { stripeToken: tok, idempotency_key: 'first-attempt-1' });
      expect(await subscriptionsOf(user.id)).toHaveLength(1);
    });

    it('charges one click once: the same payment sent twice at once', async () => {
      const { user, session } = await provider();
      const tok = (await token(session)).json().id as string;
      const body = { stripeToken: tok, idempotency_key: 'double-click-attempt' };
      const [a, b] = await Promise.all([pay(session, body), pay(session, body)]);
      expect([a.json().success, b.json().success]).toEqual([true, true]);
      expect(a.json().subscription.stripe_subscription_id).toBe(
        b.json().subscription.stripe_subscription_id,
      );
      expect(await subscriptionsOf(user.id)).toHaveLength(1);
      expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(
        1,
      );
    });

    it('never runs two attempts of one provider at the same time', async () => {
      const { user, session } = await provider();
      const [t1, t2] = [
        (await token(session)).json().id as string,
        (await token(session)).json().id as string,
      ];
      const results = await Promise.all([
        pay(session, { stripeToken: t1 }),
        pay(session, { stripeToken: t2 }),
      ]);
      expect(results.filter((r) => r.json().charged === true)).toHaveLength(1);
      expect(await subscriptionsOf(user.id)).toHaveLength(1);
      const charged = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.status, 'succeeded')));
      expect(charged).toHaveLength(1);
    });
  });

  describe('GET /api/stripe-subscription-cancel/{id}', () => {
    it('stops the renewal at once; the listings stay until the period ends', async () => {
      const { user, session, refs } = await provider();
      const service = await insertService(db(), refs);
      const id = (await subscribe(session)).json().subscription.stripe_subscription_id as string;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/stripe-subscription-cancel/${id}`,
        headers: { ...session, 'sec-fetch-site': 'same-origin' },
      });
      expect(res.json()).toEqual({
        success: true,
        message: 'Thanks! Your subscription has been canceled successfully',
      });
      const [sub] = await subscriptionsOf(user.id);
      expect(sub).toMatchObject({ status: 'canceled', autoRenew: false });
      expect(sub!.canceledAt).toBeInstanceOf(Date);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: session });
      expect(me.json().result.stripe_id).toBeNull();
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/service-detail?id=${service.slug}` }))
          .statusCode,
      ).toBe(200);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/stripe-subscription-cancel/${id}`,
        headers: session,
      });
      expect(again.json()).toMatchObject({
        success: false,
        errors: { message: [expect.any(String)] },
      });
    });

    it("refuses another user's subscription (404) and a request from another site (403)", async () => {
      const owner = await provider();
      const id = (await subscribe(owner.session)).json().subscription
        .stripe_subscription_id as string;
      const intruder = await provider();
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/stripe-subscription-cancel/${id}`,
        headers: intruder.session,
      });
      expect(other.statusCode).toBe(404);
      const crossSite = await t.app.inject({
        method: 'GET',
        url: `/api/stripe-subscription-cancel/${id}`,
        headers: { ...owner.session, 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.statusCode).toBe(403);
      const [sub] = await subscriptionsOf(owner.user.id);
      expect(sub!.status).toBe('active');
    });
  });

  describe('the subscription jobs', () => {
    const jobs = (now: Date) =>
      runSubscriptionJobs(
        { db: db(), config: t.config, gateway: t.app.deps.payments, changes: t.app.deps.changes },
        now,
      );

    it('renews an auto-renewing period (once), warns before a canceled one ends, and hides listings after', async () => {
      const renewing = await provider();
      await subscribe(renewing.session);
      const [before] = await subscriptionsOf(renewing.user.id);
      const later = new Date(before!.currentPeriodEnd.getTime() + 1000);
      await jobs(later);
      await jobs(later);
      const [renewed] = await subscriptionsOf(renewing.user.id);
      expect(renewed!.currentPeriodEnd.getTime()).toBe(
        before!.currentPeriodEnd.getTime() + 30 * DAY,
      );
      const renewals = await db()
        .select()
        .from(payments)
        .where(and(eq(payments.userId, renewing.user.id), eq(payments.kind, 'renewal')));
      expect(renewals).toHaveLength(1);
      expect(renewals[0]!.periodStart?.getTime()).toBe(before!.currentPeriodEnd.getTime());
      expect(renewals[0]!.periodEnd?.getTime()).toBe(renewed!.currentPeriodEnd.getTime());
      expect((await mails(renewing.user.email)).map((m) => m.kind)).toContain(
        'subscription_renewed',
      );

      const leaving = await provider();
      const service = await insertService(db(), leaving.refs);
      const id = (await subscribe(leaving.session)).json().subscription
        .stripe_subscription_id as string;
      await t.app.inject({
        method: 'GET',
        url: `/api/stripe-subscription-cancel/${id}`,
        headers: leaving.session,
      });
      const [sub] = await subscriptionsOf(leaving.user.id);
      await jobs(new Date(sub!.currentPeriodEnd.getTime() - 2 * DAY));
      expect((await mails(leaving.user.email)).map((m) => m.kind)).toContain('subscription_ending');
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/service-detail?id=${service.slug}` }))
          .statusCode,
      ).toBe(200);
      await jobs(new Date(sub!.currentPeriodEnd.getTime() + 1000));
      const [ended] = await subscriptionsOf(leaving.user.id);
      expect(ended!.endedAt).toBeInstanceOf(Date);
      expect((await mails(leaving.user.email)).map((m) => m.kind)).toContain('subscription_ended');
      const [row] = await db().select().from(services).where(eq(services.id, service.id));
      expect(row).toMatchObject({ isListed: false, status: 'approved' });
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/service-detail?id=${service.slug}` }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/service-detail?id=${service.slug}`,
            headers: leaving.session,
          })
        ).statusCode,
      ).toBe(200);
      // A new payment lists them again.
      await subscribe(leaving.session);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/service-detail?id=${service.slug}` }))
          .statusCode,
      ).toBe(200);
    });
  });

  it('the demo provider can log in and sees the subscription', async () => {
    const member = await insertMember(db(), { roleId: 2, businessName: 'Rata Plumbing' });
    const cookie = await loginAs(t.app, member.email);
    const res = await subscribe({ cookie: `ks_session=${cookie}` });
    expect(res.json().success).toBe(true);
  });
});
