import { beforeAll, describe, expect, it } from 'vitest';

import type { ServiceCard } from '#shared/api/browse.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { sessionCookie } from '#tests/factories/index.ts';

type ListBody = {
  success: true;
  services: ServiceCard[];
  total: number;
  page: number;
  per_page: number;
};

describe.each(testDbKinds)('service lists on %s', (kind) => {
  let f: BrowseFixture;

  const t = useTestApp(kind);
  beforeAll(async () => {
    f = await seedBrowseFixture(t.handle.db);
  });

  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const search = async (payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await post('/api/getSubCategoryServices', payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ListBody>();
  };
  const slugs = (body: ListBody) => body.services.map((s) => s.slug).sort();

  describe('POST /api/getSubCategoryServices', () => {
    it('filters with the home payload (sub category, city, suburb, postal code, user id)', async () => {
      const body = await search({
        subCategory_id: f.subs.carpet.id,
        city: 'Auckland',
        suburb: 'Ponsonby',
        postal_code: '',
        user_id: '',
      });
      expect(body.success).toBe(true);
      expect(slugs(body)).toEqual(['carpet-steam-cleaning']);
      expect(body).toMatchObject({ total: 1, page: 1, per_page: 24 });
    });

    it('filters with the list page payload (category, sub category, city, suburb)', async () => {
      const body = await search({
        category_id: f.categories.cleaning.id,
        subCategory_id: '',
        city: 'Auckland',
        suburb: '',
        user_id: null,
      });
      expect(slugs(body)).toEqual(['carpet-steam-cleaning', 'rug-and-carpet-care']);
    });

    it('treats empty values as "any" and shows only approved services', async () => {
      const body = await search({ subCategory_id: '', city: '', suburb: '', postal_code: '' });
      expect(slugs(body)).toEqual([
        'carpet-steam-cleaning',
        'drain-unblocking',
        'rug-and-carpet-care',
        'window-washing',
      ]);
      expect(body.total).toBe(4);
      expect(body.services.every((s) => s.status === 'approved')).toBe(true);
    });

    it('applies every filter on its own', async () => {
      expect(slugs(await search({ subCategory_id: f.subs.drains.id }))).toEqual([
        'drain-unblocking',
      ]);
      expect(slugs(await search({ category_id: f.categories.plumbing.id }))).toEqual([
        'drain-unblocking',
      ]);
      expect(slugs(await search({ city: 'Wellington' }))).toEqual(['window-washing']);
      expect(slugs(await search({ suburb: 'Parnell' }))).toEqual(['rug-and-carpet-care']);
      expect(slugs(await search({ postal_code: '1011' }))).toEqual(['carpet-steam-cleaning']);
      expect(slugs(await search({ type: 'commercial' }))).toEqual([
        'rug-and-carpet-care',
        'window-washing',
      ]);
    });

    it('matches city and suburb whatever their case or macrons', async () => {
      expect(slugs(await search({ city: 'auckland', suburb: 'PONSONBY' }))).toEqual([
        'carpet-steam-cleaning',
      ]);
    });

    it('returns an empty list for filters that match nothing', async () => {
      for (const payload of [
        { subCategory_id: 999_999 },
        { city: 'Dunedin' },
        { city: 'Auckland', suburb: 'Aro Valley' },
        { subCategory_id: f.subs.windows.id, city: 'Auckland' },
      ]) {
        const body = await search(payload);
        expect(body.services).toEqual([]);
        expect(body.total).toBe(0);
      }
    });

    it('never shows pending or rejected services, even to their owner', async () => {
      const owner = await sessionCookie(t.handle.db, f.users.kauri.id);
      const body = await search({ subCategory_id: f.subs.carpet.id }, owner);
      expect(slugs(body)).not.toContain('pending-carpet-job');
      const drains = await search({ subCategory_id: f.subs.drains.id });
      expect(slugs(drains)).not.toContain('rejected-drain-job');
    });

    it('answers the card shape of spec section 3', async () => {
      const body = await search({
        subCategory_id: f.subs.carpet.id,
        city: 'Auckland',
        suburb: 'Ponsonby',
      });
      const card = body.services[0]!;
      expect(card).toMatchObject({
        id: f.services.steam.id,
        Service_id: f.services.steam.id,
        slug: 'carpet-steam-cleaning',
        title: 'Carpet steam cleaning',
        main_service_image: `${TEST_ORIGIN}/uploads/services/steam-card.webp`,
        // The card cut, then the whole picture at two sizes for the 4:3 box (decision 103).
        main_service_image_srcset: [
          `${TEST_ORIGIN}/uploads/services/steam-card.webp 480w`,
          `${TEST_ORIGIN}/uploads/services/steam-small.webp 640w`,
          `${TEST_ORIGIN}/uploads/services/steam-detail.webp 1280w`,
        ].join(', '),
        status: 'approved',
        category_id: f.categories.cleaning.id,
        subCategory_id: f.subs.carpet.id,
        service_type: ['residential'],
        city: 'Auckland',
        suburb: 'Ponsonby',
        business_name: 'Kauri Cleaning Co',
        seller_slug: 'kauri-cleaning',
        added_by_id: f.users.kauri.id,
        added_by: f.users.kauri.id,
        have_provider: {
          id: f.users.kauri.id,
          role_id: 2,
          logo: `${TEST_ORIGIN}/uploads/logos/kauri.webp`,
          slug: 'kauri-cleaning',
        },
        role_id: 2,
        logo: `${TEST_ORIGIN}/uploads/logos/kauri.webp`,
        rating: 4.3,
        total_reviews: 3,
        totalReviews: 3,
        subcat: {
          id: f.subs.carpet.id,
          name: 'Carpet Cleaning',
          slug: 'carpet-cleaning',
          // Kauri and Tui have approved carpet services; Kauri's pending one does not add.
          service_providers_count: 2,
        },
        watchList: 0,
        watchlist: 0,
      });
      expect(card.averageRating).toBeCloseTo(13 / 3, 5);
      expect(card.average_reviews).toEqual([
        { service_id: f.services.steam.id, average_rating: expect.closeTo(13 / 3, 5) },
      ]);
      expect(card.description.length).toBeLessThanOrEqual(240);
      expect(card.description.endsWith('…')).toBe(true);
      expect(new Date(card.created_at).toISOString()).toBe('2026-01-01T00:00:00.000Z');
      // No private fields on cards.
      expect(JSON.stringify(card)).not.toMatch(/cus_secret|kauri@example|password/);
    });

    it('gives an empty average_reviews list and zero rating without reviews', async () => {
      const body = await search({ subCategory_id: f.subs.windows.id });
      expect(body.services[0]).toMatchObject({
        rating: 0,
        averageRating: 0,
        average_reviews: [],
        total_reviews: 0,
        main_service_image: null,
        main_service_image_srcset: null,
      });
    });

    it('flags the services the session user watches, and none for anonymous visitors', async () => {
      const anonymous = await search({
        subCategory_id: f.subs.carpet.id,
        user_id: f.users.customer.id,
      });
      expect(anonymous.services.map((s) => s.watchList)).toEqual([0, 0]);
      const session = await sessionCookie(t.handle.db, f.users.customer.id);
      const body = await search(
        { subCategory_id: f.subs.carpet.id, user_id: f.users.customer.id },
        session,
      );
      const rug = body.services.find((s) => s.slug === 'rug-and-carpet-care')!;
      const steam = body.services.find((s) => s.slug === 'carpet-steam-cleaning')!;
      expect([rug.watchList, rug.watchlist, steam.watchList]).toEqual([1, 1, 0]);
    });

    it('refuses a user_id naming someone else than the session user (403)', async () => {
      const session = await sessionCookie(t.handle.db, f.users.customer.id);
      const res = await post(
        '/api/getSubCategoryServices',
        { subCategory_id: f.subs.carpet.id, user_id: f.users.customer2.id },
        session,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0, success: false });
    });

    it('searches free text over title, business name and description', async () => {
      expect(slugs(await search({ q: 'steam' }))).toEqual(['carpet-steam-cleaning']);
      expect(slugs(await search({ q: 'Tui Services' }))).toEqual(['rug-and-carpet-care']);
      expect(slugs(await search({ q: 'offices' }))).toEqual(['window-washing']);
      expect(slugs(await search({ q: 'carpet', city: 'Auckland' }))).toEqual([
        'carpet-steam-cleaning',
        'rug-and-carpet-care',
      ]);
      expect((await search({ q: 'zebra crossing' })).total).toBe(0);
      // Stop words only: no text filter at all.
      expect((await search({ q: 'the' })).total).toBe(4);
      // Search operators and odd characters are text, never SQL or errors.
      for (const q of ["' OR 1=1--", '"carpet', '-carpet', 'a & b | !c', '%_\\', '(((']) {
        const res = await post('/api/getSubCategoryServices', { q });
        expect(res.statusCode, q).toBe(200);
      }
    });

    it('ranks by relevance, rating or newest', async () => {
      const relevance = await search({ q: 'carpet', sort: 'relevance' });
      // "carpet" twice in the title and description of the steam service vs once.
      expect(relevance.services[0]!.slug).toBe('carpet-steam-cleaning');
      const rating = await search({ sort: 'rating' });
      expect(rating.services.map((s) => s.slug)).toEqual([
        'rug-and-carpet-care',
        'carpet-steam-cleaning',
        'drain-unblocking',
        'window-washing',
      ]);
      const newest = await search({ sort: 'newest' });
      expect(newest.services.map((s) => s.slug)).toEqual([
        'drain-unblocking',
        'window-washing',
        'rug-and-carpet-care',
        'carpet-steam-cleaning',
      ]);
    });

    it('paginates with page and per_page and reports the total', async () => {
      const first = await search({ sort: 'newest', per_page: 3, page: 1 });
      const second = await search({ sort: 'newest', per_page: '3', page: '2' });
      expect(first.services.map((s) => s.slug)).toEqual([
        'drain-unblocking',
        'window-washing',
        'rug-and-carpet-care',
      ]);
      expect(second.services.map((s) => s.slug)).toEqual(['carpet-steam-cleaning']);
      expect([first.total, second.total]).toEqual([4, 4]);
      expect(second).toMatchObject({ page: 2, per_page: 3 });
      const past = await search({ per_page: 3, page: 50 });
      expect(past.services).toEqual([]);
      expect(past.total).toBe(4);
    });
  });

  describe('POST /api/get-type-services', () => {
    it('lists the approved services of a type', async () => {
      const res = await post('/api/get-type-services', { type: 'residential', user_id: '' });
      expect(res.statusCode).toBe(200);
      const body = res.json<ListBody>();
      expect(slugs(body)).toEqual(['carpet-steam-cleaning', 'rug-and-carpet-care']);
      expect(body.total).toBe(2);
      const trade =
        res.json<ListBody>() && (await post('/api/get-type-services', { type: 'trade' }));
      expect(slugs(trade.json<ListBody>())).toEqual(['drain-unblocking']);
    });

    it('lists every approved service without a type, with q and sort', async () => {
      const all = (await post('/api/get-type-services', {})).json<ListBody>();
      expect(all.total).toBe(4);
      const q = (
        await post('/api/get-type-services', { type: 'commercial', q: 'windows' })
      ).json<ListBody>();
      expect(slugs(q)).toEqual(['window-washing']);
    });

    it('refuses an unknown type with 400', async () => {
      const res = await post('/api/get-type-services', { type: 'industrial' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/type must be one of residential, commercial, trade/);
    });
  });

  describe('POST /api/get-subCategory-service', () => {
    it('lists the approved services of a sub category by slug, naming it', async () => {
      const res = await post('/api/get-subCategory-service', {
        slug: 'carpet-cleaning',
        user_id: '',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<ListBody & { sub_category: unknown }>();
      expect(slugs(body)).toEqual(['carpet-steam-cleaning', 'rug-and-carpet-care']);
      expect(body.sub_category).toMatchObject({
        id: f.subs.carpet.id,
        name: 'Carpet Cleaning',
        slug: 'carpet-cleaning',
        service_providers_count: 2,
      });
    });

    it('gives an empty list for an unknown or paused sub category', async () => {
      for (const slug of ['no-such-thing', 'paused-things']) {
        const res = await post('/api/get-subCategory-service', { slug });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          success: true,
          services: [],
          total: 0,
          sub_category: null,
        });
      }
    });

    it('requires a slug', async () => {
      const res = await post('/api/get-subCategory-service', { slug: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/slug/);
    });
  });

  describe('GET /api/all-services', () => {
    it('lists every approved service, paginated', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/all-services?per_page=2&sort=newest',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<ListBody>();
      expect(body.services.map((s) => s.slug)).toEqual(['drain-unblocking', 'window-washing']);
      expect(body).toMatchObject({ total: 4, page: 1, per_page: 2 });
      const legacy = (
        await t.app.inject({ method: 'GET', url: '/api/all-services' })
      ).json<ListBody>();
      expect(legacy.services).toHaveLength(4);
      expect(legacy.per_page).toBe(24);
    });

    it("carries each service's edit fields, whole description and photos (issue 22 §6b)", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/all-services' });
      const body = res.json<{ services: (ServiceCard & Record<string, unknown>)[] }>();
      for (const service of body.services) {
        for (const key of ['aboutService', 'aboutService1', 'about', 'contact_name']) {
          expect(service[key], key).toEqual(expect.any(String));
        }
        expect(service).toHaveProperty('aboutService2');
        expect(service.phone_number).toBe('0211234567');
        expect(service.has_attachment).toEqual(expect.any(Array));
      }
      const steam = body.services.find((s) => s.slug === 'carpet-steam-cleaning')!;
      // The whole description, not the card's cut one.
      expect(steam.description).toBe(
        `Deep steam cleaning of carpets and rugs. ${'We bring our own gear. '.repeat(30)}`,
      );
      expect(steam).toMatchObject({
        aboutService: 'Fully insured',
        aboutService1: 'Free quotes',
        about: 'About us',
        contact_name: 'Kim',
        main_service_image: expect.stringContaining('services/steam'),
        has_attachment: [
          {
            service_id: f.services.steam.id,
            attachment_name: `${TEST_ORIGIN}/uploads/services/steam2-detail.webp`,
            width: 1200,
            height: 900,
          },
        ],
      });
      // The other lists keep their short cards.
      const search = await post('/api/get-type-services', { type: 'residential' });
      const card = search.json<ListBody>().services.find((s) => s.id === f.services.steam.id)!;
      expect(card.description.length).toBeLessThan(steam.description.length);
      expect(card).not.toHaveProperty('aboutService');
    });

    it('takes q and type', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/all-services?q=drains&type=trade',
      });
      expect(slugs(res.json<ListBody>())).toEqual(['drain-unblocking']);
    });

    it('shows the role-1 badge data on cards listed by the team', async () => {
      const body = (
        await t.app.inject({ method: 'GET', url: '/api/all-services?q=drain' })
      ).json<ListBody>();
      expect(body.services[0]).toMatchObject({ role_id: 1, have_provider: { role_id: 1 } });
    });
  });
});
