import { createHash } from 'node:crypto';

import type { Redis } from 'ioredis';

/**
 * Where rate-limit and lock-out counters live: this process's memory (the default) or Redis
 * (REDIS_URL), so that several instances count as one (docs/decisions/094-shared-state.md).
 * Fixed windows: the first event of a key opens a window of `windowMs`.
 */
export type WindowCount = {
  /** Events counted in the open window (0 when none is open). */
  count: number;
  /** Milliseconds until the open window ends (0 when none is open). */
  resetInMs: number;
};

export type LimitStore = {
  /** Counts one event for `key` (opening a window of `windowMs` if none is open). */
  increment: (key: string, windowMs: number) => Promise<WindowCount>;
  /** The count of `key` without counting. */
  peek: (key: string) => Promise<WindowCount>;
  reset: (key: string) => Promise<void>;
};

const NONE: WindowCount = { count: 0, resetInMs: 0 };
const PRUNE_AT = 10_000;

type Bucket = { count: number; resetAt: number };

/** Counters in this process (one store per app, so tests stay independent). */
export class MemoryLimitStore implements LimitStore {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (this.buckets.size >= PRUNE_AT) this.prune(now);
      bucket = { count: 0, resetAt: now + windowMs };
      this.buckets.set(key, bucket);
    }
    bucket.count += 1;
    return Promise.resolve({ count: bucket.count, resetInMs: bucket.resetAt - now });
  }

  peek(key: string): Promise<WindowCount> {
    const bucket = this.buckets.get(key);
    const now = this.now();
    if (!bucket || bucket.resetAt <= now) return Promise.resolve(NONE);
    return Promise.resolve({ count: bucket.count, resetInMs: bucket.resetAt - now });
  }

  reset(key: string): Promise<void> {
    this.buckets.delete(key);
    return Promise.resolve();
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.resetAt <= now) this.buckets.delete(key);
    }
  }
}

/** INCR and, for a new window, PEXPIRE in one atomic step; answers the count and the TTL. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return {0, 0} end
return {count, ttl}`;

const asWindow = (reply: unknown): WindowCount => {
  const [count, ttl] = reply as [number, number];
  return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
};

/**
 * Counters in Redis under `prefix` (keys expire with their window). Keys are hashed: Redis
 * never holds the emails and addresses they are made of.
 */
export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keyOf(key: string): string {
    return this.prefix + createHash('sha256').update(key).digest('base64url').slice(0, 32);
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const reply = await this.redis.eval(INCREMENT_SCRIPT, 1, this.keyOf(key), windowMs);
    return asWindow(reply);
  }

  async peek(key: string): Promise<WindowCount> {
    return asWindow(await this.redis.eval(PEEK_SCRIPT, 1, this.keyOf(key)));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.keyOf(key));
  }
}

export type OutageLog = { warn: (obj: object, msg: string) => void; info: (msg: string) => void };

/**
 * A shared store that never fails a request: while it errs (Redis down or too slow), counters
 * fall back to this process's memory (so each instance still limits on its own) with one log
 * line per outage; the next successful call ends the outage (and logs that once).
 */
export class FailOpenLimitStore implements LimitStore {
  private readonly local = new MemoryLimitStore();
  private down = false;

  constructor(
    private readonly shared: LimitStore,
    private readonly log: OutageLog,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  increment(key: string, windowMs: number): Promise<WindowCount> {
    return this.attempt(
      () => this.shared.increment(key, windowMs),
      () => this.local.increment(key, windowMs),
    );
  }

  peek(key: string): Promise<WindowCount> {
    return this.attempt(
      () => this.shared.peek(key),
      () => this.local.peek(key),
    );
  }

  async reset(key: string): Promise<void> {
    await this.local.reset(key);
    await this.attempt(
      () => this.shared.reset(key),
      () => Promise.resolve(),
    );
  }

  private async attempt<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    try {
      const result = await shared();
      if (this.down) {
        this.down = false;
        this.log.info('Redis is reachable again: rate limits are shared again');
      }
      return result;
    } catch (err) {
      if (!this.down) {
        this.down = true;
        this.log.warn(
          { err },
          'Redis is unreachable: rate limits are counted per instance until it is back',
        );
      }
      return local();
    }
  }
}
