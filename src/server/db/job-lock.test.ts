import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { senderFor, startSmtp } from '#tests/helpers/smtp.ts';
import { openTestDb, openTestPglite, TEST_DATABASE_URL } from '#tests/helpers/test-db.ts';
import { enqueueEmail } from '../platform/mail/mail.ts';
import { runOutboxOnce } from '../platform/mail/outbox-worker.ts';
import { openDb, type DbHandle } from './client.ts';
import { JOB_LOCKS, runExclusive } from './job-lock.ts';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

/** A promise and its resolver: a job body that holds until the test lets it go. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.runIf(TEST_DATABASE_URL)('scheduled jobs across instances on PostgreSQL', () => {
  // Two app instances: two pools (as two processes would have) on one database.
  let one: DbHandle;
  let two: DbHandle;
  beforeAll(async () => {
    one = await openTestDb('postgres');
    if (one.driver.kind !== 'postgres') throw new Error('postgres expected');
    two = await openDb({ kind: 'postgres', url: one.driver.pool.options.connectionString! });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('runs a job body once when both instances start it at the same time', async () => {
    const hold = gate();
    const entered = gate();
    let runs = 0;
    const body = async () => {
      runs += 1;
      entered.open();
      await hold.opened;
      return 'done';
    };
    const first = runExclusive(one, JOB_LOCKS.subscriptions, body);
    // The second instance tries while the first runs (holding the lock): it skips this round.
    await entered.opened;
    const second = await runExclusive(two, JOB_LOCKS.subscriptions, body);
    hold.open();
    expect([await first, second]).toEqual(['done', null]);
    expect(runs).toBe(1);
    // The lock is released: the next round runs (on either instance).
    expect(await runExclusive(two, JOB_LOCKS.subscriptions, body)).toBe('done');
  });

  it('keeps the jobs apart: each has its own lock', async () => {
    const hold = gate();
    const started = gate();
    const sweep = runExclusive(one, JOB_LOCKS.sessions, () => {
      started.open();
      return hold.opened.then(() => 'sweep');
    });
    await started.opened;
    expect(await runExclusive(two, JOB_LOCKS.subscriptions, async () => 'renewals')).toBe(
      'renewals',
    );
    expect(await runExclusive(two, JOB_LOCKS.sessions, async () => 'twice')).toBeNull();
    hold.open();
    expect(await sweep).toBe('sweep');
  });

  it('releases the lock when the job body fails', async () => {
    await expect(
      runExclusive(one, JOB_LOCKS.sessions, () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom');
    expect(await runExclusive(two, JOB_LOCKS.sessions, async () => 'ok')).toBe('ok');
  });

  it('sends each outbox email once with one worker per instance', async () => {
    const smtp = await startSmtp();
    const senders = [senderFor(smtp.port), senderFor(smtp.port)];
    try {
      for (let i = 0; i < 30; i++) {
        await enqueueEmail(one.db, {
          kind: 'test',
          to: `m${i}@example.test`,
          subject: `Hello ${i}`,
          text: 'Plain',
          html: '<p>HTML</p>',
        });
      }
      const drain = async (handle: DbHandle, sender: (typeof senders)[number]) => {
        while ((await runOutboxOnce(handle.db, sender, log, { batchSize: 4 })).claimed > 0);
      };
      await Promise.all([drain(one, senders[0]!), drain(two, senders[1]!)]);
      expect(smtp.received).toHaveLength(30);
      expect(new Set(smtp.received.map((r) => r.to)).size).toBe(30);
    } finally {
      for (const s of senders) s.close();
      await smtp.close();
    }
  });
});

describe('scheduled jobs on PGlite (one process)', () => {
  it('just runs the job', async () => {
    const handle = await openTestPglite();
    try {
      expect(await runExclusive(handle, JOB_LOCKS.sessions, async () => 42)).toBe(42);
    } finally {
      await handle.close();
    }
  });
});
