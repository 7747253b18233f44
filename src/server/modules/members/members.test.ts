import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { enquiries, outboxEmails, reviews, services, watchlist } from '../../db/schema/index.ts';
import { runOutboxOnce } from '../../platform/mail/outbox-worker.ts';
import {
  insertCatalogue,
  insertEnquiry,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { freePort, senderFor, startSmtp } from '#tests/helpers/smtp.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe.each(testDbKinds)('members: watchlist, enquiries, reviews on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  type Session = { cookie: string };
  const post = (url: string, session: Session | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...session }, payload });
  const get = (url: string, session: Session | null, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...session, ...extra } });

  /** A provider's approved service and a member with a session. */
  async function scene() {
    const { provider, refs } = await insertCatalogue(db());
    const service = await insertService(db(), refs, { phoneNumber: '04 555 0199' });
    const member = await insertUser(db(), {
      firstName: 'Hemi',
      lastName: 'Walker',
      phoneNumber: '021 333 4444',
    });
    return {
      provider,
      service,
      member,
      session: await sessionCookie(db(), member.id),
      providerSession: await sessionCookie(db(), provider.id),
    };
  }

  describe('watchlist', () => {
    it('adds (twice is fine), lists with cards and flags, and removes', async () => {
      const { service, member, session } = await scene();
      const add = () =>
        post('/api/add-watch-list', session, { service_id: service.id, user_id: member.id });
      expect((await add()).json()).toEqual({ status: 1, message: 'Added' });
      expect((await add()).json()).toEqual({ status: 1, message: 'Added' });
      const list = (await get(`/api/get-watch-list?user_id=${member.id}`, session)).json();
      expect(list).toMatchObject({ status: 1, result: [service.id], total: 1 });
      expect(list.services[0]).toMatchObject({ id: service.id, watchList: 1, watchlist: 1 });
      const detail = (await get(`/api/service-detail?id=${service.slug}`, session)).json();
      expect(detail.added_to_watchlist).toBe(1);
      const removed = await get(
        `/api/remove-watch-list?user_id=${member.id}&service_id=${service.id}`,
        session,
        { 'sec-fetch-site': 'same-origin' },
      );
      expect(removed.json()).toEqual({ status: 1, message: 'Removed' });
      expect((await get('/api/get-watch-list', session)).json()).toMatchObject({
        status: 1,
        result: [],
        total: 0,
      });
    });

    it('50 concurrent adds of one member for one service make one row', async () => {
      const { service, member, session } = await scene();
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          post('/api/add-watch-list', session, { service_id: service.id }),
        ),
      );
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      const rows = await db()
        .select()
        .from(watchlist)
        .where(and(eq(watchlist.userId, member.id), eq(watchlist.serviceId, service.id)));
      expect(rows).toHaveLength(1);
    });

    it("refuses another member's user_id (403), no session (401), a cross-site removal (403)", async () => {
      const { service, member, session } = await scene();
      const other = await insertUser(db());
      expect(
        (await post('/api/add-watch-list', session, { service_id: service.id, user_id: other.id }))
          .statusCode,
      ).toBe(403);
      expect((await post('/api/add-watch-list', null, { service_id: service.id })).statusCode).toBe(
        401,
      );
      expect(
        await db().select().from(watchlist).where(eq(watchlist.serviceId, service.id)),
      ).toHaveLength(0);
      await post('/api/add-watch-list', session, { service_id: service.id });
      const crossSite = await get(`/api/remove-watch-list?service_id=${service.id}`, session, {
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.statusCode).toBe(403);
      expect(
        await db().select().from(watchlist).where(eq(watchlist.userId, member.id)),
      ).toHaveLength(1);
      expect((await post('/api/add-watch-list', session, { service_id: 999_999 })).statusCode).toBe(
        404,
      );
    });
  });

  describe('enquiries', () => {
    it("stores an email enquiry, opens its conversation and writes the provider's email (no member address)", async () => {
      const { provider, service, member, session } = await scene();
      const res = await post('/api/sendEnquiryEmailToServiceProvider', session, {
        message: 'Can you come on Friday morning?',
        provider_id: provider.id,
        user_id: member.id,
        service_id: service.id,
        type: 'message',
      });
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Enquiry send to service provider',
        enquiry: { type: 'message' },
        conversation_id: expect.any(Number),
      });
      const [row] = await db().select().from(enquiries).where(eq(enquiries.userId, member.id));
      expect(row).toMatchObject({
        serviceId: service.id,
        providerId: provider.id,
        type: 'message',
        isRead: false,
      });
      const [mail] = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, provider.email));
      // Issue 25 §2: the provider's email links to the conversation and carries neither the
      // member's email address nor their phone number (nor a reply-to).
      expect(mail).toMatchObject({ kind: 'enquiry_message', replyTo: null });
      expect(mail!.text).toContain('Can you come on Friday morning?');
      expect(mail!.text).toContain(`/messages/${res.json().conversation_id}`);
      expect(mail!.text).not.toContain('021 333 4444');
      expect(mail!.text).not.toContain(member.email);
      expect(mail!.html).not.toContain(member.email);
      expect(mail!.text).toContain('Hemi Walker');
      const repeat = await post('/api/sendEnquiryEmailToServiceProvider', session, {
        message: 'Hello again, still keen',
        service_id: service.id,
      });
      expect(repeat.json()).toMatchObject({
        success: false,
        message: 'Already set enquiry to the provider',
      });
      // The enquiry flag comes from the server: the review form shows on every device.
      const detail = (await get(`/api/service-detail?id=${service.slug}`, session)).json();
      expect(detail).toMatchObject({ enquired: 1, can_review: true });
    });

    it("a call needs no message and answers the provider's number", async () => {
      const { service, session } = await scene();
      const res = await post('/api/sendEnquiryEmailToServiceProvider', session, {
        service_id: service.id,
        type: 'call',
      });
      expect(res.json()).toMatchObject({ success: true, phone_number: '04 555 0199' });
    });

    it("refuses bad input, one's own service, and another member's user_id", async () => {
      const { provider, service, member, session, providerSession } = await scene();
      const send = (s: Session, body: Record<string, unknown>) =>
        post('/api/sendEnquiryEmailToServiceProvider', s, { service_id: service.id, ...body });
      expect((await send(session, { message: 'short' })).json().errors.message[0]).toBe(
        'Message must be at least 10 characters',
      );
      expect((await send(session, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
      expect(
        (await send(session, { message: 'A fine message here', type: 'fax' })).statusCode,
      ).toBe(400);
      expect(
        (await send(session, { message: 'A fine message here', provider_id: member.id }))
          .statusCode,
      ).toBe(400);
      expect(
        (await send(session, { message: 'A fine message here', user_id: provider.id })).statusCode,
      ).toBe(403);
      const own = await send(providerSession, { message: 'Enquiring myself' });
      expect(own.json()).toMatchObject({
        success: false,
        message: 'You cannot send an enquiry about your own service',
      });
      expect(
        await db().select().from(enquiries).where(eq(enquiries.serviceId, service.id)),
      ).toHaveLength(0);
    });

    it('fills the provider inbox (newest first, unread count, mark read) and the member sent box', async () => {
      const { provider, service, member, session, providerSession } = await scene();
      await post('/api/sendEnquiryEmailToServiceProvider', session, {
        message: 'First question about it',
        service_id: service.id,
      });
      await post('/api/sendEnquiryEmailToServiceProvider', session, {
        service_id: service.id,
        type: 'call',
      });
      const inbox = (await get('/api/enquiries', providerSession)).json();
      expect(inbox).toMatchObject({ total: 2, unread: 2 });
      expect(inbox.enquiries[0]).toMatchObject({
        type: 'call',
        is_read: false,
        service: { slug: service.slug },
        // Issue 25 §2: hidden until the member shares them in the conversation.
        contact: { name: 'Hemi Walker', email: null, phone_number: null },
      });
      expect((await get('/api/enquiries/unread', providerSession)).json()).toEqual({
        success: true,
        unread: 2,
      });
      const read = await post(`/api/enquiries/${inbox.enquiries[0].id}/read`, providerSession, {});
      expect(read.json()).toMatchObject({ success: true, unread: 1 });
      expect(
        (await post(`/api/enquiries/${inbox.enquiries[0].id}/read`, session, {})).statusCode,
      ).toBe(404);
      const conversationId = (await get('/api/conversations', session)).json().conversations[0].id;
      expect(inbox.enquiries[0].conversation_id).toBe(conversationId);
      await post(`/api/conversations/${conversationId}/share-contact`, session, {});
      const shared = (await get('/api/enquiries', providerSession)).json();
      expect(shared.enquiries[0].contact).toEqual({
        name: 'Hemi Walker',
        email: member.email,
        phone_number: '021 333 4444',
      });
      const sent = (await get('/api/enquiries?box=sent', session)).json();
      expect(sent.enquiries).toHaveLength(2);
      expect(sent.enquiries[0].contact).toMatchObject({ email: null, phone_number: '04 555 0199' });
      expect(sent.enquiries[0].contact.name).toBe(provider.businessName);
    });

    it('keeps an enquiry while SMTP is down and delivers it once SMTP is back', async () => {
      const { provider, service, session } = await scene();
      await post('/api/sendEnquiryEmailToServiceProvider', session, {
        message: 'Is next Tuesday free for you?',
        service_id: service.id,
      });
      const down = senderFor(await freePort(), {
        connectionTimeout: 500,
        greetingTimeout: 500,
        socketTimeout: 500,
      });
      await runOutboxOnce(db(), down, log);
      expect(
        await db().select().from(enquiries).where(eq(enquiries.serviceId, service.id)),
      ).toHaveLength(1);
      const [pending] = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, provider.email));
      expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
      await db()
        .update(outboxEmails)
        .set({ nextAttemptAt: new Date() })
        .where(eq(outboxEmails.id, pending!.id));
      const smtp = await startSmtp();
      try {
        await runOutboxOnce(db(), senderFor(smtp.port), log);
        expect(smtp.received.filter((r) => r.to === provider.email)).toHaveLength(1);
        // Issue 25 §2: no reply-to: the member's address stays private until shared.
        expect(smtp.received[0]!.raw).not.toMatch(/Reply-To:/);
      } finally {
        await smtp.close();
      }
    });
  });

  describe('reviews', () => {
    it('needs an enquiry, takes one review, updates the rating everywhere at once and emails the provider', async () => {
      const { provider, service, member, session } = await scene();
      const review = (body: Record<string, unknown>) =>
        post('/api/add-review', session, {
          service_id: service.id,
          user_id: member.id,
          review: 'Tidy work, on time.',
          ...body,
        });
      const search = () =>
        post('/api/getSubCategoryServices', null, { subCategory_id: service.subCategoryId });
      expect((await search()).json().services[0].total_reviews).toBe(0);
      expect((await search()).headers['x-cache']).toBe('hit');
      expect((await review({ rating: 4 })).json()).toMatchObject({
        success: false,
        message: 'Please send the provider an enquiry before reviewing this service',
      });
      await insertEnquiry(db(), {
        serviceId: service.id,
        providerId: provider.id,
        userId: member.id,
      });
      const ok = await review({ rating: 4 });
      expect(ok.json()).toEqual({
        success: true,
        message: 'Review has been added successfully',
        rating: 4,
        total_reviews: 1,
      });
      expect((await review({ rating: 5 })).json()).toMatchObject({
        success: false,
        message: 'Review has been already added against this service',
      });
      const [row] = await db().select().from(services).where(eq(services.id, service.id));
      expect(row).toMatchObject({ ratingCount: 1, ratingSum: 4 });
      const fresh = await search();
      expect(fresh.headers['x-cache']).toBe('miss');
      expect(fresh.json().services[0]).toMatchObject({ rating: 4, total_reviews: 1 });
      const seller = (await get(`/api/seller-detail?id=${provider.slug}`, null)).json();
      expect(seller.seller).toMatchObject({ rating: 4, total_reviews: 1 });
      const popular = (
        await post('/api/getPopularServicesAndCategories', null, { limit: 3 })
      ).json();
      expect(popular.popularServices[0]).toMatchObject({ id: service.id, total_reviews: 1 });
      const mails = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, provider.email));
      expect(mails.map((m) => m.kind)).toContain('review_added');
      const detail = (await get(`/api/service-detail?id=${service.slug}`, session)).json();
      expect(detail.can_review).toBe(false);
    });

    it("refuses another member's user_id (403) and a session-less review (401), changing nothing", async () => {
      const { provider, service, member, session } = await scene();
      const other = await insertUser(db());
      await insertEnquiry(db(), {
        serviceId: service.id,
        providerId: provider.id,
        userId: member.id,
      });
      await insertEnquiry(db(), {
        serviceId: service.id,
        providerId: provider.id,
        userId: other.id,
      });
      const body = { service_id: service.id, rating: 1, review: 'Not me' };
      expect(
        (await post('/api/add-review', session, { ...body, user_id: other.id })).statusCode,
      ).toBe(403);
      expect((await post('/api/add-review', null, body)).statusCode).toBe(401);
      expect(
        await db().select().from(reviews).where(eq(reviews.serviceId, service.id)),
      ).toHaveLength(0);
      const [row] = await db().select().from(services).where(eq(services.id, service.id));
      expect(row!.ratingCount).toBe(0);
      // An enquiry for another member is refused the same way.
      const enquiry = await post('/api/sendEnquiryEmailToServiceProvider', session, {
        service_id: service.id,
        user_id: other.id,
        type: 'call',
      });
      expect(enquiry.statusCode).toBe(403);
      expect(
        await db()
          .select()
          .from(enquiries)
          .where(and(eq(enquiries.serviceId, service.id), eq(enquiries.type, 'call'))),
      ).toHaveLength(0);
    });

    it("refuses one's own service, a bad rating, an empty text; defaults the rating to 5", async () => {
      const { provider, service, member, session, providerSession } = await scene();
      await insertEnquiry(db(), {
        serviceId: service.id,
        providerId: provider.id,
        userId: provider.id,
      });
      const own = await post('/api/add-review', providerSession, {
        service_id: service.id,
        review: 'I am great',
      });
      expect(own.json()).toMatchObject({
        success: false,
        message: 'You cannot review your own service',
      });
      await insertEnquiry(db(), {
        serviceId: service.id,
        providerId: provider.id,
        userId: member.id,
      });
      for (const rating of [0, 6, 3.5, 'five']) {
        expect(
          (await post('/api/add-review', session, { service_id: service.id, rating, review: 'ok' }))
            .statusCode,
        ).toBe(400);
      }
      expect(
        (await post('/api/add-review', session, { service_id: service.id, review: '' })).json()
          .errors.review,
      ).toEqual(['Review is required']);
      expect(
        (
          await post('/api/add-review', session, {
            service_id: service.id,
            review: 'x'.repeat(2001),
          })
        ).statusCode,
      ).toBe(400);
      const ok = await post('/api/add-review', session, {
        service_id: service.id,
        review: 'Great',
      });
      expect(ok.json().rating).toBe(5);
      const [row] = await db().select().from(reviews).where(eq(reviews.userId, member.id));
      expect(row!.rating).toBe(5);
    });
  });
});
