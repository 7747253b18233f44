import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { reviews, services, subscriptions, users } from '../../db/schema/index.ts';
import { queryRows } from '../../db/query.ts';
import {
  insertCatalogue,
  insertEnquiry,
  insertService,
  insertSubscription,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { multipartBody, pngBytes } from '#tests/helpers/http.ts';
import { postingsDrift, postingsOf } from '#tests/helpers/search-postings.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { runSubscriptionJobs } from '../billing/billing-jobs.service.ts';

/**
 * search_postings (decision 085) is kept by triggers on services: whatever path writes a
 * service, its rows must equal the lexemes of the public services, and searches must follow.
 * Each test goes through the app's own write path, then compares the table with what it must
 * hold (postingsDrift) and asks the search API (bypassing the micro-cache).
 */
describe.each(testDbKinds)('free-text postings kept by every write on %s', (kind) => {
  let admin: { cookie: string };
  let png: Buffer;
  const t = useTestApp(kind);
  beforeAll(async () => {
    const user = await insertUser(t.handle.db, { roleId: 1, email: 'root@example.test' });
    admin = await sessionCookie(t.handle.db, user.id);
    png = await pngBytes(320, 240);
  });
  const db = () => t.handle.db;

  const call = (url: string, session: { cookie: string } | null, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, ...session },
      payload,
    });
  /** Slugs a free-text search finds (every request runs its SQL). */
  const found = async (q: string, city?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      headers: { 'cache-control': 'no-cache' },
      payload: { q, per_page: 100, ...(city ? { city } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().services as { slug: string }[]).map((s) => s.slug);
  };
  const expectInSync = async () => {
    const drift = await postingsDrift(db());
    expect(drift).toMatchObject({ missing: 0, extra: 0 });
    return drift.rows;
  };

  /** A provider with a subscription, a session and a catalogue. */
  async function provider() {
    const catalogue = await insertCatalogue(db());
    await insertSubscription(db(), { userId: catalogue.provider.id });
    return { ...catalogue, session: await sessionCookie(db(), catalogue.provider.id) };
  }

  /** A service form of the add and update calls. */
  const form = (p: Awaited<ReturnType<typeof provider>>, fields: Record<string, string>) => {
    const body = multipartBody(
      {
        category_id: String(p.category.id),
        subCategory_id: String(p.subCategory.id),
        'service_type[]': 'residential',
        title: 'Placeholder',
        description: 'A placeholder description.',
        business_name: 'Placeholder Ltd',
        aboutService: 'Insured',
        aboutService1: 'Free quotes',
        city: 'Wellington',
        suburb: 'Karori',
        about: 'A family business.',
        contact_name: 'Mere',
        phone_number: '021 555 0101',
        ...fields,
      },
      {
        main_service_image: { bytes: png, filename: 'main.png', type: 'image/png' },
        'service_image[]': { bytes: png, filename: 'g.png', type: 'image/png' },
      },
    );
    return { payload: body.payload, headers: { ...body.headers, origin: TEST_ORIGIN } };
  };
  const send = async (url: string, session: { cookie: string }, body: ReturnType<typeof form>) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...session },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as { slug: string };
  };
  const idOf = async (slug: string) => {
    const [row] = await db().select().from(services).where(eq(services.slug, slug));
    return row!.id;
  };

  it('adds a service (pending: no postings), approves it, edits each text field, unpublishes it', async () => {
    const p = await provider();
    const fields = {
      title: 'Totara decking',
      business_name: 'Rimu Builders',
      description: 'Kahikatea fences and more.',
    };
    const { slug } = await send('/api/add-service', p.session, form(p, fields));
    const id = await idOf(slug);
    await expectInSync();
    expect((await postingsOf(db(), id)).size).toBe(0);
    expect(await found('totara')).toEqual([]);

    expect((await call(`/api/admin/services/${id}/approve`, admin)).statusCode).toBe(200);
    await expectInSync();
    expect([...(await postingsOf(db(), id)).keys()]).toEqual(
      expect.arrayContaining(['totara', 'rimu', 'kahikatea']),
    );
    expect(await found('totara', 'Wellington')).toEqual([slug]);

    // Each text field on its own: the old word leaves the postings, the new one comes in.
    for (const [field, word, replaced] of [
      ['title', 'matai', 'totara'],
      ['business_name', 'miro', 'rimu'],
      ['description', 'tanekaha', 'kahikatea'],
    ] as const) {
      await send(
        `/api/update-service/${slug}`,
        p.session,
        form(p, { ...fields, [field]: `${word} works` }),
      );
      // The edit of an approved service waits for review (decision 106), then applies.
      expect(await found(word)).toEqual([]);
      expect((await call(`/api/admin/services/${id}/approve`, admin)).statusCode).toBe(200);
      await expectInSync();
      const postings = await postingsOf(db(), id);
      expect(postings.has(word)).toBe(true);
      expect(postings.has(replaced)).toBe(false);
      expect(await found(word)).toEqual([slug]);
      expect(await found(replaced)).toEqual([]);
    }

    const res = await call(`/api/admin/services/${id}/unpublish`, admin, { reason: 'Off topic' });
    expect(res.statusCode).toBe(200);
    await expectInSync();
    expect((await postingsOf(db(), id)).size).toBe(0);
    expect(await found('matai')).toEqual([]);
  });

  it('keeps a rejected service out and moves a service when its city changes', async () => {
    const p = await provider();
    const { slug } = await send('/api/add-service', p.session, form(p, { title: 'Pohutukawa' }));
    const id = await idOf(slug);
    await call(`/api/admin/services/${id}/reject`, admin, { reason: 'Blurry photos' });
    await expectInSync();
    expect(await found('pohutukawa')).toEqual([]);
    // Edited after the rejection, approved: public; then moved to another city.
    await send(`/api/update-service/${slug}`, p.session, form(p, { title: 'Pohutukawa care' }));
    await call(`/api/admin/services/${id}/approve`, admin);
    expect(await found('pohutukawa', 'Wellington')).toEqual([slug]);
    await send(
      `/api/update-service/${slug}`,
      p.session,
      form(p, { title: 'Pohutukawa care', city: 'Auckland', suburb: 'Ponsonby' }),
    );
    await call(`/api/admin/services/${id}/approve`, admin);
    await expectInSync();
    expect(await found('pohutukawa', 'Wellington')).toEqual([]);
    expect(await found('pohutukawa', 'Auckland')).toEqual([slug]);
  });

  it('rescores a service when a review changes its rating, and when an admin hides it', async () => {
    const { provider: owner, refs } = await insertCatalogue(db());
    const service = await insertService(db(), refs, { title: 'Harakeke weaving' });
    const before = await postingsOf(db(), service.id);
    const member = await insertUser(db());
    await insertEnquiry(db(), { serviceId: service.id, providerId: owner.id, userId: member.id });
    const session = await sessionCookie(db(), member.id);
    const added = await call('/api/add-review', session, {
      service_id: service.id,
      user_id: member.id,
      rating: 4,
      review: 'Lovely work.',
    });
    expect(added.json()).toMatchObject({ success: true });
    await expectInSync();
    const rated = await postingsOf(db(), service.id);
    expect(rated.get('harakek')).toBeGreaterThan(before.get('harakek')!);

    const [review] = await db().select().from(reviews).where(eq(reviews.serviceId, service.id));
    const hide = await call(`/api/admin/reviews/${review!.id}/hide`, admin, { reason: 'Spam' });
    expect(hide.statusCode).toBe(200);
    await expectInSync();
    expect((await postingsOf(db(), service.id)).get('harakek')).toBe(before.get('harakek'));
  });

  it('drops the postings of a lapsed listing, and of a suspended provider until reinstated', async () => {
    const lapsing = await provider();
    const lapsed = await insertService(db(), lapsing.refs, { title: 'Kumara gardens' });
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, lapsing.provider.id));
    await db().update(subscriptions).set({ autoRenew: false }).where(eq(subscriptions.id, sub!.id));
    const jobs = (now: Date) =>
      runSubscriptionJobs(
        { db: db(), config: t.config, gateway: t.app.deps.payments, changes: t.app.deps.changes },
        now,
      );
    expect(await found('kumara')).toEqual([lapsed.slug]);
    await jobs(new Date(sub!.currentPeriodEnd.getTime() + 1000));
    await expectInSync();
    expect(await found('kumara')).toEqual([]);

    const suspended = await provider();
    const service = await insertService(db(), suspended.refs, { title: 'Kawakawa balm' });
    expect(await found('kawakawa')).toEqual([service.slug]);
    const path = `/api/admin/users/${suspended.provider.id}`;
    expect((await call(`${path}/suspend`, admin, { reason: 'Fraud' })).statusCode).toBe(200);
    await expectInSync();
    expect(await found('kawakawa')).toEqual([]);
    expect((await call(`${path}/reinstate`, admin)).statusCode).toBe(200);
    await expectInSync();
    expect(await found('kawakawa')).toEqual([service.slug]);
  });

  it('follows deletes (of a service, of its owner), bulk updates and a truncate', async () => {
    const a = await insertCatalogue(db());
    const gone = await insertService(db(), a.refs, { title: 'Manuka honey' });
    const kept = await insertService(db(), a.refs, { title: 'Manuka smoked fish' });
    await db().delete(services).where(eq(services.id, gone.id));
    await expectInSync();
    expect(await found('manuka')).toEqual([kept.slug]);
    await db().delete(users).where(eq(users.id, a.provider.id));
    await expectInSync();
    expect(await found('manuka')).toEqual([]);

    // One statement over many rows (as the seed and the jobs write).
    const b = await insertCatalogue(db());
    for (let i = 0; i < 3; i++) await insertService(db(), b.refs, { title: `Puriri ${i}` });
    await db().execute(sql`update services set city = 'Hamilton', suburb = 'Hillcrest'
                           where title like 'Puriri%'`);
    await expectInSync();
    expect(await found('puriri', 'Hamilton')).toHaveLength(3);
    await db().execute(sql`update services set is_listed = false where title like 'Puriri%'`);
    await expectInSync();
    expect(await found('puriri')).toEqual([]);
    // An update that changes nothing the postings hold leaves them alone.
    const c = await insertService(db(), b.refs, { title: 'Tawa' });
    const version = async () =>
      (
        await queryRows<{ v: string }>(
          db(),
          sql`select string_agg(xmin::text, ',' order by lexeme) as v
              from search_postings where service_id = ${c.id}`,
        )
      )[0]?.v;
    const before = await version();
    await db().update(services).set({ phoneNumber: '0219999999' }).where(eq(services.id, c.id));
    expect(await version()).toBe(before);

    await db().execute(sql`truncate services cascade`);
    expect(await expectInSync()).toBe(0);
  });
});
