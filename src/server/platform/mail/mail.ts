import { EventEmitter } from 'node:events';

import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';

import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/client.ts';
import { outboxEmails, type EmailAttachment } from '../../db/schema/index.ts';
import type { EmailContent } from './mail-templates.ts';

/**
 * Outgoing email goes through the outbox (docs/decisions/013-email-outbox.md): callers write the
 * message with `enqueueEmail` inside the transaction of the change that causes it, and the
 * outbox worker (platform/mail/outbox-worker.ts) delivers it later, with retries.
 */
export type OutgoingEmail = EmailContent & {
  to: string;
  replyTo?: string | null;
  attachments?: EmailAttachment[] | null;
  /**
   * Send no sooner than this many milliseconds from now (a notice that is cancelled if the
   * reader acts first: `cancelPendingEmail`).
   */
  delayMs?: number;
};

const outboxSignal = new EventEmitter();
outboxSignal.setMaxListeners(0);

/** Writes a message to the outbox (use the transaction of the change). Returns its id. */
export async function enqueueEmail(db: Db | Tx, email: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(outboxEmails)
    .values({
      kind: email.kind,
      to: email.to,
      replyTo: email.replyTo ?? null,
      attachments: email.attachments ?? null,
      subject: email.subject.replace(/[\r\n]+/g, ' '),
      text: email.text,
      html: email.html,
      ...(email.delayMs
        ? { nextAttemptAt: sql`now() + ${email.delayMs} * interval '1 millisecond'` }
        : {}),
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

/**
 * Withdraws a scheduled message that no worker has claimed yet (a "new message" notice whose
 * message was read in time). Answers whether it was withdrawn; a message already being sent
 * or sent stays.
 */
export async function cancelPendingEmail(db: Db | Tx, id: number): Promise<boolean> {
  const deleted = await db
    .delete(outboxEmails)
    .where(
      and(
        eq(outboxEmails.id, id),
        eq(outboxEmails.status, 'pending'),
        eq(outboxEmails.attempts, 0),
        or(isNull(outboxEmails.lockedUntil), lte(outboxEmails.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: outboxEmails.id });
  return deleted.length > 0;
}

/** Tells the workers of this process that mail is waiting (call after the commit). */
export function wakeOutbox(): void {
  outboxSignal.emit('wake');
}

export function onOutboxWake(listener: () => void): () => void {
  outboxSignal.on('wake', listener);
  return () => outboxSignal.off('wake', listener);
}

/** One message as the worker hands it to a transport. */
export type MailMessage = {
  id: number;
  to: string;
  replyTo: string | null;
  attachments: EmailAttachment[] | null;
  subject: string;
  text: string;
  html: string;
};

/** Delivers one message or throws; `kind` says where it went. */
export type MailSender = {
  kind: 'smtp' | 'log';
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/** Timeouts so a hanging SMTP server delays mail without holding the worker forever. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/**
 * The transport: SMTP through nodemailer when SMTP_URL is set; otherwise the log (the message
 * stays in the outbox, where /dev/mailbox lists it). The log carries the text only outside
 * production, since it holds password links.
 */
export function createMailSender(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'isProduction' | 'publicUrl'>,
  log: FastifyBaseLogger,
  timeouts: { connectionTimeout?: number; greetingTimeout?: number; socketTimeout?: number } = {},
  /** Reads an attachment's stored file (the app's storage). */
  readFile?: (key: string) => Promise<Buffer>,
): MailSender {
  const messageIdHost = new URL(config.publicUrl).hostname || 'localhost';
  if (!config.smtpUrl) {
    return {
      kind: 'log',
      send: async (message) => {
        log.info(
          {
            outboxId: message.id,
            to: message.to,
            subject: message.subject,
            ...(config.isProduction ? {} : { text: message.text }),
          },
          config.isProduction
            ? 'email not sent: SMTP_URL is not configured (kept in the outbox)'
            : 'email (no SMTP_URL: logged and listed at /dev/mailbox)',
        );
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    ...SMTP_TIMEOUTS,
    ...timeouts,
  });
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.attachments && readFile
          ? {
              attachments: await Promise.all(
                message.attachments.map(async (a) => ({
                  filename: a.filename,
                  contentType: a.contentType,
                  content: await readFile(a.storageKey),
                })),
              ),
            }
          : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        // Stable per outbox row: a resend after a crash can be recognised as the same message.
        messageId: `<outbox-${message.id}@${messageIdHost}>`,
      });
    },
    close: () => transport.close(),
  };
}
