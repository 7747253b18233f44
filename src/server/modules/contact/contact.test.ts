import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';

import { careerApplications, contactMessages, outboxEmails } from '../../db/schema/index.ts';
import { runOutboxOnce } from '../../platform/mail/outbox-worker.ts';
import { minimalDocx, minimalPdf, zip } from '#tests/helpers/files.ts';
import { listFiles, multipartBody, uniqueIp } from '#tests/helpers/http.ts';
import { senderFor, startSmtp } from '#tests/helpers/smtp.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

describe.each(testDbKinds)('contact and careers forms on %s', (kind) => {
  const t = useTestApp(kind, { env: { TEAM_EMAIL: 'team@kiwiservices.test' } });
  const db = () => t.handle.db;
  const contact = (payload: Record<string, unknown>, ip = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      headers: { origin: TEST_ORIGIN },
      payload,
    });
  const apply = (
    fields: Record<string, string>,
    resume?: { bytes: Buffer; filename: string; type: string },
    ip = uniqueIp(),
  ) => {
    const body = multipartBody(fields, resume ? { resume } : {});
    return t.app.inject({
      method: 'POST',
      url: '/api/careers',
      remoteAddress: ip,
      headers: { ...body.headers, origin: TEST_ORIGIN },
      payload: body.payload,
    });
  };
  const applicant = {
    first_name: 'Ana',
    last_name: 'Tupou',
    email: 'ana.tupou@example.test',
    role: 'Customer support',
    cover_note: 'I love helping people.',
  };

  describe('POST /api/contact', () => {
    it('stores the message, emails the team (reply-to the sender) and confirms to the sender', async () => {
      const res = await contact({
        name: 'Rawiri',
        email: 'rawiri@example.test',
        subject: 'Listing question',
        message: 'How do I list my lawn mowing business?',
      });
      expect(res.json()).toMatchObject({
        success: true,
        message: expect.stringContaining('Thank you'),
      });
      const [row] = await db()
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'rawiri@example.test'));
      expect(row).toMatchObject({ name: 'Rawiri', subject: 'Listing question', handledAt: null });
      const [team] = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'team@kiwiservices.test'));
      expect(team).toMatchObject({ kind: 'contact_message', replyTo: 'rawiri@example.test' });
      const [confirmation] = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'rawiri@example.test'));
      expect(confirmation!.kind).toBe('contact_received');
    });

    it('refuses an empty or a 100 KB message and a bad email, storing nothing', async () => {
      const before = (await db().select().from(contactMessages)).length;
      const empty = await contact({ name: 'A', email: 'a@example.test', message: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.message).toEqual(['Message is required']);
      expect(
        (await contact({ name: 'A', email: 'a@example.test', message: 'x'.repeat(100 * 1024) }))
          .statusCode,
      ).toBe(400);
      expect(
        (await contact({ name: '', email: 'nope', message: 'Hello there' })).json().errors,
      ).toMatchObject({
        name: ['Name is required'],
        email: ['Email must be a valid email address'],
      });
      expect((await db().select().from(contactMessages)).length).toBe(before);
    });

    it('refuses a message of spaces only and a subject over 150 characters, storing nothing', async () => {
      const before = (await db().select().from(contactMessages)).length;
      const blank = await contact({ name: 'A', email: 'a@example.test', message: '   \n  ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors.message).toEqual(['Message is required']);
      const subject = await contact({
        name: 'A',
        email: 'a@example.test',
        subject: 's'.repeat(151),
        message: 'Hello',
      });
      expect(subject.statusCode).toBe(400);
      expect(Object.keys(subject.json().errors)).toEqual(['subject']);
      expect((await db().select().from(contactMessages)).length).toBe(before);
    });

    it('keeps nothing from a filled honeypot, limits each address, refuses another site', async () => {
      const before = (await db().select().from(contactMessages)).length;
      const bot = await contact({
        name: 'Bot',
        email: 'bot@example.test',
        message: 'Buy cheap things now',
        website: 'http://spam.example',
      });
      expect(bot.json().success).toBe(true);
      expect((await db().select().from(contactMessages)).length).toBe(before);
      const ip = uniqueIp();
      const statuses = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (
            await contact(
              { name: 'N', email: 'n@example.test', message: `Message number ${i}` },
              ip,
            )
          ).statusCode,
        );
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses[5]).toBe(429);
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { origin: 'https://evil.example' },
        payload: { name: 'E', email: 'e@example.test', message: 'Hello from elsewhere' },
      });
      expect(crossSite.statusCode).toBe(403);
    });
  });

  describe('POST /api/careers', () => {
    it('stores the application, and the team gets the résumé attached when the email is sent', async () => {
      const res = await apply(applicant, {
        bytes: minimalPdf(),
        filename: 'Ana CV.pdf',
        type: 'application/pdf',
      });
      expect(res.json()).toMatchObject({ success: true });
      const [row] = await db()
        .select()
        .from(careerApplications)
        .where(eq(careerApplications.email, applicant.email));
      expect(row).toMatchObject({ position: 'Customer support', resumeName: 'Ana CV.pdf' });
      expect(row!.resume).toMatch(/^resumes\/[0-9a-f]+\.pdf$/);
      const smtp = await startSmtp();
      try {
        const sender = senderFor(smtp.port, {}, t.app.deps.storage.get);
        while ((await runOutboxOnce(db(), sender, log)).claimed > 0);
        const team = smtp.received.find(
          (m) => m.to === 'team@kiwiservices.test' && /Career application/.test(m.raw),
        );
        expect(team?.raw).toMatch(/Content-Type: application\/pdf; name="?Ana CV\.pdf/);
        expect(smtp.received.some((m) => m.to === applicant.email)).toBe(true);
      } finally {
        await smtp.close();
      }
    });

    it('accepts a Word document by its bytes', async () => {
      const res = await apply(
        { ...applicant, email: 'word@example.test' },
        { bytes: minimalDocx(), filename: 'cv.docx', type: 'application/octet-stream' },
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it("answers the spec's messages and refuses a 6 MB or a disguised résumé, keeping nothing", async () => {
      const filesBefore = await listFiles(t.config.uploadsDir);
      const rowsBefore = (await db().select().from(careerApplications)).length;
      const missing = await apply({ first_name: '', last_name: '', email: '' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toMatchObject({
        first_name: ['First Name is required'],
        last_name: ['Last Name is required'],
        email: ['Email is required'],
      });
      const noResume = await apply(applicant);
      expect(noResume.json()).toMatchObject({ message: 'Resume is required' });
      const big = Buffer.concat([minimalPdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
      expect(
        (await apply(applicant, { bytes: big, filename: 'big.pdf', type: 'application/pdf' }))
          .statusCode,
      ).toBe(413);
      const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
      expect(
        (await apply(applicant, { bytes: exe, filename: 'cv.pdf', type: 'application/pdf' }))
          .statusCode,
      ).toBe(415);
      expect(await listFiles(t.config.uploadsDir)).toEqual(filesBefore);
      expect((await db().select().from(careerApplications)).length).toBe(rowsBefore);
    });

    it('names every missing field at once, the résumé included, and checks the email pattern', async () => {
      const missing = await apply({ first_name: '', last_name: 'Tupou', email: 'not-an-email' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({
        first_name: ['First Name is required'],
        email: ['Email must be a valid email address'],
        resume: ['Resume is required'],
      });
    });

    it('refuses a 100 KB cover note, a zip renamed .docx and an empty file, keeping nothing', async () => {
      const filesBefore = await listFiles(t.config.uploadsDir);
      const rowsBefore = (await db().select().from(careerApplications)).length;
      const pdf = { bytes: minimalPdf(), filename: 'cv.pdf', type: 'application/pdf' };
      const long = await apply({ ...applicant, cover_note: 'x'.repeat(100 * 1024) }, pdf);
      // Longer than any form field may be (the multipart reader's limit): refused before parsing.
      expect(long.statusCode).toBe(413);
      expect(long.json().message).toMatch(/cover_note is too long/);
      const over = await apply({ ...applicant, cover_note: 'x'.repeat(5001) }, pdf);
      expect(over.statusCode).toBe(400);
      expect(Object.keys(over.json().errors)).toEqual(['cover_note']);
      const archive = await apply(applicant, {
        bytes: zip({ 'notes.txt': 'not a Word document' }),
        filename: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      expect(archive.statusCode).toBe(415);
      expect(archive.json().errors.resume).toEqual([
        'The résumé must be a PDF or a Word (.docx) document',
      ]);
      const empty = await apply(applicant, { ...pdf, bytes: Buffer.alloc(0) });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.resume).toEqual(['Resume is required']);
      expect(await listFiles(t.config.uploadsDir)).toEqual(filesBefore);
      expect((await db().select().from(careerApplications)).length).toBe(rowsBefore);
    });

    it('keeps nothing from a filled honeypot, limits each address, refuses another site', async () => {
      const filesBefore = await listFiles(t.config.uploadsDir);
      const rowsBefore = (await db().select().from(careerApplications)).length;
      const pdf = { bytes: minimalPdf(), filename: 'cv.pdf', type: 'application/pdf' };
      const bot = await apply({ ...applicant, website: 'http://spam.example' }, pdf);
      expect(bot.json()).toMatchObject({ success: true });
      expect(await listFiles(t.config.uploadsDir)).toEqual(filesBefore);
      expect((await db().select().from(careerApplications)).length).toBe(rowsBefore);

      const ip = uniqueIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await apply({ ...applicant, email: `a${i}@example.test` }, pdf, ip)).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

      const body = multipartBody(applicant, { resume: pdf });
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/careers',
        remoteAddress: uniqueIp(),
        headers: { ...body.headers, origin: 'https://evil.example' },
        payload: body.payload,
      });
      expect(crossSite.statusCode).toBe(403);
    });
  });
});
