import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { ProviderReviewsResponse } from '#shared/api/browse.ts';
import { jobs, reviews, services } from '../../db/schema/index.ts';
import {
  insertCatalogue,
  insertEnquiry,
  insertProvider,
  insertReview,
  insertService,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';

/**
 * GET /api/provider-reviews (issue 27 §2, built with issue 26's verified-hire label): every
 * visible review of a provider's public services, sorted, paginated, with the count per star.
 */
describe.each(testDbKinds)('provider reviews on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  let provider: Awaited<ReturnType<typeof insertProvider>>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    const { refs, subCategory } = await insertCatalogue(db());
    provider = await insertProvider(db(), { slug: 'rata-renovations', businessName: 'Rata' });
    const deck = await insertService(db(), { ...refs, addedById: provider.id }, { title: 'Decks' });
    const fence = await insertService(
      db(),
      { ...refs, addedById: provider.id },
      { title: 'Fences' },
    );
    const pending = await insertService(
      db(),
      { ...refs, addedById: provider.id },
      { title: 'Pergolas', status: 'pending' },
    );
    const other = await insertProvider(db());
    const elsewhere = await insertService(db(), { ...refs, addedById: other.id });
    const members = [];
    for (let i = 0; i < 6; i++) {
      members.push(await insertUser(db(), { firstName: `Member${i}`, lastName: 'Test' }));
    }
    const [m0, m1, m2, m3, m4, m5] = members as [typeof provider, ...(typeof provider)[]];
    const [job] = await db()
      .insert(jobs)
      .values({
        memberId: m0.id,
        subCategoryId: subCategory.id,
        city: 'Auckland',
        suburb: 'Ponsonby',
        title: 'A new deck',
        description: 'A new hardwood deck off the lounge, about 20 square metres.',
        timing: 'flexible',
        state: 'completed',
        expiresAt: new Date(),
        hiredServiceId: deck.id,
        hiredProviderId: provider.id,
      })
      .returning();
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    const hire = await insertReview(db(), {
      serviceId: deck.id,
      userId: m0.id,
      rating: 5,
      jobId: job!.id,
      createdAt: at(1),
    });
    await insertEnquiry(db(), { serviceId: deck.id, providerId: provider.id, userId: m1!.id });
    const contacted = await insertReview(db(), {
      serviceId: deck.id,
      userId: m1!.id,
      rating: 2,
      createdAt: at(2),
    });
    const plain = await insertReview(db(), {
      serviceId: fence.id,
      userId: m2!.id,
      rating: 4,
      createdAt: at(3),
    });
    const newest = await insertReview(db(), {
      serviceId: fence.id,
      userId: m3!.id,
      rating: 4,
      createdAt: at(4),
    });
    await db()
      .insert(reviews)
      .values({
        serviceId: fence.id,
        userId: m4!.id,
        rating: 1,
        review: 'Hidden words',
        isHidden: true,
        createdAt: at(5),
      });
    const unpublished = await insertReview(db(), {
      serviceId: pending.id,
      userId: m5!.id,
      rating: 3,
      createdAt: at(6),
    });
    await insertReview(db(), { serviceId: elsewhere.id, userId: m5!.id, rating: 1 });
    ids = {
      hire: hire.id,
      contacted: contacted.id,
      plain: plain.id,
      newest: newest.id,
      unpublished: unpublished.id,
      deck: deck.id,
    };
  });

  const get = async (query: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/provider-reviews?${query}`,
      headers,
    });
    return res;
  };
  const body = async (query: string, headers: Record<string, string> = {}) => {
    const res = await get(query, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ProviderReviewsResponse>();
  };

  it('lists the public reviews newest first, with service, label and count per star', async () => {
    const b = await body('id=rata-renovations');
    expect(b).toMatchObject({
      success: true,
      total: 4,
      page: 1,
      per_page: 10,
      sort: 'newest',
      breakdown: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
    });
    expect(b.result.map((r) => r.id)).toEqual([ids.newest, ids.plain, ids.contacted, ids.hire]);
    const hire = b.result.find((r) => r.id === ids.hire)!;
    expect(hire).toMatchObject({
      label: 'verified_hire',
      rating: 5,
      reviewer_name: 'Member0 T.',
      service: { id: ids.deck, title: 'Decks' },
    });
    expect(b.result.find((r) => r.id === ids.contacted)!.label).toBe('contacted');
    expect(b.result.find((r) => r.id === ids.plain)!.label).toBeNull();
  });

  it('sorts by highest and lowest rating, newest first among equals, and pages', async () => {
    const highest = await body('id=rata-renovations&sort=highest');
    expect(highest.result.map((r) => r.id)).toEqual([
      ids.hire,
      ids.newest,
      ids.plain,
      ids.contacted,
    ]);
    const lowest = await body('id=rata-renovations&sort=lowest&per_page=3&page=2');
    expect(lowest).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(lowest.result.map((r) => r.id)).toEqual([ids.hire]);
    // Past the last page: no reviews, the counts still whole.
    const past = await body('id=rata-renovations&sort=highest&per_page=3&page=3');
    expect(past).toMatchObject({ result: [], total: 4, breakdown: { 2: 1, 4: 2, 5: 1 } });
  });

  it("files each review under its service's provider, whichever way it was written", async () => {
    const rows = await db()
      .select({ p: reviews.providerId, owner: services.addedById })
      .from(reviews)
      .innerJoin(services, eq(services.id, reviews.serviceId));
    expect(rows.filter((r) => r.owner === provider.id)).toHaveLength(6);
    expect(rows.filter((r) => r.p !== r.owner)).toEqual([]);
  });

  it("keeps each service's count per star in step with its visible reviews (triggers)", async () => {
    const recount = async () =>
      db().execute(sql`select s.id from services s
        where s.review_stars <> array(select count(r.id)::int from generate_series(1, 5) k
          left join reviews r on r.service_id = s.id and not r.is_hidden and r.rating = k
          group by k order by k)`);
    const rows = (r: unknown) => (r as { rows: unknown[] }).rows;
    expect(rows(await recount())).toEqual([]);
    const starsOf = async () =>
      (
        await db()
          .select({ n: services.reviewStars })
          .from(services)
          .where(eq(services.id, ids.deck!))
      )[0]!.n;
    const before = await starsOf();
    // Hidden, shown again and re-rated: the counts follow each write.
    await db().update(reviews).set({ isHidden: true }).where(eq(reviews.id, ids.hire!));
    expect(await starsOf()).toEqual(before.map((n, i) => (i === 4 ? n - 1 : n)));
    await db().update(reviews).set({ isHidden: false, rating: 3 }).where(eq(reviews.id, ids.hire!));
    expect(await starsOf()).toEqual(before.map((n, i) => (i === 4 ? n - 1 : i === 2 ? n + 1 : n)));
    await db().update(reviews).set({ rating: 5 }).where(eq(reviews.id, ids.hire!));
    expect(await starsOf()).toEqual(before);
    // A reply leaves them alone.
    await db().update(reviews).set({ replyText: 'Thanks' }).where(eq(reviews.id, ids.hire!));
    expect(await starsOf()).toEqual(before);
    await db().update(reviews).set({ replyText: null }).where(eq(reviews.id, ids.hire!));
    // Each provider's count per star is the sum over their public services, kept in step too.
    const providerRecount = await db().execute(sql`select u.id from users u
      where u.public_review_stars <> array(select coalesce(sum(s.review_stars[k]), 0)::int
        from generate_series(1, 5) k
        left join services s on s.added_by_id = u.id and s.status = 'approved' and s.is_listed
        group by k order by k)`);
    expect(rows(providerRecount)).toEqual([]);
  });

  it('shows the owner the reviews of their unpublished services too', async () => {
    const owner = await sessionCookie(db(), provider.id);
    const b = await body('id=rata-renovations', owner);
    expect(b.total).toBe(5);
    expect(b.result[0]!.id).toBe(ids.unpublished);
  });

  it('answers 404 for an unknown provider and 400 for a bad sort', async () => {
    expect((await get('id=nobody-here')).statusCode).toBe(404);
    const bad = await get('id=rata-renovations&sort=best');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sort).toBeDefined();
  });

  it('labels the same reviews on the service page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/get-reviews?service_id=${ids.deck}`,
    });
    const labels = Object.fromEntries(
      res
        .json<{ result: { id: number; label: string | null }[] }>()
        .result.map((r) => [r.id, r.label]),
    );
    expect(labels).toEqual({ [ids.hire!]: 'verified_hire', [ids.contacted!]: 'contacted' });
  });
});
