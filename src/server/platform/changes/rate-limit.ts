import type { FastifyRequest } from 'fastify';

import { AppError } from '../../lib/errors.ts';
import type { LimitStore, WindowCount } from './limit-store.ts';

/**
 * Counters for the limits that @fastify/rate-limit's per-route counters cannot express (count
 * failures only, key by account or email). The counts live in a LimitStore: this process's
 * memory by default, Redis when REDIS_URL is set so that every instance counts as one
 * (docs/decisions/012-rate-limits.md, 094-shared-state.md).
 */
export type RateLimitRule = {
  /** Events allowed in one window. */
  max: number;
  windowMs: number;
};

export class RateLimiter {
  /**
   * `name` keeps this limiter's keys apart from other limiters' in a shared store (every
   * instance must use the same name for the same limit).
   */
  constructor(
    readonly name: string,
    readonly rule: RateLimitRule,
    readonly store: LimitStore,
  ) {}

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }

  /** The count of `key` in its open window, without counting. */
  peek(key: string): Promise<WindowCount> {
    return this.store.peek(this.keyOf(key));
  }

  /** Milliseconds until `key` may act again; 0 when it is within its limit. */
  async retryAfterMs(key: string): Promise<number> {
    const { count, resetInMs } = await this.peek(key);
    return count >= this.rule.max ? resetInMs : 0;
  }

  /** Counts one event for `key`; answers the count in the window. */
  async hit(key: string): Promise<number> {
    return (await this.store.increment(this.keyOf(key), this.rule.windowMs)).count;
  }

  /** Counts then checks (one atomic step): the retry-after of this event (0 = allowed). */
  async consume(key: string): Promise<number> {
    const { count, resetInMs } = await this.store.increment(this.keyOf(key), this.rule.windowMs);
    return count > this.rule.max ? Math.max(1, resetInMs) : 0;
  }

  reset(key: string): Promise<void> {
    return this.store.reset(this.keyOf(key));
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
export async function enforceLimit(
  limiter: RateLimiter,
  key: string,
  message = 'Too many requests.',
): Promise<void> {
  const wait = await limiter.consume(key);
  if (wait > 0) throw tooManyRequests(wait, message);
}

/**
 * A route hook that counts each request against `limiter` (keyed by the client address, or by
 * the session user with `by: 'user'`) before the body is read.
 */
export function limitRequests(limiter: RateLimiter, message: string, by: 'ip' | 'user' = 'ip') {
  return async (request: FastifyRequest) => {
    const key = by === 'user' && request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
    await enforceLimit(limiter, key, message);
  };
}

/**
 * A route hook allowing `max` requests an hour (per address, or per session user), counted in
 * the app's store (`deps.limits`). Its name derives from the limit itself, so every instance
 * running the same code shares the counter.
 */
export function perHour(max: number, message: string, by: 'ip' | 'user' = 'ip') {
  return perWindow('hour', 60 * 60 * 1000, max, message, by);
}

/** As perHour, over a day (e.g. credentials added: issue 27 §3). */
export function perDay(max: number, message: string, by: 'ip' | 'user' = 'ip') {
  return perWindow('day', 24 * 60 * 60 * 1000, max, message, by);
}

function perWindow(
  window: string,
  windowMs: number,
  max: number,
  message: string,
  by: 'ip' | 'user',
) {
  const rule = { max, windowMs };
  const name = `${window}:${by}:${max}:${message}`;
  let limiter: RateLimiter | null = null;
  return async (request: FastifyRequest) => {
    const store = request.server.deps.limits;
    if (limiter?.store !== store) limiter = new RateLimiter(name, rule, store);
    await limitRequests(limiter, message, by)(request);
  };
}
