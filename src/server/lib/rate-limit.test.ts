import { describe, expect, it } from 'vitest';

import { describeWait, RateLimiter } from './rate-limit.ts';

describe('RateLimiter', () => {
  it('allows max events per window per key, then tells how long to wait', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ max: 3, windowMs: 60_000 }, () => now);
    expect([limiter.consume('a'), limiter.consume('a'), limiter.consume('a')]).toEqual([0, 0, 0]);
    expect(limiter.consume('a')).toBe(60_000);
    expect(limiter.consume('b')).toBe(0);
    now += 30_000;
    expect(limiter.retryAfterMs('a')).toBe(30_000);
    now += 30_000;
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.consume('a')).toBe(0);
  });

  it('counts only what is hit (failures) when used with retryAfterMs + hit', () => {
    const limiter = new RateLimiter({ max: 2, windowMs: 1000 }, () => 0);
    expect(limiter.retryAfterMs('x')).toBe(0);
    limiter.hit('x');
    expect(limiter.retryAfterMs('x')).toBe(0);
    limiter.hit('x');
    expect(limiter.retryAfterMs('x')).toBe(1000);
    limiter.reset('x');
    expect(limiter.retryAfterMs('x')).toBe(0);
  });

  it('forgets expired keys when it grows large', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 1, windowMs: 10 }, () => now);
    for (let i = 0; i < 10_000; i++) limiter.hit(`k${i}`);
    now = 100;
    limiter.hit('fresh');
    expect(limiter.retryAfterMs('k1')).toBe(0);
    expect(limiter.retryAfterMs('fresh')).toBe(10);
  });
});

describe('describeWait', () => {
  it('speaks in seconds, then minutes', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45_000)).toBe('45 seconds');
    expect(describeWait(15 * 60_000)).toBe('15 minutes');
  });
});
