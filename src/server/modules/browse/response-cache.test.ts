import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { seedBrowseFixture, sessionCookie, type BrowseFixture } from './browse-test-fixture.ts';
import { isWriteRequest, ResponseCache } from './response-cache.ts';

/** The anonymous response micro-cache is on outside NODE_ENV=test. */
describe('browse response cache (NODE_ENV=development)', () => {
  let t: TestApp;
  let f: BrowseFixture;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { NODE_ENV: 'development' });
    f = await seedBrowseFixture(t.handle.db);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (headers: Record<string, string> = {}) =>
    fetch(`${base}/api/getSubCategoryServices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ subCategory_id: f.subs.carpet.id }),
    });

  it('serves a repeated anonymous read from the cache, with the same body', async () => {
    const first = await search();
    const second = await search();
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await second.json()).toEqual(await first.json());
  });

  it('treats user_id as no part of the key for anonymous visitors', async () => {
    await search();
    const res = await fetch(`${base}/api/getSubCategoryServices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ subCategory_id: f.subs.carpet.id, user_id: f.users.customer.id }),
    });
    expect(res.headers.get('x-cache')).toBe('hit');
  });

  it('is bypassed by Cache-Control: no-cache and by session users', async () => {
    const fresh = await search({ 'cache-control': 'no-cache' });
    expect(fresh.headers.get('x-cache')).toBeNull();
    const session = await sessionCookie(t.handle.db, f.users.customer.id);
    const member = await search(session);
    expect(member.headers.get('x-cache')).toBeNull();
    const body = (await member.json()) as { services: { slug: string; watchList: number }[] };
    expect(body.services.find((s) => s.slug === 'rug-and-carpet-care')?.watchList).toBe(1);
  });

  it('is emptied by any write request reaching the server', async () => {
    await search();
    expect((await search()).headers.get('x-cache')).toBe('hit');
    await fetch(`${base}/api/no-such-write`, { method: 'POST' });
    expect((await search()).headers.get('x-cache')).toBe('miss');
  });

  it('answers compressed when the client accepts it, compressing the cached body once', async () => {
    const plain = await search({ 'accept-encoding': 'identity' });
    const json = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    // fetch() would decompress by itself: read the raw bytes over node:http instead.
    const raw = async (acceptEncoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ encoding: string | undefined; cache: unknown; bytes: Buffer }>(
        (resolve, reject) => {
          const req = request(
            `${base}/api/getSubCategoryServices`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({
                  encoding: res.headers['content-encoding'],
                  cache: res.headers['x-cache'],
                  bytes: Buffer.concat(chunks),
                }),
              );
            },
          );
          req.on('error', reject);
          req.end(JSON.stringify({ subCategory_id: f.subs.carpet.id }));
        },
      );
    };
    const br = await raw('gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.cache).toBe('hit');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(json);
    expect(br.bytes.length).toBeLessThan(Buffer.byteLength(json));
    const gz = await raw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(json);
  });

  it('never caches errors', async () => {
    const a = await fetch(`${base}/api/service-detail?id=no-such-service`);
    const b = await fetch(`${base}/api/service-detail?id=no-such-service`);
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(b.headers.get('x-cache')).toBeNull();
  });
});

describe('ResponseCache', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('serves a stale entry while one refresh runs, then the refreshed one', async () => {
    const cache = new ResponseCache(true, { ttlMs: 20, maxFreshMs: 20, staleMs: 10_000 });
    let version = 0;
    const compute = async () => {
      version++;
      await sleep(5);
      return `{"v":${version}}`;
    };
    expect((await cache.get('k', compute)).state).toBe('miss');
    expect(await cache.get('k', compute)).toMatchObject({
      state: 'hit',
      body: { json: '{"v":1}' },
    });
    await sleep(30);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a.state, b.state]).toEqual(['stale', 'stale']);
    expect(a.body.json).toBe('{"v":1}');
    await sleep(20);
    expect(version).toBe(2);
    expect(await cache.get('k', compute)).toMatchObject({
      state: 'hit',
      body: { json: '{"v":2}' },
    });
  });

  it('forgets an entry past its stale window, and everything on clear', async () => {
    const cache = new ResponseCache(true, { ttlMs: 5, maxFreshMs: 5, staleMs: 5 });
    const compute = () => Promise.resolve('{}');
    await cache.get('k', compute);
    await sleep(20);
    expect((await cache.get('k', compute)).state).toBe('miss');
    cache.clear();
    expect((await cache.get('k', compute)).state).toBe('miss');
  });

  it('keeps serving the stale entry when a refresh fails, and reports the failure', async () => {
    const failures: unknown[] = [];
    const cache = new ResponseCache(true, {
      ttlMs: 5,
      maxFreshMs: 5,
      staleMs: 10_000,
      onRefreshError: (err) => failures.push(err),
    });
    await cache.get('k', () => Promise.resolve('{"ok":true}'));
    await sleep(10);
    const down = () => Promise.reject(new Error('database down'));
    expect(await cache.get('k', down)).toMatchObject({
      state: 'stale',
      body: { json: '{"ok":true}' },
    });
    await sleep(5);
    expect(failures).toHaveLength(1);
    expect((await cache.get('k', down)).body.json).toBe('{"ok":true}');
  });

  it('keeps an expensive answer fresh for longer, up to the maximum', async () => {
    const cache = new ResponseCache(true, { ttlMs: 5, maxFreshMs: 10_000, staleMs: 0 });
    let calls = 0;
    const slow = async () => {
      calls++;
      await sleep(20);
      return '{}';
    };
    await cache.get('slow', slow);
    await sleep(30);
    // 20 ms of work keeps it fresh for about 50 × 20 ms = 1 s, not 5 ms.
    expect((await cache.get('slow', slow)).state).toBe('hit');
    expect(calls).toBe(1);
    const capped = new ResponseCache(true, { ttlMs: 5, maxFreshMs: 10, staleMs: 0 });
    await capped.get('slow', slow);
    await sleep(30);
    expect((await capped.get('slow', slow)).state).toBe('miss');
  });

  it('does not store an answer computed across a clear (a write raced it)', async () => {
    const cache = new ResponseCache(true);
    let release = () => undefined as void;
    const slow = () =>
      new Promise<string>((resolve) => {
        release = () => resolve('{"old":true}');
      });
    const first = cache.get('k', slow);
    cache.clear();
    release();
    await first;
    expect((await cache.get('k', () => Promise.resolve('{"new":true}'))).body.json).toBe(
      '{"new":true}',
    );
  });
});

describe('isWriteRequest', () => {
  it('counts every non-GET request and the legacy GET writers', () => {
    expect(isWriteRequest('POST', '/api/add-review')).toBe(true);
    expect(isWriteRequest('DELETE', '/api/x')).toBe(true);
    expect(isWriteRequest('GET', '/api/remove-watch-list?user_id=1&service_id=2')).toBe(true);
    expect(isWriteRequest('GET', '/api/stripe-subscription-cancel/sub_1')).toBe(true);
    expect(isWriteRequest('GET', '/api/all-services')).toBe(false);
  });
});
