import { describe, expect, it } from 'vitest';

import {
  insertCatalogue,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

/**
 * Issue 22 §5: the service page tells a member who already enquired when they did (from the
 * server), and never puts that into an anonymous (cached) answer.
 */
describe.each(testDbKinds)('enquired_at on the service detail on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  const detail = (slug: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/service-detail?id=${slug}`, headers });

  it('is the member’s last enquiry date, for them only; null in anonymous cached answers', async () => {
    const { refs } = await insertCatalogue(db());
    const service = await insertService(db(), refs);
    const member = await insertUser(db());
    const other = await insertUser(db());
    const session = await sessionCookie(db(), member.id);
    // An anonymous answer cached before the enquiry.
    expect((await detail(service.slug)).json()).toMatchObject({ enquired: 0, enquired_at: null });
    expect((await detail(service.slug)).json().enquired_at).toBeNull();
    expect((await detail(service.slug, session)).json()).toMatchObject({ enquired_at: null });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/sendEnquiryEmailToServiceProvider',
      headers: { origin: TEST_ORIGIN, ...session },
      payload: { service_id: service.id, type: 'message', message: 'Are you free on Friday?' },
    });
    expect(sent.json()).toMatchObject({ success: true });
    const sentAt = sent.json().enquiry.created_at as string;

    const mine = await detail(service.slug, session);
    expect(mine.json()).toMatchObject({ enquired: 1, enquired_at: sentAt, can_review: true });
    expect(mine.headers['x-cache']).toBeUndefined();
    // A member's read never fills the anonymous cache, and the cached answer has no date.
    for (const anonymous of [await detail(service.slug), await detail(service.slug)]) {
      expect(anonymous.json()).toMatchObject({ enquired: 0, enquired_at: null });
      expect(anonymous.body).not.toContain(sentAt);
    }
    const someoneElse = await detail(service.slug, await sessionCookie(db(), other.id));
    expect(someoneElse.json()).toMatchObject({ enquired: 0, enquired_at: null });

    // A second attempt still gets the spec's warning.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sendEnquiryEmailToServiceProvider',
      headers: { origin: TEST_ORIGIN, ...session },
      payload: { service_id: service.id, type: 'message', message: 'Hello again, still keen?' },
    });
    expect(again.json()).toMatchObject({
      success: false,
      message: 'Already set enquiry to the provider',
    });
  });
});
