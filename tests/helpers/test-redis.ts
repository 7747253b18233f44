import { randomUUID } from 'node:crypto';

import { Redis } from 'ioredis';

/**
 * Redis for tests: TEST_REDIS_URL, or the local server (127.0.0.1:6379) when one answers.
 * Suites on Redis use a unique key prefix per run (`uniqueRedisPrefix`), never FLUSHALL, so
 * parallel test processes sharing one Redis never see each other's keys.
 */
// Tests may read the environment for their own switches; the app reads it only in config.ts.
const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function answers(candidate: string): Promise<boolean> {
  const probe = new Redis(candidate, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/** The Redis URL for tests, or undefined when no Redis answers (the suites then skip). */
export const TEST_REDIS_URL: string | undefined = (await answers(url)) ? url : undefined;

/** A key prefix no other test run uses. */
export const uniqueRedisPrefix = (): string => `kstest:${randomUUID().slice(0, 12)}:`;

/** Deletes every key under `prefix` (the end of a suite). */
export async function deleteRedisPrefix(prefix: string): Promise<void> {
  if (!TEST_REDIS_URL) return;
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
