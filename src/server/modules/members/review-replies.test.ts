import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { outboxEmails } from '../../db/schema/index.ts';
import { insertProvider, insertReviewedService, sessionCookie } from '#tests/factories/index.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';

/** Replies to reviews (issue 27 §1, §4): only the service's provider, once, editable. */
describe.each(testDbKinds)('review replies on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;

  const call = (
    method: 'POST' | 'PUT' | 'DELETE',
    id: number,
    session: Session | null,
    payload?: object,
  ) => t.call(method, `/api/reviews/${id}/reply`, session, payload);

  async function scene() {
    const { provider, service, member, review } = await insertReviewedService(db(), {
      rating: 2,
      review: 'Turned up late twice.',
    });
    const other = await insertProvider(db());
    return {
      provider,
      service,
      member,
      review,
      owner: await sessionCookie(db(), provider.id),
      reviewer: await sessionCookie(db(), member.id),
      stranger: await sessionCookie(db(), other.id),
    };
  }

  const replyOn = async (serviceId: number, reviewId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get-reviews?service_id=${serviceId}`,
    });
    const found = res
      .json<{ result: { id: number; reply: unknown }[] }>()
      .result.find((r) => r.id === reviewId);
    return found?.reply;
  };

  it('the provider replies once; the review answers carry it and the reviewer is emailed', async () => {
    const s = await scene();
    const text = 'Sorry about that: our van broke down. We have a second van now.';
    const res = await call('POST', s.review.id, s.owner, { reply: text });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Your reply is published.',
      reply: { text, updated_at: null },
    });
    expect(await replyOn(s.service.id, s.review.id)).toMatchObject({
      text,
      created_at: expect.any(String),
    });
    const second = await call('POST', s.review.id, s.owner, { reply: 'Again' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You have already replied to this review. Edit your reply instead.',
    );
    const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, s.member.email));
    expect(mails.map((m) => m.subject)).toEqual(['Kauri Plumbing replied to your review']);
  });

  it('edits and removes the reply; removing twice is 404', async () => {
    const s = await scene();
    await call('POST', s.review.id, s.owner, { reply: 'First words' });
    const edited = await call('PUT', s.review.id, s.owner, { reply: 'Better words' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().reply).toMatchObject({
      text: 'Better words',
      updated_at: expect.any(String),
    });
    expect(await replyOn(s.service.id, s.review.id)).toMatchObject({ text: 'Better words' });
    const removed = await call('DELETE', s.review.id, s.owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Your reply is removed.', reply: null });
    expect(await replyOn(s.service.id, s.review.id)).toBeNull();
    expect((await call('DELETE', s.review.id, s.owner)).statusCode).toBe(404);
    expect((await call('PUT', s.review.id, s.owner, { reply: 'Hello' })).statusCode).toBe(404);
  });

  it('refuses anyone but the provider (403), a guest (401), bad text (400), unknown (404)', async () => {
    const s = await scene();
    for (const session of [s.stranger, s.reviewer]) {
      const res = await call('POST', s.review.id, session, { reply: 'Not mine to answer' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Only the provider of this service can reply to its reviews.',
      );
    }
    expect((await call('POST', s.review.id, null, { reply: 'Hello' })).statusCode).toBe(401);
    for (const reply of ['x', 'y'.repeat(1001)]) {
      const res = await call('POST', s.review.id, s.owner, { reply });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.reply).toBeDefined();
    }
    expect((await call('POST', s.review.id + 10_000, s.owner, { reply: 'Hello' })).statusCode).toBe(
      404,
    );
    expect(await replyOn(s.service.id, s.review.id)).toBeNull();
  });
});
