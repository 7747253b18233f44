import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { SearchServicesResponse } from '#shared/api/browse.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import {
  insertCategory,
  insertProvider,
  insertService,
  insertSubCategory,
} from '#tests/factories/index.ts';
import { searchTerms, services } from '../../db/schema/index.ts';
import { serviceFacts } from '../../platform/changes/changes.ts';
import { buildService } from '../../db/seed/rows.ts';

/**
 * Issue 24's search semantics through the real API (decision 116): service areas, based-in
 * first, availability last, the new filters, macron folding, everyday words, the fallback of an
 * empty result, and deep pages with the new leading sort keys.
 */
describe.each(testDbKinds)('search semantics on %s', (kind) => {
  const t = useTestApp(kind);
  let plumbers: { id: number };
  let electricians: { id: number };
  let heatPumps: { id: number };
  let bulkSub: { id: number };
  /** The bulk services of Hamilton, for the deep pages. */
  let bulk: {
    id: number;
    suburb: string;
    areas: string[];
    taking: boolean;
    avg: number;
    created: string;
  }[];

  beforeAll(async () => {
    const db = t.db;
    const plumbing = await insertCategory(db, { name: 'Plumbing', slug: 'plumbing-24' });
    const electrical = await insertCategory(db, { name: 'Electrical', slug: 'electrical-24' });
    const other = await insertCategory(db, { name: 'Other', slug: 'other-24' });
    plumbers = await insertSubCategory(db, plumbing.id, { name: 'Plumbers', slug: 'plumbers' });
    electricians = await insertSubCategory(db, electrical.id, {
      name: 'Electricians',
      slug: 'electricians',
    });
    heatPumps = await insertSubCategory(db, electrical.id, {
      name: 'Heat pumps',
      slug: 'heat-pumps',
    });
    bulkSub = await insertSubCategory(db, other.id, { name: 'Handyman', slug: 'handyman' });
    await db.insert(searchTerms).values({ term: 'Sparky', subCategoryId: electricians.id });
    const owner = await insertProvider(db, { businessName: 'Owner 24', slug: 'owner-24' });
    const plumber = (slug: string, o: Record<string, unknown>) =>
      insertService(
        db,
        { addedById: owner.id, categoryId: plumbing.id, subCategoryId: plumbers.id },
        { slug, title: slug, ...o },
      );
    const rated = (avg: number) => ({ ratingCount: 1, ratingSum: avg });
    await plumber('riccarton-all-chch', {
      city: 'Christchurch',
      suburb: 'Riccarton',
      serviceAreas: ['Christchurch'],
      ...rated(5),
    });
    await plumber('addington-only', {
      city: 'Christchurch',
      suburb: 'Addington',
      serviceAreas: [],
      ...rated(3),
    });
    await plumber('riccarton-two-suburbs', {
      city: 'Christchurch',
      suburb: 'Riccarton',
      serviceAreas: ['Christchurch/Riccarton', 'Christchurch/Addington'],
      ...rated(4),
    });
    await plumber('tui-plumbing', {
      title: 'Tūī Plumbing & Gas',
      businessName: 'Tūī Plumbing & Gas',
      city: 'Wellington',
      suburb: 'Kelburn',
      serviceAreas: ['Wellington'],
      ...rated(4),
    });
    await plumber('otahuhu-drains', {
      title: 'Ōtāhuhu Drains',
      city: 'Auckland',
      suburb: 'Ōtāhuhu',
      serviceAreas: ['Auckland'],
      priceType: 'from',
      priceCents: 9000,
      takingNewWork: false,
      backOn: '2027-01-15',
      ...rated(5),
    });
    await plumber('ponsonby-quotes', {
      description: 'We clear blocked drains across Auckland.',
      city: 'Auckland',
      suburb: 'Ponsonby',
      serviceAreas: ['Auckland'],
      priceType: 'quote',
      ...rated(2),
    });
    const sparky = (slug: string, subCategoryId: number, o: Record<string, unknown>) =>
      insertService(
        db,
        { addedById: owner.id, categoryId: electrical.id, subCategoryId },
        { slug, title: slug, city: 'Wellington', suburb: 'Karori', ...o },
      );
    await sparky('kapiti-electrical', electricians.id, {
      title: 'Kāpiti Electrical',
      serviceAreas: ['Wellington'],
    });
    await sparky('karori-heat-pumps', heatPumps.id, { serviceAreas: [] });

    // 450 Hamilton services: a third based in Frankton, half covering all of Hamilton, every
    // fifth not taking new work, ratings 1 to 5 (for the deep pages).
    const hamilton = ['Frankton', 'Hamilton East', 'Chartwell'];
    const rows = Array.from({ length: 450 }, (_, i) => {
      const suburb = hamilton[i % 3]!;
      return buildService(
        { addedById: owner.id, categoryId: other.id, subCategoryId: bulkSub.id },
        {
          slug: `bulk-${i}`,
          city: 'Hamilton',
          suburb,
          serviceAreas: i % 2 === 0 ? ['Hamilton'] : [],
          takingNewWork: i % 5 !== 0,
          ratingCount: 1,
          ratingSum: 1 + (i % 5),
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 7)),
        },
      );
    });
    const inserted = await db.insert(services).values(rows).returning();
    bulk = inserted.map((r) => ({
      id: r.id,
      suburb: r.suburb,
      areas: r.serviceAreas,
      taking: r.takingNewWork,
      avg: r.ratingAvg,
      created: r.createdAt.toISOString(),
    }));
  });

  const search = async (payload: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchServicesResponse>();
  };
  const slugsOf = (body: SearchServicesResponse) => body.services.map((s) => s.slug);

  describe('service areas', () => {
    it('finds for Addington the services serving it, those based there first', async () => {
      const body = await search({
        subCategory_id: plumbers.id,
        city: 'Christchurch',
        suburb: 'Addington',
      });
      expect(slugsOf(body)).toEqual([
        'addington-only',
        'riccarton-all-chch',
        'riccarton-two-suburbs',
      ]);
      expect(body.total).toBe(3);
      expect(body).not.toHaveProperty('fallback');
    });

    it('resolves the city of a suburb given alone', async () => {
      const body = await search({ subCategory_id: plumbers.id, suburb: 'addington' });
      expect(slugsOf(body)).toEqual([
        'addington-only',
        'riccarton-all-chch',
        'riccarton-two-suburbs',
      ]);
    });

    it('does not find a Christchurch service for Karori, Wellington', async () => {
      const body = await search({
        subCategory_id: plumbers.id,
        city: 'Wellington',
        suburb: 'Karori',
      });
      expect(slugsOf(body)).toEqual(['tui-plumbing']);
    });

    it('does not find a service covering only Riccarton and Addington for Sumner', async () => {
      const body = await search({
        subCategory_id: plumbers.id,
        city: 'Christchurch',
        suburb: 'Sumner',
      });
      expect(slugsOf(body)).toEqual(['riccarton-all-chch']);
    });

    it('finds for a city every service covering some part of it', async () => {
      const body = await search({ subCategory_id: plumbers.id, city: 'Christchurch' });
      expect(slugsOf(body)).toEqual([
        'riccarton-all-chch',
        'riccarton-two-suburbs',
        'addington-only',
      ]);
      const card = body.services[0]!;
      expect(card.service_areas).toEqual([{ city: 'Christchurch', suburb: null }]);
    });
  });

  describe('filters and availability', () => {
    it('sorts services whose provider is not taking new work last', async () => {
      const body = await search({ subCategory_id: plumbers.id, city: 'Auckland' });
      expect(slugsOf(body)).toEqual(['ponsonby-quotes', 'otahuhu-drains']);
      expect(body.services[1]).toMatchObject({ taking_new_work: false, back_on: '2027-01-15' });
    });

    it('filters by minimum rating, a stated price and taking new work', async () => {
      const plumbing = { subCategory_id: plumbers.id };
      expect(slugsOf(await search({ ...plumbing, min_rating: 4.5 })).sort()).toEqual([
        'otahuhu-drains',
        'riccarton-all-chch',
      ]);
      expect(slugsOf(await search({ ...plumbing, has_price: true }))).toEqual(['otahuhu-drains']);
      expect(slugsOf(await search({ ...plumbing, taking_new_work: 'true' }))).not.toContain(
        'otahuhu-drains',
      );
      expect((await search({ ...plumbing, taking_new_work: true })).total).toBe(5);
      expect((await search({ ...plumbing, taking_new_work: false })).total).toBe(6);
    });

    it('refuses a minimum rating out of range with a clear message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getSubCategoryServices',
        payload: { min_rating: 9 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/min_rating must be at most 5/);
    });
  });

  describe('free text', () => {
    it('ignores case and macrons: Tui, kapiti, Otahuhu', async () => {
      expect(slugsOf(await search({ q: 'Tui' }))).toEqual(['tui-plumbing']);
      expect(slugsOf(await search({ q: 'tui', city: 'Wellington' }))).toEqual(['tui-plumbing']);
      expect(slugsOf(await search({ q: 'kapiti' }))).toEqual(['kapiti-electrical']);
      expect(slugsOf(await search({ q: 'Otahuhu', sort: 'rating' }))).toEqual(['otahuhu-drains']);
    });

    it('ranks a match whose provider is not taking new work last', async () => {
      // Ōtāhuhu Drains has the word in its title, but is not taking new work.
      const expected = ['ponsonby-quotes', 'otahuhu-drains'];
      expect(slugsOf(await search({ q: 'drains' }))).toEqual(expected);
      expect(slugsOf(await search({ q: 'drains', city: 'Auckland' }))).toEqual(expected);
      expect(slugsOf(await search({ q: 'drains', city: 'Auckland', sort: 'rating' }))).toEqual(
        expected,
      );
    });

    it('searches the sub category an everyday word or a sub category name names', async () => {
      expect(slugsOf(await search({ q: 'sparky' }))).toEqual(['kapiti-electrical']);
      expect(slugsOf(await search({ q: '  SPARKY ', city: 'Wellington' }))).toEqual([
        'kapiti-electrical',
      ]);
      expect((await search({ q: 'plumbers' })).total).toBe(6);
      // With a sub category given, the text is a text match.
      expect((await search({ q: 'sparky', subCategory_id: electricians.id })).total).toBe(0);
    });
  });

  describe('fallback of an empty result', () => {
    it('offers the whole city, related sub categories, then the providers', async () => {
      const body = await search({
        subCategory_id: heatPumps.id,
        city: 'Wellington',
        suburb: 'Kelburn',
      });
      expect(body.services).toEqual([]);
      const providers = await t.app.inject({ method: 'GET', url: '/api/AllServiceProviders' });
      expect(body.fallback).toEqual([
        {
          kind: 'whole_city',
          label: 'Heat pumps in all of Wellington',
          filter: {
            subCategory_id: heatPumps.id,
            category_id: null,
            city: 'Wellington',
            suburb: null,
            q: null,
          },
          count: 1,
        },
        {
          kind: 'related',
          label: 'Electricians in Kelburn',
          filter: {
            subCategory_id: electricians.id,
            category_id: null,
            city: 'Wellington',
            suburb: 'Kelburn',
            q: null,
          },
          count: 1,
        },
        {
          kind: 'providers',
          label: 'Browse all providers',
          filter: { subCategory_id: null, category_id: null, city: null, suburb: null, q: null },
          count: providers.json<{ total: number }>().total,
        },
      ]);
    });

    it('offers other cities with matches, most first', async () => {
      const body = await search({ subCategory_id: plumbers.id, city: 'Hamilton' });
      expect(body.total).toBe(0);
      const others = body.fallback!.filter((f) => f.kind === 'other_city');
      expect(others.map((f) => [f.label, f.count])).toEqual([
        ['Plumbers in Christchurch', 3],
        ['Plumbers in Auckland', 2],
        ['Plumbers in Wellington', 1],
      ]);
      expect(body.fallback!.map((f) => f.kind)).toEqual([
        'other_city',
        'other_city',
        'other_city',
        'providers',
      ]);
    });
  });

  describe("fallback counts are the lists' own totals (decision 123)", () => {
    it('are read from the total cache on later empty searches, and follow a published change', async () => {
      const direct = async (payload: Record<string, unknown>) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/getSubCategoryServices',
          headers: { 'cache-control': 'no-cache' },
          payload,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<SearchServicesResponse>();
      };
      const otherCities = (body: SearchServicesResponse) =>
        body.fallback!.filter((f) => f.kind === 'other_city').map((f) => [f.label, f.count]);
      const empty = { subCategory_id: bulkSub.id, city: 'Wellington' };
      expect(otherCities(await direct(empty))).toEqual([['Handyman in Hamilton', 450]]);
      // Written behind the app's back (no change published): the counts known stay.
      const [owner] = await t.db.select().from(services).limit(1);
      const [row] = await t.db
        .insert(services)
        .values(
          buildService(
            {
              addedById: owner!.addedById,
              categoryId: owner!.categoryId,
              subCategoryId: bulkSub.id,
            },
            { slug: 'handyman-auckland-late', city: 'Auckland', suburb: 'Ponsonby' },
          ),
        )
        .returning();
      expect(otherCities(await direct(empty))).toEqual([['Handyman in Hamilton', 450]]);
      // The Auckland list shares its total with the suggestion: both say 0 until the change.
      expect((await direct({ subCategory_id: bulkSub.id, city: 'Auckland' })).total).toBe(0);
      t.app.deps.changes.publish({ kind: 'service', before: null, after: serviceFacts(row!) });
      expect(otherCities(await direct(empty))).toEqual([
        ['Handyman in Hamilton', 450],
        ['Handyman in Auckland', 1],
      ]);
      await t.db.delete(services).where(eq(services.id, row!.id));
      t.app.deps.changes.publish({ kind: 'service', before: serviceFacts(row!), after: null });
    });
  });

  describe('deep pages', () => {
    /** The expected order of a Hamilton suburb search (decision 116). */
    const expected = (suburb: string, sort: 'rating' | 'newest') =>
      bulk
        .filter((s) => s.suburb === suburb || s.areas.includes('Hamilton'))
        .sort(
          (a, b) =>
            Number(b.taking) - Number(a.taking) ||
            Number(b.suburb === suburb) - Number(a.suburb === suburb) ||
            (sort === 'rating' ? b.avg - a.avg : b.created.localeCompare(a.created)) ||
            b.id - a.id,
        )
        .map((s) => s.id);

    it.each(['rating', 'newest'] as const)(
      'pages a suburb search by %s through the known page keys',
      async (sort) => {
        const want = expected('Frankton', sort);
        // Beyond SEEK_FROM_ROWS (page-seek.ts): the later pages start after a known key.
        expect(want.length).toBeGreaterThan(260);
        const got: number[] = [];
        for (let page = 1; ; page++) {
          const body = await search({
            subCategory_id: bulkSub.id,
            city: 'Hamilton',
            suburb: 'Frankton',
            sort,
            per_page: 5,
            page,
          });
          expect(body.total).toBe(want.length);
          got.push(...body.services.map((s) => s.id));
          if (body.services.length < 5) break;
        }
        expect(got).toEqual(want);
      },
    );
  });
});
