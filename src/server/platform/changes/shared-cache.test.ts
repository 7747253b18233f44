import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  GOOD_PASSWORD,
  insertCategory,
  insertMember,
  insertService,
  insertSubCategory,
} from '#tests/factories/index.ts';
import { loginAs, multipartBody, pngBytes } from '#tests/helpers/http.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { TEST_DATABASE_URL, type TestDbKind } from '#tests/helpers/test-db.ts';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from '#tests/helpers/test-redis.ts';
import { users } from '../../db/schema/index.ts';

/**
 * Polls `check` until it holds; fails after `ms`: a bound for a lost change, not a time window
 * the test asserts, so the calls give a generous one (a loaded machine delivers late).
 */
async function within(ms: number, check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Two app instances on one database; their micro-caches are kept true by the change events. */
const setups: { name: string; kind: TestDbKind; env: Record<string, string>; run: boolean }[] = [
  { name: 'PostgreSQL LISTEN/NOTIFY', kind: 'postgres', env: {}, run: !!TEST_DATABASE_URL },
  {
    name: 'Redis publish/subscribe',
    kind: 'pglite',
    env: { REDIS_URL: TEST_REDIS_URL ?? '', REDIS_PREFIX: uniqueRedisPrefix() },
    run: !!TEST_REDIS_URL,
  },
];

describe.each(setups.filter((s) => s.run))('micro-cache of two instances over $name', (setup) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(setup.kind, setup.env);
    b = await buildTestApp(setup.kind, setup.env, { sharedHandle: a.handle });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    if (setup.env.REDIS_PREFIX) await deleteRedisPrefix(setup.env.REDIS_PREFIX);
  });

  it('a write on one instance is visible on the other within a second', async () => {
    const db = a.handle.db;
    const provider = await insertMember(db, { roleId: 2, businessName: 'Harbour Glass' });
    const category = await insertCategory(db);
    const subCategory = await insertSubCategory(db, category.id);
    const refs = { addedById: provider.id, categoryId: category.id, subCategoryId: subCategory.id };
    await insertService(db, refs);
    const seller = async () =>
      (await b.app.inject({ method: 'GET', url: `/api/seller-detail?id=${provider.id}` })).json()
        .seller as { business_name: string; logo: string | null };
    expect((await seller()).logo).toBeNull();
    // B answers from its cache: a database change nobody announces stays unseen there.
    await a.handle.db
      .update(users)
      .set({ businessName: 'Unannounced' })
      .where(eq(users.id, provider.id));
    expect((await seller()).business_name).toBe('Harbour Glass');
    // A write through instance A announces itself; B drops its answer.
    const cookie = await loginAs(a.app, provider.email, GOOD_PASSWORD);
    const form = multipartBody(
      {},
      { logo: { bytes: await pngBytes(), filename: 'logo.png', type: 'image/png' } },
    );
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/update-logo',
      cookies: { ks_session: cookie },
      headers: { ...form.headers, origin: TEST_ORIGIN },
      payload: form.payload,
    });
    expect(res.json()).toMatchObject({ status: 1 });
    await within(20_000, async () => (await seller()).logo !== null);
    expect((await seller()).business_name).toBe('Unannounced');
  });
});

describe.each(setups.filter((s) => s.run))('sessions held by two instances over $name', (setup) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(setup.kind, setup.env);
    b = await buildTestApp(setup.kind, setup.env, { sharedHandle: a.handle });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    if (setup.env.REDIS_PREFIX) await deleteRedisPrefix(setup.env.REDIS_PREFIX);
  });

  const me = async (app: TestApp, cookie: string) =>
    (await app.app.inject({ method: 'GET', url: '/api/me', cookies: { ks_session: cookie } }))
      .statusCode;

  it('a session ended on one instance is refused by the other within a second', async () => {
    const member = await insertMember(a.handle.db);
    const cookie = await loginAs(a.app, member.email, GOOD_PASSWORD);
    // B looks the session up once and holds it.
    expect(await me(b, cookie)).toBe(200);
    expect(await me(b, cookie)).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { ks_session: cookie },
      headers: { origin: TEST_ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(await me(a, cookie)).toBe(401);
    await within(20_000, async () => (await me(b, cookie)) === 401);
  });

  it('a password change on one instance ends the other sessions on both', async () => {
    const member = await insertMember(a.handle.db);
    const phone = await loginAs(b.app, member.email, GOOD_PASSWORD);
    const laptop = await loginAs(a.app, member.email, GOOD_PASSWORD);
    expect(await me(b, phone)).toBe(200);
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/change-password',
      cookies: { ks_session: laptop },
      headers: { origin: TEST_ORIGIN },
      payload: {
        current_password: GOOD_PASSWORD,
        new_password: 'Another-kiwi-song-77',
        confirm_password: 'Another-kiwi-song-77',
      },
    });
    expect(res.json(), res.body).toMatchObject({ status: 1 });
    expect(await me(a, phone)).toBe(401);
    await within(20_000, async () => (await me(b, phone)) === 401);
    expect(await me(b, laptop)).toBe(200);
  });
});
