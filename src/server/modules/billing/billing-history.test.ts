import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { subscriptions } from '../../db/schema/index.ts';
import { insertCatalogue, insertUser, sessionCookie } from '#tests/factories/index.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { runSubscriptionJobs } from './billing-jobs.service.ts';

type Session = { cookie: string };

describe.each(testDbKinds)('billing history and receipts on %s', (kind) => {
  const t = useTestApp(kind, { env: { SUPPLIER_NAME: 'Kiwi Services Limited', GST_NUMBER: '' } });
  const db = () => t.handle.db;

  async function provider() {
    const { provider: user } = await insertCatalogue(db());
    return { user, session: await sessionCookie(db(), user.id) };
  }
  async function pay(session: Session, number = '4242 4242 4242 4242') {
    const headers = { ...session, origin: TEST_ORIGIN };
    const card = { name: 'Mere Parata', number, exp_month: '12', exp_year: '34', cvc: '123' };
    const tok = await t.app.inject({
      method: 'POST',
      url: '/api/local-card-token',
      headers,
      payload: card,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/stripe-payment',
      headers,
      payload: { amount: 3000, stripeToken: tok.json().id as string },
    });
  }
  const get = (url: string, session?: Session) =>
    t.app.inject({ method: 'GET', url, ...(session ? { headers: session } : {}) });

  /** A declined attempt, the first payment and one renewal: three rows, newest first. */
  async function historyOfThree() {
    const p = await provider();
    await pay(p.session, '4000 0000 0000 0002');
    await pay(p.session);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.user.id));
    await runSubscriptionJobs(
      { db: db(), config: t.config, gateway: t.app.deps.payments, changes: t.app.deps.changes },
      new Date(sub!.currentPeriodEnd.getTime() + 1000),
    );
    return { ...p, sub: sub! };
  }

  it('lists every payment newest first: amount, GST (3/23), period and status, paginated', async () => {
    const { session, sub } = await historyOfThree();
    const res = await get('/api/billing/history', session);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 3, page: 1, per_page: 24 });
    expect(body.payments.map((p: { status: string }) => p.status)).toEqual([
      'succeeded',
      'succeeded',
      'failed',
    ]);
    const [renewal, first, failed] = body.payments;
    expect(first).toEqual({
      id: expect.any(Number),
      paid_at: expect.any(String),
      amount_cents: 3000,
      gst_cents: 391,
      currency: 'nzd',
      period_start: sub.currentPeriodStart.toISOString(),
      period_end: sub.currentPeriodEnd.toISOString(),
      status: 'succeeded',
      kind: 'subscription',
      card_last4: '4242',
    });
    expect(renewal).toMatchObject({
      kind: 'renewal',
      period_start: sub.currentPeriodEnd.toISOString(),
    });
    expect(failed).toMatchObject({ period_start: null, period_end: null });
    const second = (await get('/api/billing/history?page=2&per_page=1', session)).json();
    expect(second).toMatchObject({ total: 3, page: 2, per_page: 1 });
    expect(second.payments[0].id).toBe(first.id);
    expect((await get('/api/billing/history?per_page=0', session)).statusCode).toBe(400);
  });

  it("serves a receipt that is a tax invoice; another provider's, a failed one or none is 404", async () => {
    const { user, session } = await historyOfThree();
    const [, first, failed] = (await get('/api/billing/history', session)).json().payments;
    const res = await get(`/api/billing/receipts/${first.id}`, session);
    expect(res.statusCode).toBe(200);
    const { receipt } = res.json();
    expect(receipt).toMatchObject({
      id: first.id,
      supplier_name: 'Kiwi Services Limited',
      gst_number: '123-456-789',
      amount_cents: 3000,
      gst_cents: 391,
      customer_email: user.email,
      status: 'succeeded',
    });
    expect(receipt.description).toMatch(/^Kiwi Services listing subscription, \d\d \w+ \d{4} to /);
    expect(receipt.number).toMatch(/^KS-\d{6}$/);
    expect((await get(`/api/billing/receipts/${failed.id}`, session)).statusCode).toBe(404);
    const intruder = await provider();
    const foreign = await get(`/api/billing/receipts/${first.id}`, intruder.session);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, message: 'Receipt not found' });
    expect((await get('/api/billing/receipts/99999999', session)).statusCode).toBe(404);
    expect((await get('/api/billing/receipts/abc', session)).statusCode).toBe(400);
    expect((await get('/api/billing/history', intruder.session)).json().total).toBe(0);
  });

  it('refuses anonymous callers (401) and personal accounts (403)', async () => {
    for (const url of ['/api/billing/history', '/api/billing/receipts/1']) {
      const anonymous = await get(url);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    const customer = await insertUser(db());
    const session = await sessionCookie(db(), customer.id);
    expect((await get('/api/billing/history', session)).statusCode).toBe(403);
    expect((await get('/api/billing/receipts/1', session)).statusCode).toBe(403);
  });
});
