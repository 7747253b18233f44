import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { outboxEmails, reviewInvitations, reviews, services } from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertProvider,
  insertReview,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';

type Session = { cookie: string };

/** Review invitations (issue 27 §2; decision 137). */
describe.each(testDbKinds)('review invitations on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;

  const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...session },
      ...(payload ? { payload } : {}),
    });

  async function scene() {
    const { refs } = await insertCatalogue(db());
    const provider = await insertProvider(db(), { businessName: 'Kauri Plumbing' });
    const service = await insertService(db(), { ...refs, addedById: provider.id });
    const other = await insertProvider(db(), { businessName: 'Rimu Roofing' });
    const otherService = await insertService(db(), { ...refs, addedById: other.id });
    const customer = await insertUser(db(), { firstName: 'Aroha', lastName: 'Ngata' });
    const stranger = await insertUser(db(), { firstName: 'Wiremu' });
    return {
      provider,
      service,
      otherService,
      customer,
      owner: await sessionCookie(db(), provider.id),
      customerSession: await sessionCookie(db(), customer.id),
      strangerSession: await sessionCookie(db(), stranger.id),
    };
  }
  type Scene = Awaited<ReturnType<typeof scene>>;

  const invite = (s: Scene, session: Session | null, email: string, serviceId = s.service.id) =>
    call('POST', '/api/review-invitations', session, { email, service_id: serviceId });

  /** The token in the link of the last invitation mailed to `to`. */
  async function tokenMailedTo(to: string): Promise<string> {
    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, 'review_invitation')))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const match = /\/review-invitation\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '');
    expect(match, mail?.text).not.toBeNull();
    return match![1]!;
  }

  it('mails a one-use link; the invited customer reviews without an enquiry, labelled invited', async () => {
    const s = await scene();
    const sent = await invite(s, s.owner, ` ${s.customer.email.toUpperCase()} `);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      message: 'Invitation sent.',
      result: { email: s.customer.email.toLowerCase(), service: { id: s.service.id } },
    });
    const [mail] = await db()
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.kind, 'review_invitation'), eq(outboxEmails.to, s.customer.email)),
      );
    expect(mail!.subject).toBe('Kauri Plumbing asks for your review');
    const token = await tokenMailedTo(s.customer.email.toLowerCase());
    const [stored] = await db()
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.providerId, s.provider.id));
    expect(stored!.tokenHash).not.toContain(token);

    // Only the invited address may open it; a visitor is asked to log in.
    expect((await call('GET', `/api/review-invitations/${token}`, null)).statusCode).toBe(401);
    const stranger = await call('GET', `/api/review-invitations/${token}`, s.strangerSession);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(
      'This invitation was sent to another email address. Log in with the address it was sent to.',
    );
    const view = await call('GET', `/api/review-invitations/${token}`, s.customerSession);
    expect(view.json()).toMatchObject({
      state: 'open',
      provider: { business_name: 'Kauri Plumbing' },
      service: { id: s.service.id, slug: s.service.slug },
    });

    const review = (session: Session) =>
      call('POST', `/api/review-invitations/${token}/review`, session, {
        rating: 4,
        review: 'Fixed the leak on the first visit.',
      });
    expect((await review(s.strangerSession)).statusCode).toBe(403);
    const done = await review(s.customerSession);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Thanks. Your review is published.', rating: 4 });
    const again = await review(s.customerSession);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This invitation has already been used.');
    expect(
      (await call('GET', `/api/review-invitations/${token}`, s.customerSession)).json().state,
    ).toBe('used');

    // Readers see the label, on the service and on the provider page.
    const list = await call('GET', `/api/get-reviews?service_id=${s.service.id}`, null);
    expect(list.json().result[0]).toMatchObject({ rating: 4, label: 'invited' });
    const byProvider = await call('GET', `/api/provider-reviews?id=${s.provider.slug}`, null);
    expect(byProvider.json().result[0]).toMatchObject({ label: 'invited' });
    const [row] = await db().select().from(services).where(eq(services.id, s.service.id));
    expect(row!.ratingCount).toBe(1);
  });

  it('refuses members, strangers to the service, one’s own address, and a second invitation within 90 days', async () => {
    const s = await scene();
    expect((await invite(s, null, 'a@example.co.nz')).statusCode).toBe(401);
    const member = await invite(s, s.customerSession, 'a@example.co.nz');
    expect(member.statusCode).toBe(403);
    expect(member.json().message).toBe('Only service providers can invite customers to review.');
    const notMine = await invite(s, s.owner, 'a@example.co.nz', s.otherService.id);
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().errors.service_id).toEqual(['Choose one of your approved services.']);
    const self = await invite(s, s.owner, s.provider.email);
    expect(self.statusCode).toBe(400);
    const bad = await invite(s, s.owner, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.email).toBeDefined();

    expect((await invite(s, s.owner, 'a@example.co.nz')).statusCode).toBe(200);
    const twice = await invite(s, s.owner, 'A@example.co.nz');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This address was invited in the last 90 days.');
    // 91 days later the address may be invited again.
    const mine = eq(reviewInvitations.providerId, s.provider.id);
    await db()
      .update(reviewInvitations)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(mine);
    expect((await invite(s, s.owner, 'a@example.co.nz')).statusCode).toBe(200);
    expect(await db().$count(reviewInvitations, mine)).toBe(2);
  });

  it('sends at most 20 a day, and says how many are left', async () => {
    const s = await scene();
    for (let i = 0; i < 20; i += 1) {
      const res = await invite(s, s.owner, `customer${i}@example.co.nz`);
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await invite(s, s.owner, 'customer20@example.co.nz');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(
      'You can send at most 20 invitations a day. Try again tomorrow.',
    );
    const list = await call('GET', '/api/review-invitations', s.owner);
    expect(list.json()).toMatchObject({ total: 20, left_today: 0, page: 1 });
    expect(list.json().result[0].email).toBe('customer19@example.co.nz');
    expect((await call('GET', '/api/review-invitations', s.customerSession)).statusCode).toBe(403);
  });

  it('an expired link, or one for a customer who already reviewed, writes nothing', async () => {
    const s = await scene();
    await invite(s, s.owner, s.customer.email);
    const token = await tokenMailedTo(s.customer.email.toLowerCase());
    await db()
      .update(reviewInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(reviewInvitations.providerId, s.provider.id));
    const expired = await call(
      'POST',
      `/api/review-invitations/${token}/review`,
      s.customerSession,
      {
        rating: 1,
        review: 'Late.',
      },
    );
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe(
      'This invitation has expired. Ask the provider for a new one.',
    );
    expect(await db().$count(reviews, eq(reviews.serviceId, s.service.id))).toBe(0);
    // A customer who reviewed the service already: the add-review message, the link unused.
    const reviewed = await insertUser(db(), { firstName: 'Hemi' });
    await insertReview(db(), { serviceId: s.service.id, userId: reviewed.id, rating: 5 });
    await invite(s, s.owner, reviewed.email);
    const second = await call(
      'POST',
      `/api/review-invitations/${await tokenMailedTo(reviewed.email.toLowerCase())}/review`,
      await sessionCookie(db(), reviewed.id),
      { rating: 1, review: 'Twice.' },
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Review has been already added against this service');
    const [link] = await db()
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.email, reviewed.email.toLowerCase()));
    expect(link!.usedAt).toBeNull();
    const unknown = await call(
      'GET',
      `/api/review-invitations/${'x'.repeat(43)}`,
      s.customerSession,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('GET', '/api/review-invitations/abc', s.customerSession);
    expect(malformed.statusCode).toBe(400);
  });

  it('lists the calls in the OpenAPI page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/review-invitations',
        '/api/review-invitations/{token}',
        '/api/review-invitations/{token}/review',
      ]),
    );
  });
});
