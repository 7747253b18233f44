import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { outboxEmails, payments, subscriptions } from '../../db/schema/index.ts';
import { insertCatalogue, sessionCookie } from '#tests/factories/index.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

type Session = { cookie: string };

/** Money only for time not yet paid (issue 22 §1): re-subscribing and concurrent payments. */
describe.each(testDbKinds)('money is taken only for time not yet paid on %s', (kind) => {
  /** A second instance on the same database (its own rate limits and caches). */
  let other: TestApp;
  const t = useTestApp(kind);
  beforeAll(async () => {
    other = await buildTestApp(kind, {}, { sharedHandle: t.handle });
  });
  afterAll(async () => {
    await other.close();
  });
  const db = () => t.handle.db;
  const headers = (session: Session) => ({ ...session, origin: TEST_ORIGIN });

  async function provider() {
    const { provider: user } = await insertCatalogue(db());
    return { user, session: await sessionCookie(db(), user.id) };
  }
  async function token(session: Session, app: TestApp = t) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/local-card-token',
      headers: headers(session),
      payload: {
        name: 'Mere Parata',
        number: '4242 4242 4242 4242',
        exp_month: '12',
        exp_year: '34',
        cvc: '123',
      },
    });
    return res.json().id as string;
  }
  const pay = (session: Session, stripeToken: string, extra: object = {}, app: TestApp = t) =>
    app.app.inject({
      method: 'POST',
      url: '/api/stripe-payment',
      headers: headers(session),
      payload: { amount: 3000, stripeToken, ...extra },
    });
  const cancel = (session: Session, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/stripe-subscription-cancel/${id}`,
      headers: { ...session, 'sec-fetch-site': 'same-origin' },
    });
  const paymentsOf = (userId: number) =>
    db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')));
  const subscriptionsOf = (userId: number) =>
    db().select().from(subscriptions).where(eq(subscriptions.userId, userId));

  it('subscribe, cancel, subscribe again: one payment, auto-renewal back on, charged false', async () => {
    const { user, session } = await provider();
    const first = await pay(session, await token(session));
    expect(first.json()).toMatchObject({ success: true, charged: true });
    const id = first.json().subscription.stripe_subscription_id as string;
    const [paid] = await subscriptionsOf(user.id);
    expect((await cancel(session, id)).json().success).toBe(true);
    // The account shows Unsubscribed and the date the listing stays until.
    const canceled = (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: session })
    ).json().result;
    expect(canceled.stripe_id).toBeNull();
    expect(canceled.subscription).toMatchObject({ status: 'canceled', auto_renew: false });

    const again = await pay(session, await token(session), { idempotency_key: 'again-attempt-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      charged: false,
      subscription: { stripe_subscription_id: id, stripe_subscription_status: 'active' },
    });
    expect(again.json().message).toMatch(/renewal is back on/i);
    expect(again.json().message).toMatch(/nothing was charged/i);
    const rows = await subscriptionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', autoRenew: true, canceledAt: null });
    expect(rows[0]!.currentPeriodEnd.getTime()).toBe(paid!.currentPeriodEnd.getTime());
    const charged = await paymentsOf(user.id);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.periodStart?.getTime()).toBe(paid!.currentPeriodStart.getTime());
    expect(charged[0]!.periodEnd?.getTime()).toBe(paid!.currentPeriodEnd.getTime());
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: session });
    expect(me.json().result.stripe_id).toBe(id);
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(mails.map((m) => m.kind)).toContain('subscription_resumed');
    // Renewing already (a second tab): nothing charged, nothing changed.
    const third = await pay(session, await token(session));
    expect(third.json()).toMatchObject({ success: true, charged: false });
    expect(third.json().message).toMatch(/already on/);
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('a period paid without auto top-up: Get Started turns renewal on and charges nothing', async () => {
    const { user, session } = await provider();
    const first = await pay(session, await token(session), { auto_renew: false });
    expect(first.json().subscription.auto_renew).toBe(false);
    const again = await pay(session, await token(session));
    expect(again.json()).toMatchObject({
      success: true,
      charged: false,
      subscription: { auto_renew: true },
    });
    expect(await paymentsOf(user.id)).toHaveLength(1);
  });

  it('20 concurrent payment calls of one provider on two instances charge at most once', async () => {
    const { user, session } = await provider();
    const tokens = await Promise.all(
      Array.from({ length: 20 }, (_, i) => token(session, i % 2 === 0 ? t : other)),
    );
    const answers = await Promise.all(
      tokens.map((tok, i) => pay(session, tok, {}, i % 2 === 0 ? t : other)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.filter((a) => a.json().charged === true)).toHaveLength(1);
    expect(await paymentsOf(user.id)).toHaveLength(1);
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
  });

  it('after a cancel, 10 concurrent re-subscribes on two instances charge nothing', async () => {
    const { user, session } = await provider();
    const first = await pay(session, await token(session), {}, other);
    await cancel(session, first.json().subscription.stripe_subscription_id as string);
    const tokens = await Promise.all(
      Array.from({ length: 10 }, (_, i) => token(session, i % 2 === 0 ? t : other)),
    );
    const answers = await Promise.all(
      tokens.map((tok, i) => pay(session, tok, {}, i % 2 === 0 ? t : other)),
    );
    for (const a of answers) expect(a.json()).toMatchObject({ success: true, charged: false });
    expect(await paymentsOf(user.id)).toHaveLength(1);
    const rows = await subscriptionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', autoRenew: true });
  });

  it('a declined card while paid time is left changes nothing', async () => {
    const { user, session } = await provider();
    const first = await pay(session, await token(session));
    await cancel(session, first.json().subscription.stripe_subscription_id as string);
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/local-card-token',
      headers: headers(session),
      payload: {
        name: 'M',
        number: '4000 0000 0000 0002',
        exp_month: '12',
        exp_year: '34',
        cvc: '123',
      },
    });
    const res = await pay(session, declined.json().id as string);
    expect(res.json()).toMatchObject({ success: false, charged: false });
    expect(res.json().errors.type).toEqual(['card_declined']);
    const [row] = await subscriptionsOf(user.id);
    expect(row).toMatchObject({ status: 'canceled', autoRenew: false });
  });
});
