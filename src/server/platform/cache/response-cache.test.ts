import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it, vi } from 'vitest';

import { manualClock } from '#tests/helpers/manual-clock.ts';
import type { Change } from '../changes/changes.ts';
import { ResponseCache } from './response-cache.ts';

/** Scopes of these tests are provider ids: a provider change affects its own scope only. */
const affects = (scope: string, change: Change) =>
  change.kind === 'catalogue' || (change.kind === 'provider' && scope === `p${change.providerId}`);

describe('ResponseCache', () => {
  it('serves a stale entry while one refresh runs, then the refreshed one', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(affects, {
      ttlMs: 200,
      maxFreshMs: 200,
      staleMs: 10_000,
      now: clock.now,
    });
    let version = 0;
    const compute = async () => {
      version++;
      await Promise.resolve();
      return { json: `{"v":${version}}`, scope: 'a' };
    };
    expect((await cache.get('k', compute)).state).toBe('miss');
    expect(await cache.get('k', compute)).toMatchObject({
      state: 'hit',
      body: { json: '{"v":1}' },
    });
    clock.advance(300);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a.state, b.state]).toEqual(['stale', 'stale']);
    expect(a.body.json).toBe('{"v":1}');
    await vi.waitFor(async () => {
      expect(await cache.get('k', compute)).toMatchObject({
        state: 'hit',
        body: { json: '{"v":2}' },
      });
    });
    expect(version).toBe(2);
  });

  it('forgets an entry past its stale window, and everything on clear', async () => {
    const clock = manualClock();
    const cache = new ResponseCache(affects, {
      ttlMs: 5,
      maxFreshMs: 5,
      staleMs: 5,
      now: clock.now,
    });
    const compute = () => Promise.resolve({ json: '{}', scope: 'a' });
    await cache.get('k', compute);
    clock.advance(20);
    expect((await cache.get('k', compute)).state).toBe('miss');
    cache.clear();
    expect((await cache.get('k', compute)).state).toBe('miss');
  });

  it('keeps serving the stale entry when a refresh fails, and reports the failure', async () => {
    const clock = manualClock();
    const failures: unknown[] = [];
    const cache = new ResponseCache(affects, {
      ttlMs: 5,
      maxFreshMs: 5,
      staleMs: 10_000,
      onRefreshError: (err) => failures.push(err),
      now: clock.now,
    });
    await cache.get('k', () => Promise.resolve({ json: '{"ok":true}', scope: 'a' }));
    clock.advance(10);
    const down = () => Promise.reject(new Error('database down'));
    expect(await cache.get('k', down)).toMatchObject({
      state: 'stale',
      body: { json: '{"ok":true}' },
    });
    await vi.waitFor(() => expect(failures).toHaveLength(1));
    expect((await cache.get('k', down)).body.json).toBe('{"ok":true}');
  });

  it('keeps an expensive answer fresh for longer, up to the maximum', async () => {
    const clock = manualClock();
    let calls = 0;
    /** 20 ms of work on the injected clock. */
    const slow = async () => {
      calls++;
      clock.advance(20);
      await Promise.resolve();
      return { json: '{}', scope: 'a' };
    };
    const cache = new ResponseCache(affects, {
      ttlMs: 5,
      maxFreshMs: 10_000,
      staleMs: 0,
      now: clock.now,
    });
    await cache.get('slow', slow);
    clock.advance(30);
    // 20 ms of work keeps it fresh for 50 × 20 ms = 1 s, not 5 ms.
    expect((await cache.get('slow', slow)).state).toBe('hit');
    expect(calls).toBe(1);
    clock.advance(1_000);
    expect((await cache.get('slow', slow)).state).toBe('miss');
    const capped = new ResponseCache(affects, {
      ttlMs: 5,
      maxFreshMs: 10,
      staleMs: 0,
      now: clock.now,
    });
    await capped.get('slow', slow);
    clock.advance(30);
    expect((await capped.get('slow', slow)).state).toBe('miss');
  });

  it('does not store an answer computed across a clear (a write raced it)', async () => {
    const cache = new ResponseCache(affects);
    let release = () => undefined as void;
    const slow = () =>
      new Promise<{ json: string; scope: string }>((resolve) => {
        release = () => resolve({ json: '{"old":true}', scope: 'a' });
      });
    const first = cache.get('k', slow);
    cache.clear();
    release();
    await first;
    const fresh = () => Promise.resolve({ json: '{"new":true}', scope: 'a' });
    expect((await cache.get('k', fresh)).body.json).toBe('{"new":true}');
  });
});

describe('ResponseCache invalidation', () => {
  const answer = (json: string, scope: string) => () => Promise.resolve({ json, scope });

  it('drops exactly the entries a change affects', async () => {
    const cache = new ResponseCache(affects);
    await cache.get('one', answer('1', 'p1'));
    await cache.get('two', answer('2', 'p2'));
    cache.invalidate({ kind: 'provider', providerId: 1 });
    expect((await cache.get('one', answer('1b', 'p1'))).state).toBe('miss');
    expect((await cache.get('two', answer('2b', 'p2'))).state).toBe('hit');
    expect(cache.stats()).toMatchObject({ invalidated: 1 });
    cache.invalidate({ kind: 'ads' });
    expect((await cache.get('one', answer('1c', 'p1'))).state).toBe('hit');
  });

  it('does not keep an answer computed across a change that affects it', async () => {
    const cache = new ResponseCache(affects);
    let release = () => undefined as void;
    const slow = () =>
      new Promise<{ json: string; scope: string }>((resolve) => {
        release = () => resolve({ json: 'old', scope: 'p1' });
      });
    const first = cache.get('k', slow);
    cache.invalidate({ kind: 'provider', providerId: 1 });
    release();
    expect((await first).body.json).toBe('old');
    expect((await cache.get('k', answer('new', 'p1'))).body.json).toBe('new');
  });

  it('keeps an answer computed across a change that does not affect it', async () => {
    const cache = new ResponseCache(affects);
    let release = () => undefined as void;
    const slow = () =>
      new Promise<{ json: string; scope: string }>((resolve) => {
        release = () => resolve({ json: 'kept', scope: 'p2' });
      });
    const first = cache.get('k', slow);
    cache.invalidate({ kind: 'provider', providerId: 1 });
    release();
    await first;
    expect(await cache.get('k', answer('other', 'p2'))).toMatchObject({
      state: 'hit',
      body: { json: 'kept' },
    });
  });

  it('counts hits, stale hits and misses', async () => {
    const cache = new ResponseCache(affects);
    await cache.get('k', answer('1', 'p1'));
    await cache.get('k', answer('1', 'p1'));
    expect(cache.stats()).toEqual({ hits: 1, stale: 0, misses: 1, invalidated: 0 });
  });

  it('answers a quick copy first, then the small copy once a second request made it', async () => {
    const cache = new ResponseCache(affects);
    const json = JSON.stringify(
      Array.from({ length: 400 }, (_, i) => ({ id: i, title: `Drain unblocking ${i % 7}` })),
    );
    const { body } = await cache.get('k', async () => ({ json, scope: 'p1' }));
    const plain = (bytes: Buffer) => brotliDecompressSync(bytes).toString();
    const first = body.encode('br');
    expect(plain(first)).toBe(json);
    // The second request still gets the quick copy, and starts the small one.
    expect(body.encode('br')).toBe(first);
    await vi.waitFor(() => expect(body.encode('br')).not.toBe(first));
    const small = body.encode('br');
    expect(plain(small)).toBe(json);
    expect(small.length).toBeLessThanOrEqual(first.length);
    expect(gunzipSync(body.encode('gzip')).toString()).toBe(json);
  });
});
