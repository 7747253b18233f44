import { request as httpRequest } from 'node:http';
import { join } from 'node:path';

import { call, login, nextAddress } from '../../scripts/cluster/client.ts';
import { defineInstance, type Instance } from '../../scripts/cluster/instances.ts';
import { freePort, stopProcess } from '../../scripts/cluster/processes.ts';
import { query, type GetContext } from './support/context.ts';

const CUSTOMER = { name: 'customer@kiwiservices.co.nz', password: 'KiwiCustomer2026!' };
const PROVIDER = { name: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' };
/** The bound the issue sets for a message to reach an open stream (§7). */
const DELIVERED_WITHIN_MS = 1000;

/** An open `GET /api/conversations/events` stream and the events it has received. */
type EventStream = {
  /** Resolves with the time the event arrived, or rejects after `ms`. */
  next: (event: string, conversationId: number, ms: number) => Promise<number>;
  contentType: string;
  close: () => void;
};

/** Opens the session's event stream on `base`, once its first frame (`: connected`) is in. */
function openEvents(base: string, cookie: string): Promise<EventStream> {
  const url = new URL('/api/conversations/events', base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { accept: 'text/event-stream', cookie: `ks_session=${cookie}` },
        localAddress: nextAddress(),
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`event stream on ${base}: ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        const frames: { event: string; data: string; at: number }[] = [];
        const waiting = new Set<() => void>();
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const field = (name: string) =>
              block
                .split('\n')
                .find((l) => l.startsWith(`${name}: `))
                ?.slice(name.length + 2);
            const event = field('event');
            if (event) frames.push({ event, data: field('data') ?? '', at: Date.now() });
            if (block.includes(': connected')) resolveOpen();
          }
          for (const wake of waiting) wake();
        });
        let opened = false;
        const resolveOpen = () => {
          if (opened) return;
          opened = true;
          resolve({
            contentType: String(res.headers['content-type']),
            close: () => req.destroy(),
            next: (event, conversationId, ms) =>
              new Promise((found, fail) => {
                const check = () => {
                  const hit = frames.find(
                    (f) =>
                      f.event === event &&
                      (JSON.parse(f.data) as { conversation_id?: number }).conversation_id ===
                        conversationId,
                  );
                  if (!hit) return;
                  waiting.delete(check);
                  clearTimeout(timer);
                  found(hit.at);
                };
                const timer = setTimeout(() => {
                  waiting.delete(check);
                  fail(
                    new Error(
                      `no ${event} event for conversation ${conversationId} on ${base} within ${ms} ms (received: ${JSON.stringify(frames)})`,
                    ),
                  );
                }, ms);
                waiting.add(check);
                check();
              }),
          });
        };
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The demo customer's conversation with the demo provider (seeded, or opened by an enquiry
 * through `base` about one of the provider's services), open for messages.
 */
async function demoConversation(databaseUrl: string, base: string, customer: string) {
  const people = `select id from users where email = $1`;
  const [found] = await query<{ id: number }>(
    databaseUrl,
    `select c.id from conversations c
      where c.member_id = (${people}) and c.provider_id = (select id from users where email = $2)
        and c.blocked_by_id is null
      order by c.id limit 1`,
    [CUSTOMER.name, PROVIDER.name],
  );
  if (found) return found.id;
  const [service] = await query<{ id: number }>(
    databaseUrl,
    `select s.id from services s
      where s.added_by_id = (${people}) and s.status = 'approved' order by s.id limit 1`,
    [PROVIDER.name],
  );
  const reply = await call(base, '/api/sendEnquiryEmailToServiceProvider', {
    cookie: customer,
    json: {
      service_id: service!.id,
      message: 'Kia ora, could you quote for a new hot water cylinder?',
    },
  });
  if (reply.body?.conversation_id === undefined) throw new Error(`enquiry: ${reply.text}`);
  return reply.body.conversation_id as number;
}

/**
 * Issue 25 §7: a message sent through one instance reaches an event stream open on another,
 * over Redis (the cluster's instances) and over PostgreSQL LISTEN/NOTIFY (two more instances on
 * the same database without REDIS_URL, decision 094's other transport).
 */
export function conversationEventChecks(get: GetContext) {
  describe('conversation events across instances', () => {
    let customer = '';
    let provider = '';
    let conversationId = 0;

    beforeAll(async () => {
      const { cluster } = get();
      const first = cluster.instances[0]!;
      customer = await login(first.url, CUSTOMER.name, CUSTOMER.password);
      provider = await login(first.url, PROVIDER.name, PROVIDER.password);
      conversationId = await demoConversation(cluster.postgres.url, first.url, customer);
    });

    /** The member writes through `writer`; `streams` must each get the event within 1 s. */
    async function sendAndExpect(writer: string, streams: EventStream[], body: string) {
      const sent = await call(writer, `/api/conversations/${conversationId}/messages`, {
        cookie: customer,
        json: { body },
      });
      const sentAt = Date.now();
      if (sent.status !== 200) throw new Error(`send: ${sent.status} ${sent.text}`);
      const arrivals = await Promise.all(
        streams.map((s) => s.next('message', conversationId, DELIVERED_WITHIN_MS * 5)),
      );
      return arrivals.map((at) => at - sentAt);
    }

    it('over Redis: a message sent through instance 1 reaches streams on instance 2 and through nginx within 1 s', async () => {
      const { cluster } = get();
      const [first, second] = cluster.instances;
      const onSecond = await openEvents(second!.url, provider);
      // Through nginx: whichever instance holds it, nginx passes each event on at once.
      const throughNginx = await openEvents(cluster.url, provider);
      try {
        expect(onSecond.contentType).toMatch(/^text\/event-stream/);
        const delays = await sendAndExpect(
          first!.url,
          [onSecond, throughNginx],
          'Over Redis: is Thursday still good for you?',
        );
        expect(Math.max(...delays)).toBeLessThan(DELIVERED_WITHIN_MS);
      } finally {
        onSecond.close();
        throughNginx.close();
      }
    });

    describe('over PostgreSQL LISTEN/NOTIFY', () => {
      const extra: Instance[] = [];

      beforeAll(async () => {
        const { cluster } = get();
        // Two more instances on the same database and files, without Redis: their change bus
        // falls back to LISTEN/NOTIFY (platform/changes/shared-state.ts).
        for (const index of [cluster.instances.length, cluster.instances.length + 1]) {
          extra.push(
            defineInstance(index, await freePort(), cluster.dir, {
              databaseUrl: cluster.postgres.url,
              redisUrl: '',
              publicUrl: cluster.url,
              dataDir: join(cluster.dir, 'shared-data'),
              smtpUrl: `smtp://127.0.0.1:${get().smtp.port}`,
              seedDemo: false,
            }),
          );
        }
        await Promise.all(extra.map((i) => i.start()));
        // Their transport is NOTIFY: each holds a connection that LISTENs on the channel (the
        // Redis instances hold none).
        const [listening] = await query<{ n: number }>(
          cluster.postgres.url,
          `select count(*)::int as n from pg_stat_activity where query = 'listen "ks_changes"'`,
        );
        expect(listening?.n).toBe(extra.length);
      });

      afterAll(async () => {
        await Promise.all(
          extra.map((i) => {
            const proc = i.current();
            return proc ? stopProcess(proc, 'SIGTERM', 12_000) : Promise.resolve();
          }),
        );
      });

      it('a message sent through one instance reaches a stream on the other within 1 s', async () => {
        const [writer, reader] = extra;
        const stream = await openEvents(reader!.url, provider);
        try {
          const [delay] = await sendAndExpect(
            writer!.url,
            [stream],
            'Over NOTIFY: I can send photos of the cylinder tonight.',
          );
          expect(delay).toBeLessThan(DELIVERED_WITHIN_MS);
        } finally {
          stream.close();
        }
      });
    });
  });
}
