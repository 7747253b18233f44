import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';

import { createMailSender } from '../../src/server/platform/mail/mail.ts';

/** A real SMTP server for the mail tests, and a sender that talks to it. */

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

export type Received = { to: string; raw: string; messageId: string };

/** A real SMTP server on a free local port that records what it receives. */
export async function startSmtp(options: { port?: number; rejectRcpt?: () => boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (options.rejectRcpt?.()) {
        const err = new Error('Mailbox busy, try again later') as Error & { responseCode: number };
        err.responseCode = 451;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
          messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
  });
  // A client that drops its connection (an app instance killed mid-send) is not a test failure.
  server.on('error', (err: Error) => {
    if (!('remoteAddress' in err)) throw err;
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port with nothing listening on it (SMTP down). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function senderFor(
  port: number,
  timeouts: Parameters<typeof createMailSender>[2] = {},
  readFile?: (key: string) => Promise<Buffer>,
) {
  return createMailSender(
    {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Kiwi Services <no-reply@kiwiservices.local>',
      isProduction: false,
      publicUrl: 'http://localhost:3000',
    },
    log,
    timeouts,
    readFile,
  );
}
