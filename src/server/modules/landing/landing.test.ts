import { beforeAll, describe, expect, it, vi } from 'vitest';

import { landingPath, type BrowseCitiesResponse } from '#shared/landing.ts';
import { CITIES } from '#shared/locations.ts';
import { seedBrowseFixture } from '#tests/factories/browse-fixture.ts';
import { insertService } from '#tests/factories/index.ts';
import { serviceFacts } from '#server/platform/changes/changes.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

describe.each(testDbKinds)('landing pages (GET /api/landing, sitemap) on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await seedBrowseFixture(t.handle.db);
  });

  const landing = (query: string) => t.app.inject({ method: 'GET', url: `/api/landing?${query}` });

  it('a sub category in a city: its public services, the suburbs that have some', async () => {
    const res = await landing('service=carpet-cleaning&city=auckland');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.sub_category).toMatchObject({ slug: 'carpet-cleaning', name: 'Carpet Cleaning' });
    expect(body.city).toBe('Auckland');
    expect(body.suburb).toBeNull();
    // Approved steam cleaning (Ponsonby) and rug care (Parnell); the pending job is not counted.
    expect(body.total).toBe(2);
    expect(body.suburbs).toEqual([
      { name: 'Parnell', path: '/services/carpet-cleaning/auckland/parnell', count: 1 },
      { name: 'Ponsonby', path: '/services/carpet-cleaning/auckland/ponsonby', count: 1 },
    ]);
    // Window cleaning (same category) has services only in Wellington.
    expect(body.related).toEqual([]);
  });

  it('a suburb: its own count, links to the other suburbs only', async () => {
    const res = await landing('service=carpet-cleaning&city=auckland&suburb=ponsonby');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ suburb: 'Ponsonby', total: 1 });
    expect(res.json().suburbs.map((s: { name: string }) => s.name)).toEqual(['Parnell']);
  });

  it('empty combinations, unknown slugs and places, paused sub categories answer 404', async () => {
    for (const query of [
      'service=carpet-cleaning&city=wellington',
      'service=carpet-cleaning&city=auckland&suburb=parnell-not',
      'service=carpet-cleaning&city=auckland&suburb=mt-eden',
      'service=no-such-thing&city=auckland',
      'service=carpet-cleaning&city=atlantis',
      'service=paused-things&city=auckland',
      // The rejected drain job is the only one in Hamilton.
      'service=blocked-drains&city=hamilton',
    ]) {
      const res = await landing(query);
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('bad input is a 400', async () => {
    expect((await landing('service=carpet-cleaning')).statusCode).toBe(400);
    expect((await landing(`service=x&city=${'a'.repeat(300)}`)).statusCode).toBe(400);
  });

  it('the sitemap lists every landing page with services and no empty one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/services/carpet-cleaning/auckland',
      '/services/carpet-cleaning/auckland/ponsonby',
      '/services/carpet-cleaning/auckland/parnell',
      '/services/window-cleaning/wellington/aro-valley',
      '/services/blocked-drains/christchurch/addington',
    ]) {
      expect(locs).toContain(`${TEST_ORIGIN}${path}`);
    }
    expect(locs).not.toContain(`${TEST_ORIGIN}/services/carpet-cleaning/wellington`);
    expect(locs).not.toContain(`${TEST_ORIGIN}/services/blocked-drains/hamilton`);
    expect(locs.filter((l) => l?.includes('/services/'))).toHaveLength(
      new Set(locs.filter((l) => l?.includes('/services/'))).size,
    );
  });
});

describe.each(testDbKinds)('landing pages of covered suburbs (service areas) on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    const { categories, subs, users } = await seedBrowseFixture(t.handle.db);
    const drains = { categoryId: categories.plumbing.id, subCategoryId: subs.drains.id };
    // Based in Riccarton, covering all of Christchurch.
    await insertService(
      t.handle.db,
      { ...drains, addedById: users.tui.id },
      {
        slug: 'riccarton-drains',
        title: 'Riccarton drains',
        city: 'Christchurch',
        suburb: 'Riccarton',
        serviceAreas: ['Christchurch'],
      },
    );
    // Based in Parnell, also covering Mount Eden by name (and Karori in Wellington).
    await insertService(
      t.handle.db,
      {
        categoryId: categories.cleaning.id,
        subCategoryId: subs.carpet.id,
        addedById: users.kauri.id,
      },
      {
        slug: 'parnell-carpets',
        title: 'Parnell carpets',
        city: 'Auckland',
        suburb: 'Parnell',
        serviceAreas: ['Auckland/Mount Eden', 'Wellington/Karori'],
      },
    );
  });

  const landing = (query: string) => t.app.inject({ method: 'GET', url: `/api/landing?${query}` });

  it('a whole-city area serves every suburb of the city, counted with those based there', async () => {
    // Addington: the drain team based there, and the Riccarton service covering Christchurch.
    const addington = await landing('service=blocked-drains&city=christchurch&suburb=addington');
    expect(addington.statusCode).toBe(200);
    expect(addington.json()).toMatchObject({ suburb: 'Addington', total: 2 });
    // Any other suburb of Christchurch: only the whole-city one.
    const sydenham = await landing('service=blocked-drains&city=christchurch&suburb=sydenham');
    expect(sydenham.statusCode).toBe(200);
    expect(sydenham.json()).toMatchObject({ suburb: 'Sydenham', total: 1 });
    const city = (await landing('service=blocked-drains&city=christchurch')).json();
    expect(city.total).toBe(2);
    expect(city.suburbs[0]).toEqual({
      name: 'Addington',
      path: '/services/blocked-drains/christchurch/addington',
      count: 2,
    });
    // Then the others served, by name, at most 12 links.
    expect(city.suburbs).toHaveLength(12);
    expect(city.suburbs[1]).toEqual({
      name: 'Aidanfield',
      path: '/services/blocked-drains/christchurch/aidanfield',
      count: 1,
    });
    // Not in another city.
    expect((await landing('service=blocked-drains&city=wellington&suburb=karori')).statusCode).toBe(
      404,
    );
  });

  it('a suburb area serves that suburb (and its city), not its neighbours', async () => {
    const mountEden = await landing('service=carpet-cleaning&city=auckland&suburb=mount-eden');
    expect(mountEden.statusCode).toBe(200);
    expect(mountEden.json()).toMatchObject({ suburb: 'Mount Eden', total: 1 });
    expect((await landing('service=carpet-cleaning&city=auckland&suburb=remuera')).statusCode).toBe(
      404,
    );
    // Parnell: rug care and the Parnell service.
    expect(
      (await landing('service=carpet-cleaning&city=auckland&suburb=parnell')).json().total,
    ).toBe(2);
    // Wellington is touched through Karori only.
    const wellington = (await landing('service=carpet-cleaning&city=wellington')).json();
    expect(wellington).toMatchObject({ total: 1 });
    expect(wellington.suburbs).toEqual([
      { name: 'Karori', path: '/services/carpet-cleaning/wellington/karori', count: 1 },
    ]);
  });

  it('GET /api/browse-cities: each city, its sub categories and the suburbs served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/browse-cities' });
    expect(res.statusCode).toBe(200);
    const { cities } = res.json<BrowseCitiesResponse>();
    expect(cities.map((c) => c.name)).toEqual([
      'Auckland',
      'Hamilton',
      'Christchurch',
      'Wellington',
    ]);
    const [auckland, hamilton, christchurch, wellington] = cities;
    // Steam (Ponsonby), rug (Parnell), the Parnell service (+ Mount Eden); not the pending job.
    expect(auckland).toMatchObject({ slug: 'auckland', total: 3 });
    expect(auckland!.sub_categories).toEqual([
      { name: 'Carpet Cleaning', path: '/services/carpet-cleaning/auckland', count: 3 },
    ]);
    expect(auckland!.suburbs).toEqual([
      { name: 'Mount Eden', path: '/search-services?city=Auckland&suburb=Mount+Eden', count: 1 },
      { name: 'Parnell', path: '/search-services?city=Auckland&suburb=Parnell', count: 2 },
      { name: 'Ponsonby', path: '/search-services?city=Auckland&suburb=Ponsonby', count: 1 },
    ]);
    // Only a rejected service in Hamilton.
    expect(hamilton).toMatchObject({ total: 0, sub_categories: [], suburbs: [] });
    // The whole-city service serves every suburb; Addington has both.
    expect(christchurch!.total).toBe(2);
    expect(christchurch!.suburbs).toHaveLength(CITIES[2]!.suburbs.length);
    expect(christchurch!.suburbs.find((s) => s.name === 'Addington')?.count).toBe(2);
    expect(christchurch!.suburbs.find((s) => s.name === 'Sydenham')?.count).toBe(1);
    expect(wellington!.sub_categories.map((s) => [s.name, s.count])).toEqual([
      ['Carpet Cleaning', 1],
      ['Window Cleaning', 1],
    ]);
    expect(wellington!.suburbs.map((s) => s.name)).toEqual(['Aro Valley', 'Karori']);
  });

  it('the sitemap lists every served suburb, once, and no other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const landingLocs = locs.filter((l) => l.includes('/services/'));
    expect(new Set(landingLocs).size).toBe(landingLocs.length);
    const christchurch = CITIES.find((c) => c.name === 'Christchurch')!;
    for (const suburb of christchurch.suburbs) {
      expect(locs).toContain(
        `${TEST_ORIGIN}${landingPath('blocked-drains', 'Christchurch', suburb)}`,
      );
    }
    for (const path of [
      '/services/carpet-cleaning/auckland/mount-eden',
      '/services/carpet-cleaning/wellington',
      '/services/carpet-cleaning/wellington/karori',
    ]) {
      expect(locs).toContain(`${TEST_ORIGIN}${path}`);
    }
    for (const path of [
      '/services/carpet-cleaning/auckland/remuera',
      '/services/blocked-drains/wellington',
      '/services/blocked-drains/auckland/parnell',
    ]) {
      expect(locs).not.toContain(`${TEST_ORIGIN}${path}`);
    }
    // Every listed landing page answers.
    for (const loc of landingLocs.filter((l) => l.includes('christchurch')).slice(0, 5)) {
      const [, service, city, suburb] = new URL(loc).pathname.split('/').slice(1);
      const query = `service=${service}&city=${city}${suburb ? `&suburb=${suburb}` : ''}`;
      expect((await landing(query)).statusCode, loc).toBe(200);
    }
  });
});

describe.each(testDbKinds)('landing counts kept for a while (decision 122) on %s', (kind) => {
  const t = useTestApp(kind);
  let fixture: Awaited<ReturnType<typeof seedBrowseFixture>>;
  beforeAll(async () => {
    fixture = await seedBrowseFixture(t.handle.db);
  });
  const total = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/landing?service=blocked-drains&city=christchurch',
      })
    ).json().total as number;
  const cities = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/browse-cities' })).json<BrowseCitiesResponse>();

  it('serves its counts until a published change, then counts again', async () => {
    const before = await total();
    const christchurch = (await cities()).cities.find((c) => c.name === 'Christchurch')!.total;
    const row = await insertService(
      t.handle.db,
      {
        categoryId: fixture.categories.plumbing.id,
        subCategoryId: fixture.subs.drains.id,
        addedById: fixture.users.kauri.id,
      },
      { title: 'Sumner drains', city: 'Christchurch', suburb: 'Sumner' },
    );
    // Written without publishing: the counts are the kept ones.
    expect(await total()).toBe(before);
    expect((await cities()).cities.find((c) => c.name === 'Christchurch')!.total).toBe(
      christchurch,
    );
    // A published change to a service: counted again (the kept value answers while it runs).
    t.app.deps.changes.publish({ kind: 'service', before: null, after: serviceFacts(row) });
    await vi.waitFor(async () => expect(await total()).toBe(before + 1));
    await vi.waitFor(async () =>
      expect((await cities()).cities.find((c) => c.name === 'Christchurch')!.total).toBe(
        christchurch + 1,
      ),
    );
  });
});
