import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  adminActions,
  conversationMessages,
  conversationReports,
  conversations,
  outboxEmails,
  services,
  users,
} from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { minimalPdf } from '#tests/helpers/files.ts';
import { pngBytes } from '#tests/helpers/http.ts';
import { serviceForm, type FormFile } from '#tests/helpers/service-form.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { refreshReplyTimes } from './conversations.service.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

/** Conversations (issue 25): privacy, blocking, order under load, limits, notices, reports. */
describe.each(testDbKinds)('conversations on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  let png: Buffer;
  beforeAll(async () => {
    png = await pngBytes(1600, 1200);
  });

  const { call } = t;
  const send = (session: Session, id: number, body: string) =>
    call('POST', `/api/conversations/${id}/messages`, session, { body });

  /** A provider's service, a member who enquired about it, and the conversation it opened. */
  async function scene() {
    const { provider, refs } = await insertCatalogue(db());
    const service = await insertService(db(), refs, { phoneNumber: '04 555 0199' });
    const member = await insertUser(db(), {
      firstName: 'Aroha',
      lastName: 'Ngata',
      phoneNumber: '021 777 8888',
    });
    const session = await sessionCookie(db(), member.id);
    const providerSession = await sessionCookie(db(), provider.id);
    const enquiry = await call('POST', '/api/sendEnquiryEmailToServiceProvider', session, {
      message: 'Hi, my kitchen tap is leaking. Could you have a look this week?',
      service_id: service.id,
    });
    expect(enquiry.statusCode).toBe(200);
    const conversationId = enquiry.json<{ conversation_id: number }>().conversation_id;
    return { provider, service, member, session, providerSession, conversationId };
  }

  it('the enquiry opens a conversation with its message, and a second enquiry is still the warning', async () => {
    const { provider, service, member, session, providerSession, conversationId } = await scene();
    expect(conversationId).toEqual(expect.any(Number));
    const list = (await call('GET', '/api/conversations', providerSession)).json();
    expect(list).toMatchObject({ success: true, total: 1, unread: 1 });
    expect(list.conversations[0]).toMatchObject({
      id: conversationId,
      service: { id: service.id, slug: service.slug },
      other_party: { id: member.id, name: 'Aroha Ngata', initial: 'A' },
      last_message: { mine: false, has_attachments: false },
      unread: 1,
      closed: false,
    });
    expect(list.conversations[0].last_message.body).toContain('kitchen tap');
    // The service page leads a member who enquired to the conversation.
    const detail = (await call('GET', `/api/service-detail?id=${service.slug}`, session)).json();
    expect(detail).toMatchObject({ enquired: 1, conversation_id: conversationId });
    const anonymous = (await call('GET', `/api/service-detail?id=${service.slug}`, null)).json();
    expect(anonymous.conversation_id).toBeNull();
    const mine = (await call('GET', '/api/conversations', session)).json();
    expect(mine.conversations[0]).toMatchObject({
      other_party: { id: provider.id },
      unread: 0,
    });
    const again = await call('POST', '/api/sendEnquiryEmailToServiceProvider', session, {
      message: 'Following up on my leaking tap, thanks',
      service_id: service.id,
    });
    expect(again.json()).toMatchObject({
      success: false,
      message: 'Already set enquiry to the provider',
    });
    const messages = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(messages).toHaveLength(1);
    // A call enquiry continues the same conversation (one per member and service).
    const callEnquiry = await call('POST', '/api/sendEnquiryEmailToServiceProvider', session, {
      service_id: service.id,
      type: 'call',
    });
    expect(callEnquiry.json()).toMatchObject({ success: true, conversation_id: conversationId });
  });

  it('the service page names only the session member’s own conversation about that service', async () => {
    const { service, session, providerSession, conversationId } = await scene();
    const other = await scene();
    const detail = async (slug: string, who: Session | null) =>
      (await call('GET', `/api/service-detail?id=${slug}`, who)).json().conversation_id;
    expect(await detail(service.slug, session)).toBe(conversationId);
    // Another member, the provider on their own service, and the member on another service.
    expect(await detail(service.slug, other.session)).toBeNull();
    expect(await detail(service.slug, providerSession)).toBeNull();
    expect(await detail(other.service.slug, session)).toBeNull();
    expect(await detail(other.service.slug, other.session)).toBe(other.conversationId);
  });

  it('lists a user’s conversations as member and as provider together, newest activity first, paged', async () => {
    const first = await scene();
    const second = await scene();
    // The first provider enquires about the second provider's service: now on both sides.
    const asMember = await call(
      'POST',
      '/api/sendEnquiryEmailToServiceProvider',
      first.providerSession,
      { message: 'Do you also do hot water cylinders?', service_id: second.service.id },
    );
    const memberSide = asMember.json<{ conversation_id: number }>().conversation_id;
    await send(first.session, first.conversationId, 'Any news on the tap?');
    const page1 = (
      await call('GET', '/api/conversations?per_page=1', first.providerSession)
    ).json();
    expect(page1).toMatchObject({ total: 2, page: 1, per_page: 1, unread: 2 });
    expect(page1.conversations.map((c: { id: number }) => c.id)).toEqual([first.conversationId]);
    const page2 = (
      await call('GET', '/api/conversations?per_page=1&page=2', first.providerSession)
    ).json();
    expect(page2.conversations.map((c: { id: number }) => c.id)).toEqual([memberSide]);
    expect(page2.conversations[0]).toMatchObject({ unread: 0, last_message: { mine: true } });
  });

  it('answers 404 to a stranger, and a stranger’s writes change nothing', async () => {
    const { conversationId } = await scene();
    const stranger = await insertUser(db());
    const s = await sessionCookie(db(), stranger.id);
    const before = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['POST', '/messages', { body: 'Hello there' }],
      ['POST', '/read', {}],
      ['POST', '/share-contact', {}],
      ['POST', '/block', {}],
      ['DELETE', '/block', undefined],
      ['POST', '/report', { reason: 'Looks like spam' }],
    ] as const) {
      const res = await call(method, `/api/conversations/${conversationId}${path}`, s, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Conversation not found' });
    }
    const after = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(after).toEqual(before);
    expect(
      await db()
        .select()
        .from(conversationReports)
        .where(eq(conversationReports.reporterId, stranger.id)),
    ).toHaveLength(0);
    // No session: 401; a bad id: 400.
    expect((await call('GET', `/api/conversations/${conversationId}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/conversations/abc', s)).statusCode).toBe(400);
    expect((await call('GET', '/api/conversations/99999999999', s)).statusCode).toBe(400);
  });

  it('hides the member’s contact until the member shares it; only the member can share', async () => {
    const { member, session, providerSession, conversationId } = await scene();
    const thread = (
      await call('GET', `/api/conversations/${conversationId}`, providerSession)
    ).json();
    expect(thread.conversation).toMatchObject({ role: 'provider', contact: null });
    expect(JSON.stringify(thread)).not.toContain(member.email);
    expect(JSON.stringify(thread)).not.toContain('021 777 8888');
    const byProvider = await call(
      'POST',
      `/api/conversations/${conversationId}/share-contact`,
      providerSession,
      {},
    );
    expect(byProvider.statusCode).toBe(403);
    const shared = await call(
      'POST',
      `/api/conversations/${conversationId}/share-contact`,
      session,
      {},
    );
    expect(shared.json()).toMatchObject({
      success: true,
      contact: { email: member.email, phone_number: '021 777 8888' },
    });
    const after = (
      await call('GET', `/api/conversations/${conversationId}`, providerSession)
    ).json();
    expect(after.conversation.contact).toEqual({
      name: 'Aroha Ngata',
      email: member.email,
      phone_number: '021 777 8888',
    });
  });

  it('refuses both sides while blocked, tells the blocked side only that it is closed, and unblocks', async () => {
    const { session, providerSession, conversationId } = await scene();
    const block = await call(
      'POST',
      `/api/conversations/${conversationId}/block`,
      providerSession,
      {},
    );
    expect(block.json()).toEqual({ success: true, message: 'Conversation blocked' });
    const count = async () =>
      (
        await db()
          .select()
          .from(conversationMessages)
          .where(eq(conversationMessages.conversationId, conversationId))
      ).length;
    const before = await count();
    const fromMember = await send(session, conversationId, 'Are you there?');
    expect(fromMember.statusCode).toBe(403);
    expect(fromMember.json()).toMatchObject({ message: 'This conversation is closed' });
    expect((await send(providerSession, conversationId, 'One more thing')).statusCode).toBe(403);
    // The blocked side cannot unblock, and is not told who blocked.
    const unblockByMember = await call(
      'DELETE',
      `/api/conversations/${conversationId}/block`,
      session,
    );
    expect(unblockByMember.statusCode).toBe(403);
    const memberView = (await call('GET', `/api/conversations/${conversationId}`, session)).json();
    expect(memberView.conversation).toMatchObject({ closed: true, blocked_by_me: false });
    expect(await count()).toBe(before);
    const unblock = await call(
      'DELETE',
      `/api/conversations/${conversationId}/block`,
      providerSession,
    );
    expect(unblock.json()).toEqual({ success: true, message: 'Conversation unblocked' });
    expect((await send(session, conversationId, 'Are you there?')).statusCode).toBe(200);
  });

  it('keeps the order and unread counts of 50 concurrent messages, and pages the thread by keyset', async () => {
    const { session, providerSession, conversationId } = await scene();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send(session, conversationId, `Message number ${i + 1}`),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const [row] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversationId));
    expect(row).toMatchObject({ providerUnread: 51, memberUnread: 0 });
    const rows = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(conversationMessages.id);
    expect(rows).toHaveLength(51);
    expect(row!.lastMessageId).toBe(rows.at(-1)!.id);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(rows[i - 1]!.createdAt.getTime());
    }
    const first = (
      await call('GET', `/api/conversations/${conversationId}`, providerSession)
    ).json();
    expect(first.messages).toHaveLength(30);
    expect(first.has_more).toBe(true);
    expect(first.messages.map((m: { id: number }) => m.id)).toEqual(
      rows.slice(-30).map((r) => r.id),
    );
    const older = (
      await call(
        'GET',
        `/api/conversations/${conversationId}?before=${first.messages[0].id}`,
        providerSession,
      )
    ).json();
    expect(older.messages.map((m: { id: number }) => m.id)).toEqual(
      rows.slice(0, 21).map((r) => r.id),
    );
    expect(older.has_more).toBe(false);
    expect((await call('GET', '/api/conversations/unread', providerSession)).json()).toEqual({
      success: true,
      unread: 51,
    });
    const read = await call(
      'POST',
      `/api/conversations/${conversationId}/read`,
      providerSession,
      {},
    );
    expect(read.json()).toMatchObject({ success: true, unread: 0 });
    const unreadLeft = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversationId),
          sql`${conversationMessages.readAt} is null`,
        ),
      );
    expect(unreadLeft[0]!.n).toBe(0);
  });

  it('refuses bad messages with a 400 that changes nothing', async () => {
    const { session, conversationId } = await scene();
    for (const body of ['x', ' ', 'y'.repeat(2001), 'a\u0000b']) {
      const res = await send(session, conversationId, body);
      expect(res.statusCode, JSON.stringify(body.slice(0, 5))).toBe(400);
    }
    const missing = await call(
      'POST',
      `/api/conversations/${conversationId}/messages`,
      session,
      {},
    );
    expect(missing.statusCode).toBe(400);
    const rows = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(rows).toHaveLength(1);
  });

  it('answers malformed input with a 4xx, never a 500', async () => {
    const { session, conversationId } = await scene();
    const base = `/api/conversations/${conversationId}`;
    const cases: [string, 'GET' | 'POST', object | undefined][] = [
      ['/api/conversations?page=0', 'GET', undefined],
      ['/api/conversations?page=abc', 'GET', undefined],
      ['/api/conversations?per_page=1000', 'GET', undefined],
      [`${base}?before=-1`, 'GET', undefined],
      [`${base}?before=1e400`, 'GET', undefined],
      [`${base}/messages`, 'POST', { body: 'Fine text', attachments: 'not a file' }],
      [`${base}/messages`, 'POST', { body: ['a', 'b'] }],
      [`${base}/messages`, 'POST', { body: 'x'.repeat(1_000_000) }],
      [`${base}/report`, 'POST', { reason: '' }],
      [`${base}/report`, 'POST', { reason: 'Spam here', message_id: 'abc' }],
      ['/api/account/message-emails', 'POST', { enabled: 'maybe' }],
      ['/api/account/message-emails', 'POST', {}],
    ];
    for (const [url, method, payload] of cases) {
      const res = await call(method, url, session, payload);
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: `${base}/messages`,
      headers: {
        origin: TEST_ORIGIN,
        ...session,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="body"\r\n\r\nhalf',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const rows = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(rows).toHaveLength(1);
  });

  it('takes photos (re-encoded) or one PDF, and refuses other files', async () => {
    const { session, providerSession, conversationId } = await scene();
    const form = serviceForm({ body: 'Here is the leak' }, [
      ['attachments[]', { bytes: png, filename: 'leak.png', type: 'image/png' }],
      ['attachments[]', { bytes: png, filename: 'tap.png', type: 'image/png' }],
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { ...form.headers, ...session },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    const { attachments } = res.json().conversation_message;
    expect(attachments).toHaveLength(2);
    expect(attachments[0]).toMatchObject({ kind: 'image', width: 1280, height: 960 });
    expect(attachments[0].url).toMatch(/\/uploads\/messages\/[0-9a-f]+-detail\.webp$/);
    const pdf = serviceForm({ body: 'The quote' }, [
      ['attachments[]', { bytes: minimalPdf(), filename: 'Quote 12.pdf', type: 'application/pdf' }],
    ]);
    const pdfRes = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { ...pdf.headers, ...providerSession },
      payload: pdf.payload,
    });
    expect(pdfRes.json().conversation_message.attachments).toEqual([
      expect.objectContaining({ kind: 'pdf', name: 'Quote 12.pdf' }),
    ]);
    const bad = serviceForm({ body: 'Not an image' }, [
      ['attachments[]', { bytes: Buffer.from('hello'), filename: 'x.png', type: 'image/png' }],
    ]);
    const badRes = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { ...bad.headers, ...session },
      payload: bad.payload,
    });
    expect(badRes.statusCode).toBe(415);
    const six = serviceForm(
      { body: 'Too many' },
      Array.from({ length: 6 }, (_, i) => [
        'attachments[]',
        { bytes: png, filename: `p${i}.png`, type: 'image/png' },
      ]),
    );
    const sixRes = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { ...six.headers, ...session },
      payload: six.payload,
    });
    expect(sixRes.statusCode).toBe(400);
  });

  it('leaves no file behind when a message with files is not written (decision 128)', async () => {
    const { provider, session, conversationId } = await scene();
    const folder = join(t.config.uploadsDir, 'messages');
    const storedFiles = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    const before = storedFiles();
    const sendFiles = (body: string, files: [string, FormFile][]) => {
      const form = serviceForm({ body }, files);
      return t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { ...form.headers, ...session },
        payload: form.payload,
      });
    };
    const photos: [string, FormFile][] = [
      ['attachments[]', { bytes: png, filename: 'leak.png', type: 'image/png' }],
      ['attachments[]', { bytes: png, filename: 'tap.png', type: 'image/png' }],
    ];
    const pdf: [string, FormFile][] = [
      ['attachments[]', { bytes: minimalPdf(), filename: 'Quote.pdf', type: 'application/pdf' }],
    ];
    // The database refuses the message after its files were stored: a trigger fails the insert
    // of messages whose text starts "Refused:", in the send's own transaction.
    await db().execute(
      sql.raw(`create function ks_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger ks_test_refuse before insert on conversation_messages
        for each row when (new.body like 'Refused:%') execute function ks_test_refuse()`),
    );
    try {
      const refusedPhotos = await sendFiles('Refused: here is the leak', photos);
      expect(refusedPhotos.statusCode).toBeGreaterThanOrEqual(400);
      expect(refusedPhotos.statusCode).not.toBe(413);
      const refusedPdf = await sendFiles('Refused: the quote', pdf);
      expect(refusedPdf.statusCode).toBe(refusedPhotos.statusCode);
      expect(storedFiles()).toEqual(before);
    } finally {
      await db().execute(sql`drop trigger ks_test_refuse on conversation_messages`);
      await db().execute(sql`drop function ks_test_refuse()`);
    }
    // The other side suspended: refused before anything is stored.
    await db().update(users).set({ isSuspended: true }).where(eq(users.id, provider.id));
    const closed = await sendFiles('Here is the leak', photos);
    expect(closed.statusCode).toBe(403);
    expect(closed.json().message).toBe('This conversation is closed');
    expect(storedFiles()).toEqual(before);
    await db().update(users).set({ isSuspended: false }).where(eq(users.id, provider.id));
    // The same send, allowed, stores its files and writes its message: the checks above saw the
    // folder where files go.
    const sent = await sendFiles('Here is the leak', photos);
    expect(sent.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(before.length + 4);
    const written = await db()
      .select({ body: conversationMessages.body })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId));
    expect(written.map((m) => m.body).filter((b) => b.startsWith('Refused:'))).toEqual([]);
  });

  it('refuses a 21st new conversation in a day and a conversation with oneself', async () => {
    const { provider, refs } = await insertCatalogue(db());
    const member = await insertUser(db());
    const session = await sessionCookie(db(), member.id);
    const others = await Promise.all(
      Array.from({ length: 21 }, (_, i) => insertService(db(), refs, { title: `Job ${i}` })),
    );
    await db()
      .insert(conversations)
      .values(
        others
          .slice(0, 20)
          .map((s) => ({ memberId: member.id, providerId: provider.id, serviceId: s.id })),
      );
    const res = await call('POST', '/api/sendEnquiryEmailToServiceProvider', session, {
      message: 'One more enquiry for today please',
      service_id: others[20]!.id,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('at most 20 conversations a day');
    const [count] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(eq(conversations.memberId, member.id));
    expect(count!.n).toBe(20);
    // Oneself: the provider enquiring about their own service opens nothing.
    const own = await call(
      'POST',
      '/api/sendEnquiryEmailToServiceProvider',
      await sessionCookie(db(), provider.id),
      { message: 'Talking to myself here', service_id: others[20]!.id },
    );
    expect(own.json()).toMatchObject({ success: false });
    const [mine] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(eq(conversations.memberId, provider.id));
    expect(mine!.n).toBe(0);
  });

  it('a suspended side cannot be reached', async () => {
    const { provider, session, conversationId } = await scene();
    await db().update(users).set({ isSuspended: true }).where(eq(users.id, provider.id));
    const res = await send(session, conversationId, 'Hello, anyone?');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This conversation is closed');
  });

  it('emails the other side through the outbox in 5 minutes, at most once per 15 minutes, not when read or turned off', async () => {
    const { member, session, providerSession, conversationId } = await scene();
    const notices = () =>
      db()
        .select()
        .from(outboxEmails)
        .where(
          and(eq(outboxEmails.to, member.email), eq(outboxEmails.kind, 'conversation_message')),
        );
    await send(providerSession, conversationId, 'Kia ora, I can come on Thursday at 9.');
    await send(providerSession, conversationId, 'Or Friday afternoon if that suits better.');
    let queued = await notices();
    expect(queued).toHaveLength(1);
    const [notice] = queued;
    expect(notice).toMatchObject({ status: 'pending', attempts: 0 });
    expect(notice!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 4 * 60 * 1000);
    expect(notice!.text).toContain(`/messages/${conversationId}`);
    expect(notice!.text).not.toContain('Thursday');
    // Read within 5 minutes: the notice is withdrawn.
    await call('POST', `/api/conversations/${conversationId}/read`, session, {});
    expect(await notices()).toHaveLength(0);
    await send(providerSession, conversationId, 'Just checking you saw this.');
    expect(await notices()).toHaveLength(1);
    // 16 minutes later another notice may go.
    await db()
      .update(conversations)
      .set({ memberNoticedAt: sql`now() - interval '16 minutes'` })
      .where(eq(conversations.id, conversationId));
    await send(providerSession, conversationId, 'Last one from me today.');
    queued = await notices();
    expect(queued).toHaveLength(2);
    // Turned off: no more notices.
    const off = await call('POST', '/api/account/message-emails', session, { enabled: false });
    expect(off.json()).toMatchObject({ success: true, enabled: false });
    expect((await call('GET', '/api/account/message-emails', session)).json().enabled).toBe(false);
    await db()
      .update(conversations)
      .set({ memberNoticedAt: null })
      .where(eq(conversations.id, conversationId));
    await send(providerSession, conversationId, 'Are you still keen?');
    expect(await notices()).toHaveLength(2);
  });

  it('measures the provider’s reply time once there are 3 conversations', async () => {
    const { provider, refs } = await insertCatalogue(db());
    const providerSession = await sessionCookie(db(), provider.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const service = await insertService(db(), refs, { title: `Reply job ${i}` });
      const member = await insertUser(db());
      const res = await call(
        'POST',
        '/api/sendEnquiryEmailToServiceProvider',
        await sessionCookie(db(), member.id),
        {
          message: 'Could you quote for this job please?',
          service_id: service.id,
        },
      );
      ids.push(res.json().conversation_id);
    }
    const minutes = [30, 90, 600];
    for (const [i, id] of ids.entries()) {
      await db()
        .update(conversations)
        .set({ createdAt: sql`now() - ${minutes[i]!} * interval '1 minute'` })
        .where(eq(conversations.id, id));
      await send(providerSession, id, 'Thanks, happy to help.');
      const [u] = await db().select().from(users).where(eq(users.id, provider.id));
      expect(u!.replyTimeMinutes).toBe(i < 2 ? null : 90);
    }
    const thread = (await call('GET', `/api/conversations/${ids[0]}`, providerSession)).json();
    expect(thread.conversation.reply_time_minutes).toBe(90);
    // On the service and provider answers (§6), through the browse caches' provider change.
    const [service] = await db()
      .select({ slug: services.slug })
      .from(services)
      .where(eq(services.addedById, provider.id))
      .limit(1);
    const detail = (await call('GET', `/api/service-detail?id=${service!.slug}`, null)).json();
    expect(detail.services.provider.reply_time_minutes).toBe(90);
    const seller = (await call('GET', `/api/seller-detail?id=${provider.slug}`, null)).json();
    expect(seller.seller.reply_time_minutes).toBe(90);
    // A sort of the directory: measured reply times first, fastest first.
    const directory = (
      await call('GET', '/api/AllServiceProviders?sort=reply_time&per_page=100', null)
    ).json();
    expect(directory.seller[0]).toMatchObject({ id: provider.id, reply_time_minutes: 90 });
    expect(directory.seller.length).toBeGreaterThan(1);
    // The hourly job: a conversation older than 90 days leaves the measure (2 left: null).
    await db()
      .update(conversations)
      .set({
        createdAt: sql`now() - interval '100 days'`,
        firstReplyAt: sql`now() - interval '100 days'`,
      })
      .where(eq(conversations.id, ids[0]!));
    expect(await refreshReplyTimes(t.app.deps)).toEqual({ updated: 1 });
    expect(await refreshReplyTimes(t.app.deps)).toBeNull();
    const after = (await call('GET', `/api/seller-detail?id=${provider.slug}`, null)).json();
    expect(after.seller.reply_time_minutes).toBeNull();
  });

  it('sends reports to the admin queue with only the reported message and its context, audited', async () => {
    const { session, providerSession, conversationId } = await scene();
    const sent: number[] = [];
    for (let i = 1; i <= 8; i++) {
      const res = await send(
        i % 2 ? providerSession : session,
        conversationId,
        `Line ${i} of the chat`,
      );
      sent.push(res.json().conversation_message.id);
    }
    const report = await call('POST', `/api/conversations/${conversationId}/report`, session, {
      reason: 'Asked me to pay outside the site',
      message_id: sent[4],
    });
    expect(report.json()).toMatchObject({ success: true, report_id: expect.any(Number) });
    const foreign = await call('POST', `/api/conversations/${conversationId}/report`, session, {
      reason: 'Wrong message',
      message_id: 99_999_999,
    });
    expect(foreign.statusCode).toBe(404);
    const member = await call('GET', '/api/admin/conversation-reports', session);
    expect(member.statusCode).toBe(403);
    const root = await insertUser(db(), { roleId: 1 });
    const admin = await sessionCookie(db(), root.id);
    const queue = (await call('GET', '/api/admin/conversation-reports', admin)).json();
    const item = queue.reports.find((r: { id: number }) => r.id === report.json().report_id);
    expect(item).toMatchObject({ reason: 'Asked me to pay outside the site', message_id: sent[4] });
    expect(item.messages.map((m: { id: number }) => m.id)).toEqual(sent.slice(2, 7));
    expect(item.messages.filter((m: { reported: boolean }) => m.reported)).toHaveLength(1);
    const audit = await db()
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.adminId, root.id), eq(adminActions.action, 'conversation.view')));
    expect(audit).toEqual([
      expect.objectContaining({ targetType: 'conversation', targetId: conversationId }),
    ]);
    const resolve = await call(
      'POST',
      `/api/admin/conversation-reports/${item.id}/resolve`,
      admin,
      { resolution: 'Warned the provider' },
    );
    expect(resolve.json()).toEqual({ success: true, message: 'Report resolved' });
    const again = (await call('GET', '/api/admin/conversation-reports', admin)).json();
    expect(again.reports.find((r: { id: number }) => r.id === item.id)).toBeUndefined();
  });

  it('lists every call in the OpenAPI page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/conversations',
        '/api/conversations/unread',
        '/api/conversations/events',
        '/api/conversations/{id}',
        '/api/conversations/{id}/messages',
        '/api/conversations/{id}/read',
        '/api/conversations/{id}/share-contact',
        '/api/conversations/{id}/block',
        '/api/conversations/{id}/report',
        '/api/account/message-emails',
        '/api/admin/conversation-reports',
        '/api/admin/conversation-reports/{id}/resolve',
      ]),
    );
  });

  it('streams a `message` event to the other side’s open event stream', async () => {
    const { session, providerSession, conversationId } = await scene();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received = new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/conversations/events', headers: providerSession },
        (res) => {
          expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('event: message')) {
              resolve(text);
              req.destroy();
            } else if (text.includes(': connected')) {
              void send(session, conversationId, 'Are you free tomorrow?');
            }
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    const text = await received;
    expect(text).toContain(`event: message\ndata: {"conversation_id":${conversationId}}`);
  });

  it('streams an `update` event to the provider when the member shares their contact', async () => {
    const { session, providerSession, conversationId } = await scene();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const received = new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/conversations/events', headers: providerSession },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes('event: update')) {
              resolve(text);
              req.destroy();
            } else if (text.includes(': connected')) {
              void call('POST', `/api/conversations/${conversationId}/share-contact`, session);
            }
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(await received).toContain(`event: update\ndata: {"conversation_id":${conversationId}}`);
  });
});
