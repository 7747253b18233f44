import { Redis } from 'ioredis';

import type { Config } from '../../config.ts';
import type { DbHandle } from '../../db/client.ts';
import { postgresChangeTransport, redisChangeTransport } from './change-transports.ts';
import type { ChangeBus, ChangeTransport } from './changes.ts';
import {
  FailOpenLimitStore,
  MemoryLimitStore,
  RedisLimitStore,
  type LimitStore,
  type OutageLog,
} from './limit-store.ts';

/**
 * What several instances share (decision 094): the rate-limit and lock-out counters (Redis when
 * REDIS_URL is set, else this process's memory) and the change events (Redis publish/subscribe;
 * without Redis PostgreSQL LISTEN/NOTIFY; on PGlite, one process, none).
 */
export type SharedState = {
  limits: LimitStore;
  /** The Redis client (null without REDIS_URL), e.g. for @fastify/rate-limit's store. */
  redis: Redis | null;
  /** Starts carrying `bus`'s changes to and from the other instances. */
  connectChanges: (bus: ChangeBus) => Promise<void>;
  close: () => Promise<void>;
};

/** The PostgreSQL NOTIFY channel (NOTIFY is per database, so the name needs no prefix). */
export const CHANGES_CHANNEL = 'ks_changes';
/** How long a start waits for Redis before going on without it (limits then count locally). */
const REDIS_START_WAIT_MS = 2000;

/** A Redis client that fails fast while disconnected and reconnects by itself. */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // Outages are logged once by the users of the client (FailOpenLimitStore, quietSend).
  redis.on('error', () => {});
  return redis;
}

/** Resolves once `redis` is connected, or after a short wait (start-up never blocks on Redis). */
export function untilReady(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, REDIS_START_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** A transport whose failed sends log once per outage instead of failing the write. */
function quietSend(transport: ChangeTransport, log: OutageLog): ChangeTransport {
  let down = false;
  return {
    ...transport,
    send: async (message) => {
      try {
        await transport.send(message);
        if (down) log.info('change events: sending works again');
        down = false;
      } catch (err) {
        if (!down) log.warn({ err }, 'change events: could not send to the other instances');
        down = true;
      }
    },
  };
}

/** Opens what the configuration asks for (Redis is waited for briefly, never required). */
export async function openSharedState(
  config: Pick<Config, 'redisUrl' | 'redisPrefix'>,
  dbHandle: DbHandle,
  log: OutageLog,
): Promise<SharedState> {
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  if (redis) await untilReady(redis);
  const limits = redis
    ? new FailOpenLimitStore(new RedisLimitStore(redis, `${config.redisPrefix}limit:`), log)
    : new MemoryLimitStore();
  let transport: ChangeTransport | null = null;
  if (redis) {
    transport = redisChangeTransport(redis, `${config.redisPrefix}changes`, log);
  } else if (dbHandle.driver.kind === 'postgres') {
    transport = postgresChangeTransport(dbHandle.driver.pool, CHANGES_CHANNEL, log);
  }
  let bus: ChangeBus | null = null;
  return {
    limits,
    redis,
    connectChanges: async (b) => {
      if (!transport) return;
      bus = b;
      await b.connect(quietSend(transport, log));
    },
    close: async () => {
      if (bus) await bus.disconnect();
      else await transport?.close();
      redis?.disconnect();
    },
  };
}
