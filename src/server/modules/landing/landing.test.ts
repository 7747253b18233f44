import { beforeAll, describe, expect, it } from 'vitest';

import { seedBrowseFixture } from '#tests/factories/browse-fixture.ts';
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
