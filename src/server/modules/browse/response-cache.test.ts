import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '../../../../tests/helpers/test-app.ts';
import { seedBrowseFixture, sessionCookie, type BrowseFixture } from './browse-test-fixture.ts';
import { isWriteRequest } from './response-cache.ts';

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

  it('never caches errors', async () => {
    const a = await fetch(`${base}/api/service-detail?id=no-such-service`);
    const b = await fetch(`${base}/api/service-detail?id=no-such-service`);
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(b.headers.get('x-cache')).toBeNull();
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
