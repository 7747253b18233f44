import type { FastifyRequest } from 'fastify';

import { AppError } from './errors.ts';

/**
 * A small in-process fixed-window counter for the account limits that @fastify/rate-limit's
 * per-route counters cannot express (count failures only, key by account or email).
 * One instance per app (created inside the route plugin), so tests stay independent.
 * Several app processes each count on their own: shared counters in Redis (REDIS_URL) are a
 * later step (docs/decisions/012-rate-limits.md).
 */
export type RateLimitRule = {
  /** Events allowed in one window. */
  max: number;
  windowMs: number;
};

type Bucket = { count: number; resetAt: number };

const PRUNE_AT = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until `key` may act again; 0 when it is within its limit. */
  retryAfterMs(key: string): number {
    const bucket = this.buckets.get(key);
    const now = this.now();
    if (!bucket || bucket.resetAt <= now) return 0;
    return bucket.count >= this.rule.max ? bucket.resetAt - now : 0;
  }

  /** Counts one event for `key`. */
  hit(key: string): void {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.resetAt <= now) {
      if (this.buckets.size >= PRUNE_AT) this.prune(now);
      bucket = { count: 0, resetAt: now + this.rule.windowMs };
      this.buckets.set(key, bucket);
    }
    bucket.count += 1;
  }

  /** Checks then counts: the retry-after of this event (0 = allowed). */
  consume(key: string): number {
    const wait = this.retryAfterMs(key);
    if (wait > 0) return wait;
    this.hit(key);
    return 0;
  }

  reset(key: string): void {
    this.buckets.delete(key);
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.resetAt <= now) this.buckets.delete(key);
    }
  }
}

/** "30 seconds", "15 minutes": a human wait. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 (the error handler adds Retry-After); the body carries `status: 0` and the message. */
export function tooManyRequests(waitMs: number, message: string): AppError {
  return new AppError(
    'TOO_MANY_REQUESTS',
    `${message} Please try again in ${describeWait(waitMs)}.`,
    undefined,
    waitMs,
  );
}

/** Counts an event for `key` and throws a 429 when the limit is reached. */
export function enforceLimit(limiter: RateLimiter, key: string, message = 'Too many requests.') {
  const wait = limiter.consume(key);
  if (wait > 0) throw tooManyRequests(wait, message);
}

/**
 * A route hook that counts each request against `limiter` (keyed by the client address, or by
 * the session user with `by: 'user'`) before the body is read.
 */
export function limitRequests(limiter: RateLimiter, message: string, by: 'ip' | 'user' = 'ip') {
  return async (request: FastifyRequest) => {
    const key = by === 'user' && request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    enforceLimit(limiter, key, message);
  };
}

/** A route hook allowing `max` requests an hour (per address, or per session user). */
export function perHour(max: number, message: string, by: 'ip' | 'user' = 'ip') {
  return limitRequests(new RateLimiter({ max, windowMs: 60 * 60 * 1000 }), message, by);
}
