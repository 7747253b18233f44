import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  AGGREGATE_MAX_TTL_MS,
  AGGREGATE_TTL_MS,
  TOTAL_MAX_AGE_MS,
  TOTAL_TTL_MS,
  TotalCache,
  TtlValue,
} from './read-model/browse-cache.ts';
import { COST_FACTOR } from '../../platform/cache/response-cache.ts';

/** A total as large lists have. */
const MANY = 1000;
describe('browse caches', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('TtlValue', () => {
    it('loads once for concurrent callers and keeps the value for the TTL', async () => {
      let loads = 0;
      const value = new TtlValue(AGGREGATE_TTL_MS, async () => ++loads);
      expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual([1, 1, 1]);
      vi.advanceTimersByTime(AGGREGATE_TTL_MS - 1);
      expect(await value.get()).toBe(1);
      expect(loads).toBe(1);
    });

    it('serves the old value while one refresh runs after the TTL', async () => {
      let loads = 0;
      const value = new TtlValue(AGGREGATE_TTL_MS, async () => ++loads);
      await value.get();
      vi.advanceTimersByTime(AGGREGATE_TTL_MS);
      expect(await value.get()).toBe(1);
      expect(await value.get()).toBe(2);
      expect(loads).toBe(2);
    });

    it('keeps an expensive value fresh for COST_FACTOR times its cost, up to the maximum', async () => {
      let loads = 0;
      const value = new TtlValue(AGGREGATE_TTL_MS, async () => {
        vi.advanceTimersByTime(2000); // a 2-second aggregate
        return ++loads;
      });
      await value.get();
      vi.advanceTimersByTime(COST_FACTOR * 2000 - 1);
      expect(await value.get()).toBe(1);
      expect(loads).toBe(1); // still fresh: no refresh started
      const capped = new TtlValue(AGGREGATE_TTL_MS, async () => {
        vi.advanceTimersByTime(60 * 60_000); // an hour: capped
        return ++loads;
      });
      await capped.get();
      vi.advanceTimersByTime(AGGREGATE_MAX_TTL_MS);
      expect(await capped.get()).toBe(2);
      expect(await capped.get()).toBe(3);
    });

    it('refreshes after a change, but not more often than COST_FACTOR times its cost', async () => {
      let loads = 0;
      const value = new TtlValue(AGGREGATE_TTL_MS, async () => {
        vi.advanceTimersByTime(10); // a 10 ms aggregate: at most one refresh per 500 ms
        return ++loads;
      });
      await value.get();
      vi.advanceTimersByTime(100);
      value.expire();
      // 110 ms after the computation began: the change waits for the gap.
      expect(await value.get()).toBe(1);
      expect(loads).toBe(1);
      vi.advanceTimersByTime(COST_FACTOR * 10 - 110);
      expect(await value.get()).toBe(1); // answered the old value, refresh started
      expect(await value.get()).toBe(2);
      // A change long after the last computation: refreshed at once.
      vi.advanceTimersByTime(AGGREGATE_TTL_MS - 1);
      value.expire();
      expect(await value.get()).toBe(2);
      expect(await value.get()).toBe(3);
    });

    it('refreshes again soon when a change came while it was computing', async () => {
      let loads = 0;
      let release = () => {};
      const value = new TtlValue(AGGREGATE_TTL_MS, async () => {
        loads++;
        if (loads === 2) await new Promise<void>((done) => (release = done));
        return loads;
      });
      await value.get();
      vi.advanceTimersByTime(AGGREGATE_TTL_MS);
      expect(await value.get()).toBe(1); // refresh 2 runs
      value.expire(); // a change during refresh 2
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(await value.get()).toBe(2); // refresh 3 starts: 2 is behind the change
      expect(await value.get()).toBe(3);
    });

    it('does not keep a failed load', async () => {
      let fail = true;
      const value = new TtlValue(AGGREGATE_TTL_MS, async () => {
        if (fail) throw new Error('database down');
        return 'ok';
      });
      await expect(value.get()).rejects.toThrow('database down');
      fail = false;
      expect(await value.get()).toBe('ok');
    });
  });

  describe('TotalCache', () => {
    it('caches small totals too (decision 121)', async () => {
      const cache = new TotalCache();
      let counts = 0;
      const count = async () => {
        counts++;
        return 5;
      };
      await cache.get('k', count);
      expect(await cache.get('k', count)).toBe(5);
      expect(counts).toBe(1);
    });

    it('shares one count between concurrent requests', async () => {
      const cache = new TotalCache();
      let counts = 0;
      const count = async () => {
        counts++;
        return 3;
      };
      expect(await Promise.all([cache.get('k', count), cache.get('k', count)])).toEqual([3, 3]);
      expect(counts).toBe(1);
    });

    it('reuses a large total for the TTL, then serves it while recounting', async () => {
      const cache = new TotalCache();
      let total = MANY + 10;
      let counts = 0;
      const count = async () => {
        counts++;
        return total;
      };
      expect(await cache.get('k', count)).toBe(MANY + 10);
      total += 1;
      vi.advanceTimersByTime(TOTAL_TTL_MS - 1);
      expect(await cache.get('k', count)).toBe(MANY + 10);
      expect(counts).toBe(1);
      vi.advanceTimersByTime(1);
      // Stale: answered at once, recounted in the background.
      expect(await cache.get('k', count)).toBe(MANY + 10);
      expect(await cache.get('k', count)).toBe(MANY + 11);
      expect(counts).toBe(2);
    });

    it('peek: knows remembered totals, and refreshes them in the background', async () => {
      const cache = new TotalCache();
      let counts = 0;
      const count = async () => {
        counts++;
        return MANY + 5;
      };
      expect(cache.peek('k', count)).toBeUndefined();
      // Small totals are kept too (decision 121): a suburb's count reads every service serving it.
      cache.remember('small', 3);
      expect(cache.peek('small', count)).toBe(3);
      cache.remember('k', MANY + 1);
      expect(cache.peek('k', count)).toBe(MANY + 1);
      expect(counts).toBe(0);
      vi.advanceTimersByTime(TOTAL_TTL_MS);
      expect(cache.peek('k', count)).toBe(MANY + 1);
      await vi.waitFor(() => expect(cache.peek('k', count)).toBe(MANY + 5));
      expect(counts).toBe(1);
      vi.advanceTimersByTime(TOTAL_MAX_AGE_MS);
      expect(cache.peek('k', count)).toBeUndefined();
    });

    it('lets concurrent first views wait for the total a page is counting', async () => {
      const cache = new TotalCache();
      let finish: (n: number) => void = () => undefined;
      const counting = new Promise<number>((resolve) => {
        finish = resolve;
      });
      expect(cache.pendingTotal('k')).toBeUndefined();
      cache.track('k', counting);
      const waiting = cache.pendingTotal('k');
      expect(waiting).toBeDefined();
      // A second page counting the same list does not replace the first.
      cache.track('k', Promise.resolve(99));
      finish(42);
      expect(await waiting).toBe(42);
      expect(cache.pendingTotal('k')).toBeUndefined();
      expect(cache.peek('k', async () => 0)).toBe(42);
    });

    it('forgets a page count that failed', async () => {
      const cache = new TotalCache();
      cache.track('k', Promise.reject(new Error('timeout')));
      await expect(cache.pendingTotal('k')).rejects.toThrow('timeout');
      expect(cache.pendingTotal('k')).toBeUndefined();
      expect(cache.peek('k', async () => 0)).toBeUndefined();
    });

    it('waits for a fresh count when the cached total is too old', async () => {
      const cache = new TotalCache();
      let total = MANY;
      const count = async () => total;
      await cache.get('k', count);
      total = 7;
      vi.advanceTimersByTime(TOTAL_MAX_AGE_MS);
      expect(await cache.get('k', count)).toBe(7);
    });
  });
});
