import { describe, expect, it } from 'vitest';

import { SessionCache } from './session-cache.ts';
import type { SessionLookup } from './sessions.ts';

const NOW = Date.parse('2026-11-26T10:00:00Z');

const lookup = (idHash: string, userId: number, expiresInMs = 3_600_000): SessionLookup => ({
  user: {
    id: userId,
    roleId: 3,
    email: `u${userId}@example.nz`,
    username: `u${userId}`,
    slug: 'u',
  },
  idHash,
  isPersistent: false,
  lastSeenAt: new Date(NOW),
  createdAt: new Date(NOW),
  expiresAt: new Date(NOW + expiresInMs),
});

describe('the session cache', () => {
  it('holds a session until its own expiry or its time in the cache, whichever is first', () => {
    const cache = new SessionCache(30_000);
    cache.keep(lookup('a', 1), cache.mark(), NOW);
    cache.keep(lookup('b', 2, 10_000), cache.mark(), NOW);
    expect(cache.get('a', NOW + 29_000)?.user.id).toBe(1);
    expect(cache.get('a', NOW + 30_000)).toBeNull();
    expect(cache.get('b', NOW + 9_999)?.user.id).toBe(2);
    expect(cache.get('b', NOW + 10_000)).toBeNull();
    expect(cache.get('unknown', NOW)).toBeNull();
  });

  it("drops a user's sessions on a sessions or provider change, and everyone's on null", () => {
    const cache = new SessionCache();
    for (const [hash, user] of [
      ['a', 1],
      ['a2', 1],
      ['b', 2],
      ['c', 3],
    ] as const) {
      cache.keep(lookup(hash, user), cache.mark(), NOW);
    }
    cache.apply({ kind: 'sessions', userId: 1 });
    expect(['a', 'a2', 'b', 'c'].map((h) => cache.get(h, NOW)?.user.id ?? null)).toEqual([
      null,
      null,
      2,
      3,
    ]);
    cache.apply({ kind: 'provider', providerId: 2 });
    expect(cache.get('b', NOW)).toBeNull();
    cache.apply({ kind: 'ads' });
    expect(cache.get('c', NOW)?.user.id).toBe(3);
    cache.apply({ kind: 'sessions', userId: null });
    expect(cache.get('c', NOW)).toBeNull();
  });

  it('does not keep what a lookup read before a change', () => {
    const cache = new SessionCache();
    const mark = cache.mark();
    cache.apply({ kind: 'sessions', userId: 9 });
    cache.keep(lookup('a', 1), mark, NOW);
    expect(cache.get('a', NOW)).toBeNull();
    cache.keep(lookup('a', 1), cache.mark(), NOW);
    expect(cache.get('a', NOW)?.user.id).toBe(1);
  });
});
