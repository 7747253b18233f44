import type { Redis } from 'ioredis';
import pg from 'pg';

import type { ChangeTransport } from './changes.ts';
import type { OutageLog } from './limit-store.ts';

/**
 * The transports of the change events between instances (decision 094): Redis publish/subscribe
 * when REDIS_URL is set, else PostgreSQL LISTEN/NOTIFY on one dedicated connection. Both come
 * back by themselves after an outage and then report a gap (cached answers are dropped).
 */

/** Redis: PUBLISH on the shared client, SUBSCRIBE on a duplicate (a subscriber does nothing else). */
export function redisChangeTransport(
  redis: Redis,
  channel: string,
  log: OutageLog,
): ChangeTransport {
  // The subscriber queues its SUBSCRIBE until connected (no timeout) and resubscribes after a
  // reconnect; a start while Redis is down goes on and subscribes once it is back.
  const subscriber = redis.duplicate({
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  subscriber.on('error', () => {});
  let lost = false;
  let closed = false;
  return {
    send: async (message) => {
      await redis.publish(channel, message);
    },
    start: async ({ onMessage, onGap }) => {
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      subscriber.on('close', () => {
        if (lost || closed) return;
        lost = true;
        log.warn({}, 'change events: the Redis subscription was lost; reconnecting');
      });
      subscriber.on('ready', () => {
        if (!lost) return;
        lost = false;
        log.info('change events: the Redis subscription is back');
        onGap();
      });
      const subscribed = subscriber.subscribe(channel);
      subscribed.catch(() => {});
      // With Redis up, changes flow from the first request on; without it, start goes on.
      if (redis.status === 'ready') await Promise.race([subscribed, delay(SUBSCRIBE_WAIT_MS)]);
    },
    close: async () => {
      closed = true;
      subscriber.disconnect();
    },
  };
}

const RECONNECT_MAX_MS = 30_000;
const SUBSCRIBE_WAIT_MS = 2000;

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * PostgreSQL: NOTIFY through the pool; LISTEN on one dedicated client that reconnects with
 * backoff (1 s doubling to 30 s) after an error, logging once per outage.
 */
export function postgresChangeTransport(
  pool: pg.Pool,
  channel: string,
  log: OutageLog,
): ChangeTransport {
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let retryMs = 1000;
  let handlers: { onMessage: (m: string) => void; onGap: () => void } | null = null;

  const listen = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers?.onMessage(n.payload);
    });
    await next.connect();
    await next.query(`listen "${channel}"`);
    client = next;
  };

  const lose = (which: pg.Client): void => {
    if (closed || client !== which) return;
    client = null;
    which.end().catch(() => {});
    log.warn({}, 'change events: the PostgreSQL LISTEN connection was lost; reconnecting');
    schedule();
  };

  const schedule = (): void => {
    timer = setTimeout(() => {
      listen().then(
        () => {
          retryMs = 1000;
          log.info('change events: listening on PostgreSQL again');
          handlers?.onGap();
        },
        () => {
          retryMs = Math.min(RECONNECT_MAX_MS, retryMs * 2);
          schedule();
        },
      );
    }, retryMs);
    timer.unref();
  };

  return {
    send: async (message) => {
      await pool.query('select pg_notify($1, $2)', [channel, message]);
    },
    start: async (h) => {
      handlers = h;
      try {
        await listen();
      } catch (err) {
        log.warn({ err }, 'change events: could not LISTEN on PostgreSQL; retrying');
        schedule();
      }
    },
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
