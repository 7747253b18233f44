import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { ServiceListResponseSchema } from '#shared/api/browse.ts';
import { SEARCH_COUNT_MAX } from '#shared/constants.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { buildService } from '#server/db/seed/rows.ts';
import { queryRows } from '../../db/query.ts';
import { services } from '../../db/schema/index.ts';
import { answerSerializer } from '../../platform/cache/answer-serializer.ts';
import { PageSeek, SEEK_FROM_ROWS } from './read-model/page-seek.ts';

/** More "kiwifruit" services than a free-text search counts, with varied ratings and suburbs. */
const BULK = SEARCH_COUNT_MAX + 50;
const SUBURBS = ['Ponsonby', 'Grey Lynn', 'Parnell'];

describe.each(testDbKinds)('the database read path on %s', (kind) => {
  let f: BrowseFixture;

  const t = useTestApp(kind);
  beforeAll(async () => {
    f = await seedBrowseFixture(t.handle.db);
    const refs = {
      addedById: f.users.kauri.id,
      categoryId: f.categories.cleaning.id,
      subCategoryId: f.subs.carpet.id,
    };
    const rows = Array.from({ length: BULK }, (_, i) =>
      buildService(refs, {
        title: `Kiwifruit orchard care ${i}`,
        suburb: SUBURBS[i % 3]!,
        ratingCount: i % 7,
        ratingSum: (i % 7) * ((i % 5) + 1),
      }),
    );
    for (let i = 0; i < rows.length; i += 250) {
      await t.handle.db.insert(services).values(rows.slice(i, i + 250));
    }
  }, 120_000);

  const list = async (url: string, payload?: object) => {
    const res = await t.app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      ...(payload ? { payload } : {}),
      headers: { 'cache-control': 'no-cache' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return ServiceListResponseSchema.parse(res.json());
  };
  const search = (payload: object) => list('/api/getSubCategoryServices', payload);

  it('counts free-text matches exactly up to 1,000 and answers one more beyond', async () => {
    const all = await search({ q: 'kiwifruit' });
    expect(all.total).toBe(SEARCH_COUNT_MAX + 1);
    expect(all.services).toHaveLength(24);
    expect(all.services.every((s) => s.title.startsWith('Kiwifruit'))).toBe(true);
    // One suburb holds a third of them: counted exactly.
    const [exact] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from services
          where title like 'Kiwifruit%' and suburb = 'Grey Lynn' and status = 'approved'`,
    );
    const some = await search({ q: 'kiwifruit', city: 'Auckland', suburb: 'Grey Lynn' });
    expect(some.total).toBe(exact!.n);
    expect(some.total).toBeLessThan(SEARCH_COUNT_MAX);
  });

  it('pages through the ranked candidates without repeats, then answers empty pages', async () => {
    const seen = new Set<number>();
    for (let page = 1; page <= 11; page++) {
      const body = await search({ q: 'kiwifruit', page, per_page: 100 });
      const expected = page <= 10 ? 100 : SEARCH_COUNT_MAX + 1 - 1000;
      expect(body.services).toHaveLength(expected);
      body.services.forEach((s) => seen.add(s.id));
    }
    expect(seen.size).toBe(SEARCH_COUNT_MAX + 1);
    const past = await search({ q: 'kiwifruit', page: 12, per_page: 100 });
    expect(past.services).toEqual([]);
    expect(past.total).toBe(SEARCH_COUNT_MAX + 1);
  });

  it.each([
    ['best rated', '', sql`rating_avg desc, rating_count desc, id desc`],
    ['newest', '&sort=newest', sql`created_at desc, id desc`],
  ])(
    'serves deep pages (%s) from known page boundaries exactly as OFFSET would',
    async (_n, sort, order) => {
      const perPage = 5;
      const pages = SEEK_FROM_ROWS / perPage + 12;
      const ids: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const body = await list(`/api/all-services?page=${page}&per_page=${perPage}${sort}`);
        ids.push(...body.services.map((s) => s.id));
      }
      const expected = await queryRows<{ id: number }>(
        t.handle.db,
        sql`select id from services where status = 'approved' and is_listed
          order by ${order} limit ${pages * perPage}`,
      );
      expect(ids).toEqual(expected.map((r) => r.id));
    },
  );

  it.each([
    ['best rated', undefined, sql`rating_avg desc, rating_count desc, id desc`],
    ['newest', 'newest', sql`created_at desc, id desc`],
  ])(
    'pages a suburb (%s) as one ordered list: taking new work, based there, then the sort',
    async (_n, sort, order) => {
      // Window cleaners in Christchurch: based in Riccarton, elsewhere covering it or the whole
      // city, elsewhere not covering it; some not taking new work.
      const refs = {
        addedById: f.users.tui.id,
        categoryId: f.categories.cleaning.id,
        subCategoryId: f.subs.windows.id,
      };
      const areas = [[], ['Christchurch'], ['Christchurch/Riccarton'], ['Christchurch/Sumner']];
      const rows = Array.from({ length: 90 }, (_, i) =>
        buildService(refs, {
          city: 'Christchurch',
          suburb: i % 3 === 0 ? 'Riccarton' : 'Addington',
          serviceAreas: areas[i % 4]!,
          takingNewWork: i % 5 !== 0,
          ratingCount: i % 4,
          ratingSum: (i % 4) * ((i % 5) + 1),
          createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 40))),
        }),
      );
      const inserted = await t.handle.db.insert(services).values(rows).returning();
      try {
        const payload = {
          subCategory_id: f.subs.windows.id,
          city: 'Christchurch',
          suburb: 'Riccarton',
          ...(sort ? { sort } : {}),
        };
        const ids: number[] = [];
        let total = 0;
        for (let page = 1; page <= 10; page++) {
          const body = await search({ ...payload, page, per_page: 7 });
          ids.push(...body.services.map((s) => s.id));
          total = body.total;
        }
        const expected = await queryRows<{ id: number }>(
          t.handle.db,
          sql`select id from services
              where status = 'approved' and is_listed and sub_category_id = ${f.subs.windows.id}
                and coverage && array['Christchurch/Riccarton', 'Christchurch']::text[]
              order by taking_new_work desc, (city = 'Christchurch' and suburb = 'Riccarton') desc,
                       ${order}`,
        );
        expect(total).toBe(expected.length);
        expect(expected.length).toBeGreaterThan(50);
        expect(expected.length).toBeLessThan(70);
        expect(ids).toEqual(expected.map((r) => r.id));
      } finally {
        await t.handle.db.delete(services).where(
          sql`id in (${sql.join(
            inserted.map((r) => sql`${r.id}`),
            sql`, `,
          )})`,
        );
      }
    },
  );
});

describe('PageSeek', () => {
  it('starts a deep page after the nearest known boundary, shallow ones with OFFSET', () => {
    const seek = new PageSeek();
    expect(seek.plan('list', 60, 5)).toBeNull();
    seek.remember('list', 55, 'key55');
    seek.remember('list', 58, 'key58');
    expect(seek.plan('list', 60, 5)).toEqual({ after: 'key58', skip: 5 });
    expect(seek.plan('list', 59, 5)).toEqual({ after: 'key58', skip: 0 });
    expect(seek.plan('list', 3, 5)).toBeNull();
    expect(seek.plan('other', 60, 5)).toBeNull();
    seek.clear();
    expect(seek.plan('list', 60, 5)).toBeNull();
  });
});

describe('answerSerializer', () => {
  const schema = z.object({ id: z.number(), name: z.string() });

  it('refuses, outside production, an answer with a field its schema does not declare', () => {
    const strict = answerSerializer(schema, true);
    expect(strict({ id: 1, name: 'Kauri' })).toBe('{"id":1,"name":"Kauri"}');
    expect(() => strict({ id: 1, name: 'Kauri', email: 'private@example.nz' })).toThrow(
      /outside its schema/,
    );
    expect(() => strict({ id: 'one', name: 'Kauri' })).toThrow(/does not match/);
  });

  it('writes the answer as it is in production', () => {
    expect(answerSerializer(schema, false)({ name: 'Kauri', id: 1 })).toBe(
      '{"name":"Kauri","id":1}',
    );
  });
});
