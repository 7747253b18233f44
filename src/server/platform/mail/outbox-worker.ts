import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createMailSender, onOutboxWake, type MailMessage, type MailSender } from './mail.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * The outbox relay (docs/decisions/013-email-outbox.md): claims due messages with
 * `FOR UPDATE SKIP LOCKED` plus a lease (`locked_until`), so several app processes never send
 * one message at the same time; delivers them; retries failures with exponential backoff and
 * gives up (`failed`) after MAX_ATTEMPTS. Delivery is at-least-once: a process that dies
 * mid-send leaves its lease to expire and another worker sends the message again with the same
 * Message-ID.
 */
export const OUTBOX_DEFAULTS = {
  pollMs: 2000,
  batchSize: 10,
  /** Long enough for a whole batch even when every send hits the SMTP timeouts. */
  leaseMs: 10 * 60 * 1000,
  maxAttempts: 8,
  backoffBaseMs: 60 * 1000,
  backoffMaxMs: 6 * 60 * 60 * 1000,
} as const;

export type OutboxOptions = {
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
};

/** 1 min, 2 min, 4 min… capped at 6 h: the wait after the `attempts`-th failure. */
export function backoffMs(attempts: number, options: OutboxOptions = {}): number {
  const base = options.backoffBaseMs ?? OUTBOX_DEFAULTS.backoffBaseMs;
  const max = options.backoffMaxMs ?? OUTBOX_DEFAULTS.backoffMaxMs;
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

/** Claims up to `batchSize` due messages for this worker (one short transaction). */
export async function claimDueEmails(
  db: Db,
  options: OutboxOptions = {},
): Promise<(MailMessage & { attempts: number })[]> {
  const batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
  const leaseMs = options.leaseMs ?? OUTBOX_DEFAULTS.leaseMs;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.status, 'pending'),
          lte(outboxEmails.nextAttemptAt, sql`now()`),
          or(isNull(outboxEmails.lockedUntil), lte(outboxEmails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outboxEmails.nextAttemptAt), asc(outboxEmails.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
      .where(
        inArray(
          outboxEmails.id,
          due.map((d) => d.id),
        ),
      )
      .returning({
        id: outboxEmails.id,
        to: outboxEmails.to,
        replyTo: outboxEmails.replyTo,
        attachments: outboxEmails.attachments,
        subject: outboxEmails.subject,
        text: outboxEmails.text,
        html: outboxEmails.html,
        attempts: outboxEmails.attempts,
      });
  });
}

export type OutboxRunResult = { claimed: number; sent: number; retried: number; failed: number };

/** Claims and delivers one batch. Exported for tests and for a one-off flush. */
export async function runOutboxOnce(
  db: Db,
  sender: MailSender,
  log: FastifyBaseLogger,
  options: OutboxOptions = {},
): Promise<OutboxRunResult> {
  const maxAttempts = options.maxAttempts ?? OUTBOX_DEFAULTS.maxAttempts;
  const claimed = await claimDueEmails(db, options);
  const result: OutboxRunResult = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const message of claimed) {
    const attempts = message.attempts + 1;
    try {
      await sender.send(message);
      await db
        .update(outboxEmails)
        .set({ status: 'sent', attempts, sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outboxEmails.id, message.id));
      result.sent += 1;
    } catch (err) {
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      const giveUp = attempts >= maxAttempts;
      await db
        .update(outboxEmails)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError,
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${backoffMs(attempts, options)} * interval '1 millisecond'`,
        })
        .where(eq(outboxEmails.id, message.id));
      if (giveUp) {
        result.failed += 1;
        log.error({ outboxId: message.id, attempts, lastError }, 'email delivery failed for good');
      } else {
        result.retried += 1;
        log.warn(
          { outboxId: message.id, attempts, lastError },
          'email delivery failed; will retry',
        );
      }
    }
  }
  return result;
}

/**
 * Starts the background sender: polls every ~2 s (and at once when `wakeOutbox()` is called),
 * drains due messages in batches. Returns a stop function that waits for the current batch.
 */
export function startOutboxWorker(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  sender?: MailSender;
  options?: OutboxOptions;
  /** Where attachments are stored. */
  storage?: Pick<Storage, 'get'>;
  /** Takes database outages (logged once per outage there) instead of a line per poll. */
  onDatabaseDown?: (err: unknown) => void;
  /** Told each time a pass is over and the worker waits for the poll or a wake-up (tests). */
  onIdle?: () => void;
}): () => Promise<void> {
  const { db, config, log, options = {} } = deps;
  const sender = deps.sender ?? createMailSender(config, log, {}, deps.storage?.get);
  const pollMs = options.pollMs ?? OUTBOX_DEFAULTS.pollMs;
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  const unsubscribe = onOutboxWake(() => {
    woken = true;
    wakeUp?.();
  });

  const loop = (async () => {
    while (!stopped) {
      try {
        const result = await runOutboxOnce(db, sender, log, options);
        if (result.claimed > 0 && !stopped) continue;
      } catch (err) {
        if (stopped) break;
        if (deps.onDatabaseDown && isDatabaseUnavailable(err)) deps.onDatabaseDown(err);
        else log.error({ err }, 'outbox worker: could not process the outbox');
      }
      const resting = sleep();
      deps.onIdle?.();
      await resting;
    }
  })();

  log.info({ transport: sender.kind }, 'outbox worker started');
  return async () => {
    stopped = true;
    unsubscribe();
    wakeUp?.();
    await loop;
    sender.close();
  };
}
