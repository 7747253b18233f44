import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { queryRows } from '../../db/query.ts';
import { services, users } from '../../db/schema/index.ts';
import { buildService } from '../../db/seed/rows.ts';
import { insertCatalogue } from '#tests/factories/index.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

/**
 * The providers' public services and rating sums stored on users (migration 0018, decision
 * 121) follow every change to services, so the directory reads them instead of the services.
 */
describe.each(testDbKinds)('provider stats kept by triggers on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;

  /** The users whose stored stats differ from their public services now. */
  const drift = () =>
    queryRows<{ id: number }>(
      db(),
      sql`select u.id from users u
          left join lateral (
            select count(*)::int as n, coalesce(sum(o.rating_sum), 0)::int as s,
                   coalesce(sum(o.rating_count), 0)::int as c
            from services o where o.added_by_id = u.id and o.status = 'approved' and o.is_listed
          ) x on true
          where (u.public_services, u.public_rating_sum, u.public_rating_count)
                is distinct from (x.n, x.s, x.c)`,
    );
  const stats = async (id: number) => {
    const [row] = await db()
      .select({
        n: users.publicServices,
        sum: users.publicRatingSum,
        count: users.publicRatingCount,
        rating: users.publicRating,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  };

  it('follows approvals, ratings, listing, moves between owners and deletions', async () => {
    const { provider, refs } = await insertCatalogue(db());
    const [other] = await db()
      .insert(users)
      .values({ roleId: 2, username: 'other-pro', slug: 'other-pro', email: 'other@example.nz' })
      .returning();
    expect(await stats(provider.id)).toMatchObject({ n: 0, sum: 0, count: 0, rating: 0 });

    const [a, b] = await db()
      .insert(services)
      .values([
        buildService(refs, { status: 'pending' }),
        buildService(refs, { status: 'approved', ratingSum: 9, ratingCount: 2 }),
      ])
      .returning();
    expect(await stats(provider.id)).toMatchObject({ n: 1, sum: 9, count: 2, rating: 4.5 });

    await db()
      .update(services)
      .set({ status: 'approved', ratingSum: 4, ratingCount: 1 })
      .where(eq(services.id, a!.id));
    expect(await stats(provider.id)).toMatchObject({ n: 2, sum: 13, count: 3, rating: 4.3 });

    // A text edit changes nothing; unlisting (a lapsed subscription) drops the service.
    await db().update(services).set({ title: 'Renamed' }).where(eq(services.id, a!.id));
    await db().update(services).set({ isListed: false }).where(eq(services.id, b!.id));
    expect(await stats(provider.id)).toMatchObject({ n: 1, sum: 4, count: 1, rating: 4 });

    await db().update(services).set({ addedById: other!.id }).where(eq(services.id, a!.id));
    expect(await stats(provider.id)).toMatchObject({ n: 0, sum: 0, count: 0 });
    expect(await stats(other!.id)).toMatchObject({ n: 1, sum: 4, count: 1 });

    await db().delete(services).where(eq(services.id, a!.id));
    expect(await stats(other!.id)).toMatchObject({ n: 0, sum: 0, count: 0 });
    expect(await drift()).toEqual([]);
  });

  it('orders the directory by the card rating, then the most reviewed, as shown', async () => {
    const { provider, refs } = await insertCatalogue(db());
    await db().update(users).set({ isVerified: true });
    const made = [];
    for (const [i, [sum, count]] of [
      [9, 2],
      [14, 3],
      [0, 0],
      [45, 10],
    ].entries()) {
      const [u] = await db()
        .insert(users)
        .values({
          roleId: 2,
          username: `pro-${i}`,
          slug: `pro-${i}`,
          email: `pro-${i}@example.nz`,
          isVerified: true,
        })
        .returning();
      await db()
        .insert(services)
        .values(
          buildService({ ...refs, addedById: u!.id }, { ratingSum: sum, ratingCount: count }),
        );
      made.push(u!.slug);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/AllServiceProviders?sort=rating&per_page=100',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sellers = res.json().seller as { slug: string; rating: number; total_reviews: number }[];
    // 4.7 (14/3), 4.5 (45/10 and 9/2: the most reviewed first), then no reviews.
    expect(sellers.map((s) => s.slug)).toEqual(['pro-1', 'pro-3', 'pro-0', 'pro-2']);
    expect(sellers.map((s) => [s.rating, s.total_reviews])).toEqual([
      [4.7, 3],
      [4.5, 10],
      [4.5, 2],
      [0, 0],
    ]);
    expect(sellers.map((s) => s.slug)).not.toContain(provider.slug);
    expect(await drift()).toEqual([]);
  });
});
