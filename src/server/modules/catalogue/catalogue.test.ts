import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import {
  insertCatalogue,
  insertCategory,
  insertService,
  insertSubCategory,
} from '#tests/factories/index.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds, truncateAll } from '#tests/helpers/test-db.ts';
import { ads } from '../../db/schema/index.ts';

describe.each(testDbKinds)('start-up calls on %s', (kind) => {
  const t = useTestApp(kind);
  beforeEach(async () => {
    await truncateAll(t.handle);
  });

  describe('GET /api/category-list', () => {
    it('answers empty arrays on an empty catalogue', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/category-list' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ categories: [], subCategory: [] });
    });

    it('lists active categories and sub categories with the legacy keys, inactive ones left out', async () => {
      const { db } = t.handle;
      const plumbing = await insertCategory(db, {
        name: 'Plumbing & Gas',
        slug: 'plumbing-gas',
        position: 2,
      });
      const building = await insertCategory(db, {
        name: 'Building & Construction',
        slug: 'building-construction',
        position: 1,
      });
      const hidden = await insertCategory(db, { name: 'Hidden', slug: 'hidden', isActive: false });
      const hotWater = await insertSubCategory(db, plumbing.id, {
        name: 'Hot Water Cylinders',
        slug: 'hot-water-cylinders',
      });
      const decks = await insertSubCategory(db, building.id, { name: 'Decks', slug: 'decks' });
      await insertSubCategory(db, building.id, {
        name: 'Paused Sub',
        slug: 'paused-sub',
        isActive: false,
      });

      const res = await t.app.inject({ method: 'GET', url: '/api/category-list' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.categories).toEqual([
        {
          id: building.id,
          name: 'Building & Construction',
          slug: 'building-construction',
          status: 'active',
        },
        { id: plumbing.id, name: 'Plumbing & Gas', slug: 'plumbing-gas', status: 'active' },
      ]);
      expect(body.categories.map((c: { id: number }) => c.id)).not.toContain(hidden.id);
      expect(body.subCategory).toEqual([
        { id: decks.id, name: 'Decks', slug: 'decks', category_id: building.id, status: 'active' },
        {
          id: hotWater.id,
          name: 'Hot Water Cylinders',
          slug: 'hot-water-cylinders',
          category_id: plumbing.id,
          status: 'active',
        },
      ]);
    });
  });

  describe('GET /api/getAd', () => {
    it('answers success with empty slots when there are no ads', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getAd' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, ads: { home: [], sidebar: [] } });
    });

    it('groups active ads as home and sidebar, each with an absolute attachment_link', async () => {
      const { db } = t.handle;
      await db.insert(ads).values([
        { title: 'Second home', slot: 'home', position: 2, image: 'ads/home-2.webp' },
        {
          title: 'First home',
          slot: 'home',
          position: 1,
          image: 'ads/home-1.webp',
          linkUrl: '/servicePageList/residential',
        },
        { title: 'Sidebar', slot: 'sidebar', position: 1, image: 'ads/sidebar-1.webp' },
      ]);

      const res = await t.app.inject({ method: 'GET', url: '/api/getAd' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      expect(body.ads.home.map((a: { title: string }) => a.title)).toEqual([
        'First home',
        'Second home',
      ]);
      expect(body.ads.home[0]).toMatchObject({
        page: 'home',
        position: 1,
        attachment_link: `${TEST_ORIGIN}/uploads/ads/home-1.webp`,
        link_url: '/servicePageList/residential',
      });
      expect(body.ads.sidebar).toHaveLength(1);
      expect(body.ads.sidebar[0]).toMatchObject({
        title: 'Sidebar',
        page: 'sidebar',
        attachment_link: `${TEST_ORIGIN}/uploads/ads/sidebar-1.webp`,
        link_url: null,
      });
      for (const ad of [...body.ads.home, ...body.ads.sidebar]) {
        expect(new URL(ad.attachment_link).pathname).toMatch(/^\/uploads\//);
      }
    });

    it('leaves out inactive ads', async () => {
      const { db } = t.handle;
      await db.insert(ads).values([
        { title: 'Live', slot: 'home', position: 1, image: 'ads/live.webp' },
        { title: 'Off', slot: 'sidebar', position: 1, image: 'ads/off.webp', isActive: false },
      ]);
      const res = await t.app.inject({ method: 'GET', url: '/api/getAd' });
      const body = res.json();
      expect(body.ads.home.map((a: { title: string }) => a.title)).toEqual(['Live']);
      expect(body.ads.sidebar).toEqual([]);

      await db.update(ads).set({ isActive: false }).where(eq(ads.title, 'Live'));
      const after = await t.app.inject({ method: 'GET', url: '/api/getAd' });
      expect(after.json().ads.home).toEqual([]);
    });
  });

  describe('GET /api/get-service-names-ofType', () => {
    it('answers three empty lists on an empty catalogue', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/get-service-names-ofType' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ residential: [], commercial: [], trade: [] });
    });

    it('lists only approved services, at most 12 per type, each in every type it offers', async () => {
      const { db } = t.handle;
      const { refs } = await insertCatalogue(db);
      const residential = [];
      for (let i = 0; i < 14; i++) {
        residential.push(await insertService(db, refs, { serviceTypes: ['residential'] }));
      }
      const both = await insertService(db, refs, {
        title: 'Office and Trade Fit-outs',
        slug: 'office-and-trade-fit-outs',
        serviceTypes: ['commercial', 'trade'],
      });
      const pending = await insertService(db, refs, {
        serviceTypes: ['commercial'],
        status: 'pending',
      });
      const rejected = await insertService(db, refs, {
        serviceTypes: ['trade'],
        status: 'rejected',
      });

      const res = await t.app.inject({ method: 'GET', url: '/api/get-service-names-ofType' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['commercial', 'residential', 'trade']);

      expect(body.residential).toHaveLength(12);
      const residentialSlugs = new Set(residential.map((s) => s.slug));
      for (const item of body.residential) {
        expect(Object.keys(item).sort()).toEqual(['slug', 'title']);
        expect(residentialSlugs.has(item.slug)).toBe(true);
      }

      const fitOut = { title: 'Office and Trade Fit-outs', slug: both.slug };
      expect(body.commercial).toEqual([fitOut]);
      expect(body.trade).toEqual([fitOut]);

      const all = [...body.residential, ...body.commercial, ...body.trade].map(
        (s: { slug: string }) => s.slug,
      );
      expect(all).not.toContain(pending.slug);
      expect(all).not.toContain(rejected.slug);
    });
  });
});
