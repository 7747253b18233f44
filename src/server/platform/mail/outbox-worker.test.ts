import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { freePort, senderFor, startSmtp } from '#tests/helpers/smtp.ts';
import { openTestDb, testDbKinds, truncateAll } from '#tests/helpers/test-db.ts';
import type { DbHandle } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { enqueueEmail, wakeOutbox } from './mail.ts';
import { backoffMs, claimDueEmails, runOutboxOnce, startOutboxWorker } from './outbox-worker.ts';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

const message = (to: string, n = 1) => ({
  kind: 'test',
  to,
  subject: `Hello ${n}`,
  text: `Plain text ${n}`,
  html: `<p>HTML ${n}</p>`,
});

describe.each(testDbKinds)('outbox worker on %s', (kind) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  afterEach(async () => {
    await truncateAll(handle);
  });
  const db = () => handle.db;
  const rows = () => db().select().from(outboxEmails).orderBy(outboxEmails.id);

  it('delivers due messages over SMTP and marks them sent', async () => {
    const smtp = await startSmtp();
    const sender = senderFor(smtp.port);
    try {
      const id = await enqueueEmail(db(), message('aroha@example.test'));
      const result = await runOutboxOnce(db(), sender, log);
      expect(result).toMatchObject({ claimed: 1, sent: 1, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toBe('aroha@example.test');
      expect(smtp.received[0]!.messageId).toBe(`<outbox-${id}@localhost>`);
      expect(smtp.received[0]!.raw).toContain('Subject: Hello 1');
      const [row] = await rows();
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 1,
        lockedUntil: null,
        lastError: null,
      });
      expect(row!.sentAt).toBeInstanceOf(Date);
      // Nothing left to do.
      expect((await runOutboxOnce(db(), sender, log)).claimed).toBe(0);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('keeps the message when SMTP is down and delivers it once the server is back', async () => {
    const port = await freePort();
    const down = senderFor(port);
    await enqueueEmail(db(), message('mere@example.test'));
    const before = Date.now();
    const first = await runOutboxOnce(db(), down, log);
    const after = Date.now();
    down.close();
    expect(first).toMatchObject({ claimed: 1, sent: 0, retried: 1 });
    const [pending] = await rows();
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    expect(pending!.lastError).toBeTruthy();
    // One minute after the failed pass (the database's clock; a second either side for its
    // rounding): bracketed by the times around the pass, however long the pass took.
    const nextAttempt = pending!.nextAttemptAt.getTime();
    expect(nextAttempt).toBeGreaterThanOrEqual(before + 60_000 - 1_000);
    expect(nextAttempt).toBeLessThanOrEqual(after + 60_000 + 1_000);
    // Not due yet: a second pass does nothing.
    expect((await runOutboxOnce(db(), down, log)).claimed).toBe(0);

    // Time passes and the server comes back on the same port.
    await db()
      .update(outboxEmails)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` });
    const smtp = await startSmtp({ port });
    const up = senderFor(port);
    try {
      const second = await runOutboxOnce(db(), up, log);
      expect(second).toMatchObject({ claimed: 1, sent: 1 });
      expect(smtp.received).toHaveLength(1);
      const [sent] = await rows();
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      up.close();
      await smtp.close();
    }
  });

  it('retries a temporary refusal and gives up as failed after the last attempt', async () => {
    const smtp = await startSmtp({ rejectRcpt: () => true });
    const sender = senderFor(smtp.port);
    try {
      await enqueueEmail(db(), message('busy@example.test'));
      for (let attempt = 1; attempt <= 3; attempt++) {
        await db()
          .update(outboxEmails)
          .set({ nextAttemptAt: sql`now() - interval '1 second'` });
        const result = await runOutboxOnce(db(), sender, log, { maxAttempts: 3 });
        expect(result.claimed).toBe(1);
        expect(result.failed).toBe(attempt === 3 ? 1 : 0);
      }
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row!.lastError).toMatch(/451|busy/i);
      await db()
        .update(outboxEmails)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect((await runOutboxOnce(db(), sender, log)).claimed).toBe(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      sender.close();
      await smtp.close();
    }
  });

  it('times out on an SMTP server that never answers, and retries later', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const sender = senderFor((silent.address() as AddressInfo).port, {
      connectionTimeout: 500,
      greetingTimeout: 500,
      socketTimeout: 500,
    });
    try {
      await enqueueEmail(db(), message('slow@example.test'));
      const result = await runOutboxOnce(db(), sender, log);
      expect(result).toMatchObject({ claimed: 1, retried: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row!.lastError).toMatch(/timeout|greeting/i);
    } finally {
      sender.close();
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('never lets two workers send one message twice', async () => {
    const smtp = await startSmtp();
    const a = senderFor(smtp.port);
    const b = senderFor(smtp.port);
    try {
      for (let i = 0; i < 25; i++) await enqueueEmail(db(), message(`many${i}@example.test`, i));
      // Two workers drain the outbox at the same time, in small batches.
      const drain = async (sender: typeof a) => {
        for (;;) {
          const result = await runOutboxOnce(db(), sender, log, { batchSize: 3 });
          if (result.claimed === 0) return;
        }
      };
      await Promise.all([drain(a), drain(b)]);
      expect(smtp.received).toHaveLength(25);
      expect(new Set(smtp.received.map((r) => r.messageId)).size).toBe(25);
      expect((await rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      a.close();
      b.close();
      await smtp.close();
    }
  });

  it("respects another worker's lease until it expires", async () => {
    await enqueueEmail(db(), message('lease@example.test'));
    const claimedByA = await claimDueEmails(db(), { leaseMs: 60_000 });
    expect(claimedByA).toHaveLength(1);
    expect(await claimDueEmails(db())).toHaveLength(0);
    // Worker A died: its lease runs out and B takes the message.
    await db()
      .update(outboxEmails)
      .set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await claimDueEmails(db())).toHaveLength(1);
  });

  it('without SMTP_URL logs the message, marks it sent, and wakes at once after an enqueue', async () => {
    let idle: () => void = () => {};
    const asleep = new Promise<void>((resolve) => (idle = resolve));
    const stop = startOutboxWorker({
      db: db(),
      config: {
        smtpUrl: undefined,
        mailFrom: 'x <x@example.test>',
        isProduction: false,
        publicUrl: 'http://localhost:3000',
      } as Parameters<typeof startOutboxWorker>[0]['config'],
      log,
      options: { pollMs: 60_000 },
      onIdle: () => idle(),
    });
    try {
      // The first (empty) pass is over: the worker is asleep for a minute.
      await asleep;
      const id = await enqueueEmail(db(), message('log@example.test'));
      wakeOutbox();
      // Sent long before the worker's one-minute poll: the wake-up did it.
      await vi.waitFor(
        async () => {
          const [row] = await db().select().from(outboxEmails).where(eq(outboxEmails.id, id));
          expect(row!.status).toBe('sent');
        },
        { timeout: 20_000, interval: 50 },
      );
    } finally {
      await stop();
    }
  });
});

describe('backoff', () => {
  it('doubles from one minute and is capped at six hours', () => {
    expect(backoffMs(1)).toBe(60_000);
    expect(backoffMs(2)).toBe(120_000);
    expect(backoffMs(4)).toBe(480_000);
    expect(backoffMs(20)).toBe(6 * 3_600_000);
  });
});
