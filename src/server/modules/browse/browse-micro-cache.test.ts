import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { sessionCookie } from '#tests/factories/index.ts';
import { pngBytes } from '#tests/helpers/http.ts';

/** The anonymous response micro-cache (RESPONSE_CACHE, on by default). */
describe('browse micro-cache', () => {
  let t: TestApp;
  let f: BrowseFixture;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
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

  it('is not emptied by requests that change nothing (a login, a refused write, a 404)', async () => {
    await search();
    expect((await search()).headers.get('x-cache')).toBe('hit');
    await fetch(`${base}/api/no-such-write`, { method: 'POST' });
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'nobody@example.test', password: 'wrong-password' }),
    });
    const crossSite = await fetch(`${base}/api/update-logo`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await search()).headers.get('x-cache')).toBe('hit');
  });

  it("drops exactly the answers a write changes (a provider's new logo)", async () => {
    const drains = () =>
      fetch(`${base}/api/getSubCategoryServices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subCategory_id: f.subs.drains.id }),
      });
    const seller = () => fetch(`${base}/api/seller-detail?id=${f.users.kauri.slug}`);
    await Promise.all([search(), drains(), seller()]);
    expect((await search()).headers.get('x-cache')).toBe('hit');
    expect((await seller()).headers.get('x-cache')).toBe('hit');
    const form = new FormData();
    form.set(
      'logo',
      new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }),
      'logo.png',
    );
    const session = await sessionCookie(t.handle.db, f.users.kauri.id);
    const updated = await fetch(`${base}/api/update-logo`, {
      method: 'POST',
      headers: { ...session, origin: TEST_ORIGIN },
      body: form,
    });
    expect(updated.status).toBe(200);
    // Kauri's cards are in the carpet search and on its page: both are computed again…
    const fresh = await search();
    expect(fresh.headers.get('x-cache')).toBe('miss');
    const logo = (
      (await fresh.json()) as { services: { slug: string; logo: string | null }[] }
    ).services.find((s) => s.slug === 'carpet-steam-cleaning')?.logo;
    expect(logo).toMatch(/\/uploads\/logos\/[0-9a-f]+\.webp$/);
    expect((await seller()).headers.get('x-cache')).toBe('miss');
    // …while the drains list, which shows none of Kauri's services, is still served as it was.
    expect((await drains()).headers.get('x-cache')).toBe('hit');
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

  it('compresses answers built for one request (no-cache) the same way', async () => {
    const read = (encoding: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/getSubCategoryServices',
        payload: { subCategory_id: f.subs.carpet.id },
        headers: { 'cache-control': 'no-cache', 'accept-encoding': encoding },
      });
    const plain = await read('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-cache']).toBeUndefined();
    expect(plain.json<{ services: unknown[] }>().services.length).toBeGreaterThan(0);
    const br = await read('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await read('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('never caches errors', async () => {
    const a = await fetch(`${base}/api/service-detail?id=no-such-service`);
    const b = await fetch(`${base}/api/service-detail?id=no-such-service`);
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(b.headers.get('x-cache')).toBeNull();
  });
});
