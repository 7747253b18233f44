import { describe, expect, it } from 'vitest';

import { MemoryLimitStore } from './limit-store.ts';
import { describeWait, RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows max events per window, then reports the wait', async () => {
    let now = 0;
    const limiter = new RateLimiter(
      't',
      { max: 3, windowMs: 60_000 },
      new MemoryLimitStore(() => now),
    );
    const firstThree = [
      await limiter.consume('a'),
      await limiter.consume('a'),
      await limiter.consume('a'),
    ];
    expect(firstThree).toEqual([0, 0, 0]);
    expect(await limiter.consume('a')).toBe(60_000);
    expect(await limiter.consume('b')).toBe(0);
    now = 30_000;
    expect(await limiter.retryAfterMs('a')).toBe(30_000);
    now = 60_000;
    expect(await limiter.retryAfterMs('a')).toBe(0);
    expect(await limiter.consume('a')).toBe(0);
  });

  it('counts only what is hit (failures) when used with retryAfterMs + hit', async () => {
    const limiter = new RateLimiter('t', { max: 2, windowMs: 1000 }, new MemoryLimitStore(() => 0));
    expect(await limiter.retryAfterMs('x')).toBe(0);
    await limiter.hit('x');
    expect(await limiter.retryAfterMs('x')).toBe(0);
    await limiter.hit('x');
    expect(await limiter.retryAfterMs('x')).toBe(1000);
    await limiter.reset('x');
    expect(await limiter.retryAfterMs('x')).toBe(0);
  });

  it('keeps the counts of two limiters on one store apart by name', async () => {
    const store = new MemoryLimitStore(() => 0);
    const a = new RateLimiter('a', { max: 1, windowMs: 1000 }, store);
    const b = new RateLimiter('b', { max: 1, windowMs: 1000 }, store);
    await a.hit('k');
    expect(await a.retryAfterMs('k')).toBe(1000);
    expect(await b.retryAfterMs('k')).toBe(0);
  });

  it('forgets expired keys when it grows large', async () => {
    let now = 0;
    const limiter = new RateLimiter('t', { max: 1, windowMs: 10 }, new MemoryLimitStore(() => now));
    for (let i = 0; i < 10_000; i++) await limiter.hit(`k${i}`);
    now = 100;
    await limiter.hit('fresh');
    expect(await limiter.retryAfterMs('k1')).toBe(0);
    expect(await limiter.retryAfterMs('fresh')).toBe(10);
  });
});

describe('describeWait', () => {
  it('speaks in seconds, then minutes', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45_000)).toBe('45 seconds');
    expect(describeWait(15 * 60_000)).toBe('15 minutes');
  });
});
