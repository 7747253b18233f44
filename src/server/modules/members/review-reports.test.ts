import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { adminActions, outboxEmails, reviewReports, services } from '../../db/schema/index.ts';
import { insertReviewedService, insertUser, sessionCookie } from '#tests/factories/index.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';

/** Reports of reviews (issue 27 §1, §4; decision 135). */
describe.each(testDbKinds)('review reports on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;

  const { call } = t;

  async function scene() {
    const { provider, service, member, review } = await insertReviewedService(db(), {
      rating: 1,
      review: 'Awful. Call me on 021 555 0101 and I will tell you more.',
    });
    const reader = await insertUser(db(), { firstName: 'Wiremu' });
    const admin = await insertUser(db(), { roleId: 1 });
    return {
      provider,
      service,
      member,
      reader,
      review,
      owner: await sessionCookie(db(), provider.id),
      reviewer: await sessionCookie(db(), member.id),
      readerSession: await sessionCookie(db(), reader.id),
      adminSession: await sessionCookie(db(), admin.id),
    };
  }
  type Scene = Awaited<ReturnType<typeof scene>>;

  const report = (s: Scene, session: Session | null, body: object) =>
    call('POST', `/api/reviews/${s.review.id}/report`, session, body);
  const reportsOf = (reviewId: number) =>
    db().select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId));
  const rating = async (serviceId: number) => {
    const [row] = await db().select().from(services).where(eq(services.id, serviceId));
    return { count: row!.ratingCount, sum: row!.ratingSum };
  };

  it('a reader and the provider report once each; the provider is marked; the own review is refused', async () => {
    const s = await scene();
    const first = await report(s, s.readerSession, { reason: 'personal_info' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Thank you. Our team will look at this review.');
    const again = await report(s, s.readerSession, { reason: 'offensive' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reported this review.');
    expect((await report(s, s.owner, { reason: 'not_customer' })).statusCode).toBe(200);
    const own = await report(s, s.reviewer, { reason: 'other', text: 'Changed my mind' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own review.');
    const rows = await reportsOf(s.review.id);
    expect(rows.map((r) => [r.reason, r.byProvider]).sort()).toEqual([
      ['not_customer', true],
      ['personal_info', false],
    ]);
  });

  it('refuses bad input (400), a guest (401) and an unknown review (404), changing nothing', async () => {
    const s = await scene();
    const bad = await report(s, s.readerSession, { reason: 'negative' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.reason).toBeDefined();
    const other = await report(s, s.readerSession, { reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.text).toHaveLength(1);
    expect((await report(s, null, { reason: 'offensive' })).statusCode).toBe(401);
    const unknown = await call(
      'POST',
      `/api/reviews/${s.review.id + 10_000}/report`,
      s.readerSession,
      {
        reason: 'offensive',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await reportsOf(s.review.id)).toHaveLength(0);
  });

  it('keep: the review stays, the report closes, the reporter and provider are told', async () => {
    const s = await scene();
    await report(s, s.readerSession, { reason: 'offensive' });
    const before = await rating(s.service.id);
    const list = await call('GET', '/api/admin/review-reports?per_page=100', s.adminSession);
    expect(list.statusCode, list.body).toBe(200);
    const mine = list
      .json<{ reports: { id: number; review: { id: number } }[] }>()
      .reports.find((r) => r.review.id === s.review.id)!;
    expect(mine).toMatchObject({
      reason: 'offensive',
      by_provider: false,
      reports_on_review: 1,
      review: { rating: 1, reviewer_name: 'Aroha N.', is_hidden: false },
      service: { id: s.service.id },
    });
    expect((await call('GET', '/api/admin/review-reports', s.readerSession)).statusCode).toBe(403);
    const url = `/api/admin/review-reports/${mine.id}/resolve`;
    const kept = await call('POST', url, s.adminSession, { action: 'keep' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().message).toBe('Report closed. The review stays up.');
    expect((await call('POST', url, s.adminSession, { action: 'keep' })).statusCode).toBe(409);
    expect(await rating(s.service.id)).toEqual(before);
    for (const to of [s.reader.email, s.provider.email]) {
      const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, to));
      expect(mails.some((m) => m.subject.startsWith('Review report:'))).toBe(true);
    }
    const audit = await db()
      .select()
      .from(adminActions)
      .where(
        and(eq(adminActions.action, 'review_report.keep'), eq(adminActions.targetId, s.review.id)),
      );
    expect(audit).toHaveLength(1);
  });

  it('hide needs a policy; it hides the review, leaves the rating and closes every report', async () => {
    const s = await scene();
    await report(s, s.readerSession, { reason: 'personal_info' });
    await report(s, s.owner, { reason: 'offensive' });
    const [first] = await reportsOf(s.review.id);
    const url = `/api/admin/review-reports/${first!.id}/resolve`;
    const noPolicy = await call('POST', url, s.adminSession, { action: 'hide' });
    expect(noPolicy.statusCode).toBe(400);
    expect(noPolicy.json().errors.policy).toEqual(['policy is required']);
    const negative = await call('POST', url, s.adminSession, {
      action: 'hide',
      policy: 'negative',
    });
    expect(negative.statusCode).toBe(400);
    const before = await rating(s.service.id);
    const hidden = await call('POST', url, s.adminSession, {
      action: 'hide',
      policy: 'personal_info',
      note: 'Phone number in the text',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await rating(s.service.id)).toEqual({ count: before.count - 1, sum: before.sum - 1 });
    expect((await reportsOf(s.review.id)).map((r) => r.status)).toEqual(['hidden', 'hidden']);
    const shown = await call('GET', `/api/get-reviews?service_id=${s.service.id}`, null);
    expect(shown.json().result).toHaveLength(0);
    const audit = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.action, 'review.hide'), eq(adminActions.targetId, s.review.id)));
    expect(audit[0]?.reason).toBe('Shares personal information');
    // A hidden review cannot be reported again.
    const late = await report(s, s.readerSession, { reason: 'offensive' });
    expect(late.statusCode).toBe(404);
  });
});
