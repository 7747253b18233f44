import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { SEARCH_COUNT_MAX } from '#shared/constants.ts';
import { services } from '../../db/schema/index.ts';
import { queryRows } from '../../db/query.ts';
import {
  insertCatalogue,
  insertCategory,
  insertService,
  insertSubCategory,
  sessionCookie,
} from '#tests/factories/index.ts';
import { buildService, type ServiceRefs } from '#server/db/seed/rows.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { walkLimit } from './text-search.ts';

type Card = { id: number; slug: string };
type ListBody = { services: Card[]; total: number };

/** Words the fixture's texts are made of (each service draws a few). */
const WORDS = [
  'leak',
  'roof',
  'gutter',
  'hot water',
  'heat pump',
  'wi-fi',
  'café',
  'Māori',
  'drain',
  'tiles',
];
const CITIES = ['Auckland', 'Wellington', 'Hamilton'] as const;
const SUBURBS = { Auckland: 'Ponsonby', Wellington: 'Karori', Hamilton: 'Hillcrest' } as const;

/**
 * Free-text lists (decision 085): exactly the services matching `search @@ query`, in the
 * relevance order of the decision, counted exactly up to SEARCH_COUNT_MAX, whatever path the
 * query takes (the postings walk, its fallback to the text index, the owner's list).
 */
describe.each(testDbKinds)('free-text search on %s', (kind) => {
  let refs: ServiceRefs;
  let other: { categoryId: number; subCategoryId: number };
  const t = useTestApp(kind);
  beforeAll(async () => {
    const catalogue = await insertCatalogue(t.handle.db);
    refs = catalogue.refs;
    const category = await insertCategory(t.handle.db);
    const sub = await insertSubCategory(t.handle.db, category.id);
    other = { categoryId: category.id, subCategoryId: sub.id };
    // 90 services drawing words into their title, business name and description, in three
    // cities and two categories, with ratings; some of them not public.
    const rows = Array.from({ length: 90 }, (_, i) => {
      const pick = (k: number) => WORDS[(i * k + k) % WORDS.length]!;
      const city = CITIES[i % CITIES.length]!;
      return buildService(i % 4 === 0 ? { ...refs, ...other } : refs, {
        title: `${pick(3)} ${i % 5 === 0 ? pick(7) : 'service'} number ${i}`,
        businessName: i % 3 === 0 ? `${pick(11)} experts` : `Firm ${i}`,
        description: `We handle ${pick(13)} and ${pick(17)} jobs. The ${pick(19)} team.`,
        city,
        suburb: SUBURBS[city],
        ratingCount: i % 6,
        ratingSum: (i % 6) * (1 + (i % 5)),
        status: i % 17 === 5 ? 'pending' : i % 19 === 7 ? 'rejected' : 'approved',
        isListed: i % 23 !== 11,
      });
    });
    await t.handle.db.insert(services).values(rows);
    await t.handle.db.execute(sql`analyze services`);
  });

  const search = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      headers: { 'cache-control': 'no-cache' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>();
  };
  /** Every page of a search (5 per page), and the total of the first. */
  const allPages = async (payload: Record<string, unknown>) => {
    const ids: number[] = [];
    let total = -1;
    for (let page = 1; page < 100; page++) {
      const body = await search({ ...payload, page, per_page: 5 });
      if (page === 1) total = body.total;
      ids.push(...body.services.map((s) => s.id));
      if (body.services.length < 5) break;
    }
    return { ids, total };
  };
  /** What PostgreSQL says matches (a text without lexemes filters nothing, decision 084). */
  const truth = async (q: string, filters: { city?: string; category_id?: number }) => {
    const rows = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from services
          where status = 'approved' and is_listed
            and (numnode(websearch_to_tsquery('kiwi', ${q})) = 0
                 or search @@ websearch_to_tsquery('kiwi', ${q}))
            and (${filters.city ?? null}::text is null or city = ${filters.city ?? null})
            and (${filters.category_id ?? null}::int is null
                 or category_id = ${filters.category_id ?? null})`,
    );
    return rows.map((r) => r.id).sort((a, b) => a - b);
  };

  const QUERIES = [
    'leak',
    'Leaks',
    'roof leak',
    'hot water',
    '"hot water"',
    '"water hot"',
    'leak -roof',
    'leak or gutter',
    '-leak',
    'wi-fi',
    'café',
    'cafe',
    'Māori',
    'maori',
    'the leak',
    'the',
    'leak:*',
    'heat & !pump',
    "'; drop table services; --",
    '(roof',
    'zzzz',
    'gutter drain tiles',
  ];

  it.each(QUERIES)('lists exactly the services matching %j, each once', async (q) => {
    const scopes = [
      {},
      { city: 'Wellington' },
      { city: 'Auckland', category_id: other.categoryId },
    ];
    for (const scope of scopes) {
      const { ids, total } = await allPages({ q, ...scope });
      const expected = await truth(q, scope);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
      expect(total).toBe(expected.length);
    }
  });

  it('gives the same answer to a text of stop words only as to no text (best rated first)', async () => {
    const none = await allPages({ city: 'Hamilton' });
    expect(await allPages({ q: 'the', city: 'Hamilton' })).toEqual(none);
    expect(await allPages({ q: 'the leak', city: 'Hamilton' })).toEqual(
      await allPages({ q: 'leak', city: 'Hamilton' }),
    );
  });

  it('answers odd texts with 200 or 400, never 500', async () => {
    const odd = [
      "' or 1=1 --",
      'a\\b',
      "o'brien",
      '!!!',
      '& | <-> !',
      '"unclosed',
      '🦜 tūī',
      'x'.repeat(200),
      Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '),
    ];
    for (const q of odd) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getSubCategoryServices',
        payload: { q, city: 'Auckland' },
      });
      expect(res.statusCode, q).toBe(200);
    }
    for (const q of ['x'.repeat(5000), 'a\u0000b']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getSubCategoryServices',
        payload: { q },
      });
      expect(res.statusCode).toBe(400);
    }
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/all-services?q=${'y'.repeat(5000)}`,
    });
    expect(get.statusCode).toBe(400);
  });

  it('keeps rating and newest orders with a text, and the text in the owner list', async () => {
    const byRating = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from services where status = 'approved' and is_listed
            and search @@ websearch_to_tsquery('kiwi', 'leak')
          order by rating_avg desc, rating_count desc, id desc`,
    );
    const rating = await allPages({ q: 'leak', sort: 'rating' });
    expect(rating.ids).toEqual(byRating.map((r) => r.id));
    expect(rating.total).toBe(byRating.length);
    const byNewest = await queryRows<{ id: number }>(
      t.handle.db,
      sql`select id from services where status = 'approved' and is_listed
            and search @@ websearch_to_tsquery('kiwi', 'leak')
          order by created_at desc, id desc`,
    );
    expect((await allPages({ q: 'leak', sort: 'newest' })).ids).toEqual(byNewest.map((r) => r.id));

    // The seller's list: public services for visitors, every status for the owner.
    const mine = await queryRows<{ id: number; status: string; is_listed: boolean }>(
      t.handle.db,
      sql`select id, status, is_listed from services
          where added_by_id = ${refs.addedById}
            and search @@ websearch_to_tsquery('kiwi', 'roof') order by id`,
    );
    const seller = async (headers: Record<string, string>) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/seller-services?id=${refs.addedById}&q=roof&sort=relevance&per_page=100`,
        headers: { ...headers, 'cache-control': 'no-cache' },
      });
      return (res.json().sellerServices as Card[]).map((c) => c.id).sort((a, b) => a - b);
    };
    expect(await seller({})).toEqual(
      mine.filter((s) => s.status === 'approved' && s.is_listed).map((s) => s.id),
    );
    const owner = await sessionCookie(t.handle.db, refs.addedById);
    expect(await seller(owner)).toEqual(mine.map((s) => s.id));
  });
});

describe.each(testDbKinds)('free-text relevance and counts on %s', (kind) => {
  let refs: ServiceRefs;
  const t = useTestApp(kind);
  beforeAll(async () => {
    refs = (await insertCatalogue(t.handle.db)).refs;
  });

  const slugs = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      headers: { 'cache-control': 'no-cache' },
      payload: { per_page: 100, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>().services.map((s) => s.slug);
  };
  const add = (slug: string, fields: Partial<Parameters<typeof buildService>[1]>) =>
    insertService(t.handle.db, refs, {
      slug,
      title: 'Garden care',
      businessName: 'Roots Ltd',
      description: 'We look after gardens.',
      city: 'Hamilton',
      suburb: 'Hillcrest',
      ...fields,
    });

  it('ranks title over business name over description, then best rated, then newest', async () => {
    const rated = (avg: number, count: number) => ({ ratingCount: count, ratingSum: avg * count });
    await add('title-only', {
      title: 'Kowhai tree care',
      description: 'We prune.',
      ...rated(3, 2),
    });
    await add('business-and-description', {
      businessName: 'Kowhai Gardens',
      description: 'Kowhai specialists.',
      ...rated(5, 9),
    });
    await add('title-and-business', { title: 'Kowhai planting', businessName: 'Kowhai Ltd' });
    await add('description-only', { description: 'We plant kowhai.', ...rated(5, 10) });
    await add('title-description-fewer', {
      title: 'Kowhai pruning',
      description: 'Kowhai.',
      ...rated(4.5, 2),
    });
    await add('title-description-older', {
      title: 'Kowhai pruning',
      description: 'Kowhai.',
      ...rated(4.5, 8),
    });
    await add('title-description-newer', {
      title: 'Kowhai pruning',
      description: 'Kowhai.',
      ...rated(4.5, 8),
    });
    await add('not-approved', { title: 'Kowhai', status: 'pending' });
    await add('other-city', { title: 'Kowhai', city: 'Auckland', suburb: 'Ponsonby' });
    const expected = [
      'title-and-business',
      'title-description-newer',
      'title-description-older',
      'title-description-fewer',
      'title-only',
      'business-and-description',
      'description-only',
    ];
    expect(await slugs({ q: 'kowhai', city: 'Hamilton' })).toEqual(expected);
    // Pages are slices of the same order.
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      paged.push(...(await slugs({ q: 'kowhai', city: 'Hamilton', page, per_page: 3 })));
    }
    expect(paged).toEqual(expected);
    // Without a city: the cities' postings merged in the same order.
    expect(await slugs({ q: 'kowhai' })).toEqual([
      ...expected.slice(0, 5),
      'other-city',
      ...expected.slice(5),
    ]);
    // Several words: ordered by the rarest one's place ("prune": 4 services, "kowhai": 7).
    expect(await slugs({ q: 'kowhai pruning', city: 'Hamilton' })).toEqual([
      'title-description-newer',
      'title-description-older',
      'title-description-fewer',
      'title-only',
    ]);
  });

  it('counts exactly up to 1,000 and says 1,001 beyond; the list ends there', async () => {
    const many = (city: 'Christchurch' | 'Wellington', n: number, from: number) =>
      Array.from({ length: n }, (_, i) =>
        buildService(refs, {
          slug: `spouting-${from + i}`,
          title: `Spouting repairs ${from + i}`,
          description: i % 2 === 0 ? 'Gutters cleared.' : 'Downpipes fixed.',
          city,
          suburb: city === 'Christchurch' ? 'Riccarton' : 'Karori',
          ratingCount: 1,
          ratingSum: 1 + ((from + i) % 5),
        }),
      );
    const rows = [...many('Christchurch', SEARCH_COUNT_MAX, 0), ...many('Wellington', 30, 5000)];
    for (let i = 0; i < rows.length; i += 250) {
      await t.handle.db.insert(services).values(rows.slice(i, i + 250));
    }
    const total = async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getSubCategoryServices',
        headers: { 'cache-control': 'no-cache' },
        payload,
      });
      return res.json<ListBody>().total;
    };
    expect(await total({ q: 'spouting', city: 'Christchurch' })).toBe(SEARCH_COUNT_MAX);
    expect(await total({ q: 'spouting', city: 'Wellington' })).toBe(30);
    expect(await total({ q: 'spouting' })).toBe(SEARCH_COUNT_MAX + 1);
    expect(await total({ q: 'spouting gutters', city: 'Christchurch' })).toBe(500);
    expect(await total({ q: 'spouting -gutters' })).toBe(515);
    expect(await total({ q: 'spouting', sort: 'rating' })).toBe(SEARCH_COUNT_MAX + 1);
    // Pages of 100: the tenth holds the 1,000th match, the eleventh only the 1,001st.
    expect(await slugs({ q: 'spouting', page: 10 })).toHaveLength(100);
    expect(await slugs({ q: 'spouting', page: 11 })).toHaveLength(1);
    expect(await slugs({ q: 'spouting', page: 12 })).toHaveLength(0);
  });

  it('finds the few matches a filter keeps among many postings (past the walk, off the text index)', async () => {
    // 1,000 "spouting" services in Christchurch (the test before) outrank these three: a page
    // of this sub category walks walkLimit(5) postings without finding one, then ranks the
    // text index's matches instead.
    expect(walkLimit(5)).toBeLessThan(SEARCH_COUNT_MAX);
    const sub = await insertSubCategory(t.handle.db, refs.categoryId);
    for (const n of [1, 2, 3]) {
      await insertService(
        t.handle.db,
        { ...refs, subCategoryId: sub.id },
        {
          slug: `rare-spouting-${n}`,
          title: 'Roof work',
          description: `Spouting too, job ${n}.`,
          city: 'Christchurch',
          suburb: 'Riccarton',
          ratingCount: n,
          ratingSum: n,
        },
      );
    }
    expect(
      await slugs({ q: 'spouting', city: 'Christchurch', subCategory_id: sub.id, per_page: 5 }),
    ).toEqual(['rare-spouting-3', 'rare-spouting-2', 'rare-spouting-1']);
    expect(
      await slugs({
        q: 'spouting',
        city: 'Christchurch',
        subCategory_id: sub.id,
        page: 2,
        per_page: 2,
      }),
    ).toEqual(['rare-spouting-1']);
  });
});
