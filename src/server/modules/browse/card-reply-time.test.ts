import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { ServiceCard } from '#shared/api/browse.ts';
import {
  insertCatalogue,
  insertProvider,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { conversations } from '../../db/schema/index.ts';
import { refreshReplyTimes } from '../conversations/conversations.service.ts';

/**
 * The provider's reply time on the service cards of the lists (decision 126): read with the card
 * (one statement), and kept true in the card store, the micro-cache and the popular snapshot by
 * the `provider` change the reply-time writes publish.
 */
describe.each(testDbKinds)('reply time on the service cards on %s', (kind) => {
  const t = useTestApp(kind);

  const { call: inject } = t;

  /** Each card's reply time by service id, from every list that shows this sub category. */
  async function replyTimes(subCategoryId: number, providerId: number, session: Session | null) {
    const list = await inject('POST', '/api/getSubCategoryServices', session, {
      subCategory_id: subCategoryId,
    });
    expect(list.statusCode, list.body).toBe(200);
    const popular = await inject('POST', '/api/getPopularServicesAndCategories', session, {
      limit: 50,
    });
    const seller = await inject('GET', `/api/seller-services?id=${providerId}`, session);
    const byId = (cards: ServiceCard[]) =>
      Object.fromEntries(cards.map((c) => [c.id, c.reply_time_minutes]));
    return {
      list: byId(list.json().services),
      listCache: list.headers['x-cache'],
      popular: byId(popular.json().popularServices),
      seller: byId(seller.json().sellerServices),
    };
  }

  it('carries the provider’s reply time, and cached cards follow its changes', async () => {
    const db = t.handle.db;
    const { provider, refs, subCategory } = await insertCatalogue(db);
    const mine = [];
    for (let i = 0; i < 3; i++) {
      mine.push(await insertService(db, refs, { title: `Leak repair ${i}` }));
    }
    const other = await insertProvider(db);
    const theirs = await insertService(db, { ...refs, addedById: other.id }, { title: 'Gutters' });
    const member = await sessionCookie(db, (await insertUser(db)).id);
    const unmeasured = {
      ...Object.fromEntries(mine.map((s) => [s.id, null])),
      [theirs.id]: null,
    };

    // Unmeasured: null everywhere; the second anonymous read is the cached answer.
    for (const session of [null, null, member]) {
      const times = await replyTimes(subCategory.id, provider.id, session);
      expect(times.list).toEqual(unmeasured);
      expect(times.popular).toMatchObject(unmeasured);
    }
    expect((await replyTimes(subCategory.id, provider.id, null)).listCache).toBe('hit');

    // Three conversations answered after 30, 90 and 600 minutes: the median is 90.
    const providerSession = await sessionCookie(db, provider.id);
    const minutes = [30, 90, 600];
    const opened: number[] = [];
    for (const [i, service] of mine.entries()) {
      const asker = await sessionCookie(db, (await insertUser(db)).id);
      const enquiry = await inject('POST', '/api/sendEnquiryEmailToServiceProvider', asker, {
        message: 'Could you quote for this job please?',
        service_id: service.id,
      });
      const id = enquiry.json<{ conversation_id: number }>().conversation_id;
      opened.push(id);
      await db
        .update(conversations)
        .set({ createdAt: sql`now() - ${minutes[i]!} * interval '1 minute'` })
        .where(eq(conversations.id, id));
      const reply = await inject('POST', `/api/conversations/${id}/messages`, providerSession, {
        body: 'Thanks, happy to help.',
      });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    const measured = { ...Object.fromEntries(mine.map((s) => [s.id, 90])), [theirs.id]: null };
    for (const session of [null, member]) {
      const times = await replyTimes(subCategory.id, provider.id, session);
      expect(times.list).toEqual(measured);
      expect(times.popular).toMatchObject(measured);
      expect(times.seller).toEqual(Object.fromEntries(mine.map((s) => [s.id, 90])));
    }
    const detail = await inject('GET', `/api/service-detail?id=${mine[0]!.slug}`, null);
    expect(detail.json().services).toMatchObject({
      reply_time_minutes: 90,
      provider: { reply_time_minutes: 90 },
    });

    // The hourly job drops a conversation older than 90 days: 2 left, unmeasured again.
    await db
      .update(conversations)
      .set({
        createdAt: sql`now() - interval '100 days'`,
        firstReplyAt: sql`now() - interval '100 days'`,
      })
      .where(eq(conversations.id, opened[0]!));
    expect(await refreshReplyTimes(t.app.deps)).toEqual({ updated: 1 });
    for (const session of [null, member]) {
      const times = await replyTimes(subCategory.id, provider.id, session);
      expect(times.list).toEqual(unmeasured);
      expect(times.popular).toMatchObject(unmeasured);
    }
  });
});
