import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { HAS_REDIS_SERVER, startOwnRedis } from '#tests/helpers/redis-server.ts';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from '#tests/helpers/test-redis.ts';
import { FailOpenLimitStore, RedisLimitStore } from './limit-store.ts';
import { openRedis, untilReady } from './shared-state.ts';

/** A log that keeps its lines. */
function recordingLog() {
  const lines: { level: 'warn' | 'info'; msg: string }[] = [];
  return {
    lines,
    warn: (_obj: object, msg: string) => void lines.push({ level: 'warn', msg }),
    info: (msg: string) => void lines.push({ level: 'info', msg }),
  };
}

describe.runIf(TEST_REDIS_URL)('RedisLimitStore', () => {
  const prefix = uniqueRedisPrefix();
  const a = openRedis(TEST_REDIS_URL!);
  const b = openRedis(TEST_REDIS_URL!);
  beforeAll(() => Promise.all([untilReady(a), untilReady(b)]));
  afterAll(async () => {
    a.disconnect();
    b.disconnect();
    await deleteRedisPrefix(prefix);
  });

  it('counts in one window shared by every client, which expires', async () => {
    const one = new RedisLimitStore(a, prefix);
    const two = new RedisLimitStore(b, prefix);
    expect(await one.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect((await one.increment('k', 60_000)).count).toBe(1);
    const second = await two.increment('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await one.peek('k')).count).toBe(2);
    await two.reset('k');
    expect((await one.peek('k')).count).toBe(0);
    // A short window ends and the key is gone.
    await one.increment('short', 50);
    await vi.waitFor(async () => {
      expect(await two.peek('short')).toEqual({ count: 0, resetInMs: 0 });
    });
  });

  it('counts concurrent increments from two clients exactly (atomic)', async () => {
    const one = new RedisLimitStore(a, prefix);
    const two = new RedisLimitStore(b, prefix);
    const counts = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? one : two).increment('race', 60_000)),
    );
    expect(new Set(counts.map((c) => c.count)).size).toBe(100);
    expect((await one.peek('race')).count).toBe(100);
  });
});

describe('FailOpenLimitStore', () => {
  it.runIf(HAS_REDIS_SERVER)(
    'counts locally while Redis is down (one log line), and shares again once it is back',
    async () => {
      const own = await startOwnRedis();
      const redis = openRedis(own.url);
      const log = recordingLog();
      const store = new FailOpenLimitStore(new RedisLimitStore(redis, 'ks:'), log);
      try {
        await untilReady(redis);
        expect((await store.increment('k', 60_000)).count).toBe(1);
        await own.stop();
        // Requests go on, counted in this process; the outage is logged once.
        for (let i = 1; i <= 5; i++) expect((await store.increment('k', 60_000)).count).toBe(i);
        expect(store.isDown).toBe(true);
        expect(log.lines).toEqual([{ level: 'warn', msg: expect.stringMatching(/unreachable/) }]);
        await own.start();
        await new Promise((r) => redis.once('ready', r));
        // Back on the (restarted, empty) Redis: a fresh shared count; the recovery logged once.
        expect((await store.increment('k', 60_000)).count).toBe(1);
        expect((await store.increment('k', 60_000)).count).toBe(2);
        expect(store.isDown).toBe(false);
        expect(log.lines.map((l) => l.level)).toEqual(['warn', 'info']);
      } finally {
        redis.disconnect();
        await own.stop();
      }
    },
  );

  it('answers at once when Redis was never reachable', async () => {
    const redis = openRedis('redis://127.0.0.1:1');
    const log = recordingLog();
    const store = new FailOpenLimitStore(new RedisLimitStore(redis, 'ks:'), log);
    try {
      expect((await store.increment('k', 1000)).count).toBe(1);
      expect((await store.peek('k')).count).toBe(1);
      expect(log.lines).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
