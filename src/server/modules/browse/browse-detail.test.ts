import { beforeAll, describe, expect, it } from 'vitest';

import {
  type PopularResponse,
  type ProviderCard,
  type ReviewItem,
  type SellerDetailResponse,
  type ServiceCard,
  type ServiceDetailResponse,
} from '#shared/api/browse.ts';
import { subscriptions } from '../../db/schema/index.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { seedBrowseFixture, type BrowseFixture } from '#tests/factories/browse-fixture.ts';
import { sessionCookie } from '#tests/factories/index.ts';

describe.each(testDbKinds)('detail calls on %s', (kind) => {
  let f: BrowseFixture;

  const t = useTestApp(kind);
  beforeAll(async () => {
    f = await seedBrowseFixture(t.handle.db);
    const now = Date.now();
    await t.handle.db.insert(subscriptions).values({
      userId: f.users.kauri.id,
      status: 'active',
      provider: 'local',
      externalId: 'sub_local_kauri',
      amountCents: 3000,
      currentPeriodStart: new Date(now),
      currentPeriodEnd: new Date(now + 30 * 86_400_000),
    });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  describe('GET /api/service-detail', () => {
    it('answers the service, its gallery and the watchlist flag', async () => {
      const res = await get('/api/service-detail?id=carpet-steam-cleaning');
      expect(res.statusCode).toBe(200);
      const body = res.json<ServiceDetailResponse>();
      expect(body.added_to_watchlist).toBe(0);
      expect(body.services).toMatchObject({
        id: f.services.steam.id,
        Service_id: f.services.steam.id,
        slug: 'carpet-steam-cleaning',
        title: 'Carpet steam cleaning',
        main_service_image: `${TEST_ORIGIN}/uploads/services/steam-detail.webp`,
        main_service_image_card: `${TEST_ORIGIN}/uploads/services/steam-card.webp`,
        // The whole picture at two sizes (decision 103).
        main_service_image_srcset: `${TEST_ORIGIN}/uploads/services/steam-small.webp 640w, ${TEST_ORIGIN}/uploads/services/steam-detail.webp 1280w`,
        aboutService: 'Fully insured',
        aboutService1: 'Free quotes',
        aboutService2: null,
        business_name: 'Kauri Cleaning Co',
        seller_slug: 'kauri-cleaning',
        Category: 'Cleaning',
        SubCategory: 'Carpet Cleaning',
        service_type: ['residential'],
        rating: 4.3,
        total_reviews: 3,
        have_provider: { id: f.users.kauri.id, role_id: 2, slug: 'kauri-cleaning' },
        subcat: { slug: 'carpet-cleaning', service_providers_count: 2 },
        provider: {
          id: f.users.kauri.id,
          slug: 'kauri-cleaning',
          business_name: 'Kauri Cleaning Co',
          message: 'Family owned cleaners since 1998.',
          phone_number: '0211111111',
          rating: 4.3,
          total_reviews: 3,
        },
      });
      // The full description, not the card's short one.
      expect(body.services.description.length).toBeGreaterThan(500);
      expect(body.images).toHaveLength(1);
      expect(body.images[0]!.has_attachment).toEqual([
        {
          id: expect.any(Number),
          service_id: f.services.steam.id,
          attachment_name: `${TEST_ORIGIN}/uploads/services/steam2-detail.webp`,
          card_url: `${TEST_ORIGIN}/uploads/services/steam2-card.webp`,
          width: 1200,
          height: 900,
          // By the stored renditions' own widths.
          srcset: `${TEST_ORIGIN}/uploads/services/steam2-small.webp 640w, ${TEST_ORIGIN}/uploads/services/steam2-detail.webp 1200w`,
        },
      ]);
      expect(JSON.stringify(body)).not.toMatch(/cus_secret|kauri@example/);
    });

    it('sets added_to_watchlist for the session user only', async () => {
      const session = await sessionCookie(t.handle.db, f.users.customer.id);
      const watched = await get(
        `/api/service-detail?id=rug-and-carpet-care&user_id=${f.users.customer.id}`,
        session,
      );
      expect(watched.json()).toMatchObject({ added_to_watchlist: 1, services: { watchList: 1 } });
      const anonymous = await get(
        `/api/service-detail?id=rug-and-carpet-care&user_id=${f.users.customer.id}`,
      );
      expect(anonymous.json().added_to_watchlist).toBe(0);
      const other = await get(
        `/api/service-detail?id=rug-and-carpet-care&user_id=${f.users.customer2.id}`,
        session,
      );
      expect(other.statusCode).toBe(403);
    });

    it('gives 404 for an unknown slug', async () => {
      const res = await get('/api/service-detail?id=no-such-service');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, success: false, message: 'Service not found' });
    });

    it('shows pending and rejected services only to their owner and admins', async () => {
      expect((await get('/api/service-detail?id=pending-carpet-job')).statusCode).toBe(404);
      expect((await get('/api/service-detail?id=rejected-drain-job')).statusCode).toBe(404);
      const stranger = await sessionCookie(t.handle.db, f.users.customer.id);
      expect((await get('/api/service-detail?id=pending-carpet-job', stranger)).statusCode).toBe(
        404,
      );

      const owner = await sessionCookie(t.handle.db, f.users.tui.id);
      const rejected = await get('/api/service-detail?id=rejected-drain-job', owner);
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().services).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Photos missing',
      });
      const admin = await sessionCookie(t.handle.db, f.users.admin.id);
      const pending = await get('/api/service-detail?id=pending-carpet-job', admin);
      expect(pending.statusCode).toBe(200);
      expect(pending.json().services.status).toBe('pending');
    });

    it('never shows a rejection reason to the public', async () => {
      const res = await get('/api/service-detail?id=drain-unblocking');
      expect(res.json().services.rejection_reason).toBeNull();
    });
  });

  describe('GET /api/seller-detail', () => {
    it('finds a provider by slug or numeric id, with public fields only', async () => {
      const bySlug = await get('/api/seller-detail?id=kauri-cleaning');
      expect(bySlug.statusCode).toBe(200);
      const body = bySlug.json<SellerDetailResponse>();
      expect(body.seller).toMatchObject({
        id: f.users.kauri.id,
        slug: 'kauri-cleaning',
        role_id: 2,
        business_name: 'Kauri Cleaning Co',
        contact_person: expect.any(String),
        phone_number: '0211111111',
        message: 'Family owned cleaners since 1998.',
        logo: `${TEST_ORIGIN}/uploads/logos/kauri.webp`,
        // Approved services only: steam (5, 4, 4) and the window service without reviews.
        rating: 4.3,
        total_reviews: 3,
        subscriptions: null,
      });
      expect(body.seller.email).toBeUndefined();
      expect(body.subscription).toBe(false);
      expect(JSON.stringify(body)).not.toMatch(/sub_local_kauri|cus_secret|kauri@example/);

      const byId = await get(`/api/seller-detail?id=${f.users.kauri.id}`);
      expect(byId.json().seller.slug).toBe('kauri-cleaning');
    });

    it('gives the subscription and email to the provider themself and to admins', async () => {
      for (const userId of [f.users.kauri.id, f.users.admin.id]) {
        const session = await sessionCookie(t.handle.db, userId);
        const res = await get('/api/seller-detail?id=kauri-cleaning', session);
        const body = res.json<SellerDetailResponse>();
        expect(body.seller.email).toBe('kauri@example.test');
        expect(body.seller.subscriptions).toMatchObject({
          stripe_subscription_id: 'sub_local_kauri',
          stripe_subscription_status: 'active',
          created_at: expect.any(String),
        });
        expect(body.subscription).toBe(true);
      }
      const other = await sessionCookie(t.handle.db, f.users.tui.id);
      const res = await get('/api/seller-detail?id=kauri-cleaning', other);
      expect(res.json().seller.subscriptions).toBeNull();
      expect(res.json().seller.email).toBeUndefined();
    });

    it("shows a customer's record only to themself (404 for others)", async () => {
      expect((await get('/api/seller-detail?id=aroha')).statusCode).toBe(404);
      const self = await sessionCookie(t.handle.db, f.users.customer.id);
      const res = await get('/api/seller-detail?id=aroha', self);
      expect(res.statusCode).toBe(200);
      expect(res.json().seller).toMatchObject({ f_name: 'Aroha', email: 'aroha@example.test' });
    });

    it('gives 404 for unknown and suspended providers', async () => {
      for (const id of ['nobody-here', '999999', '99999999999', 'suspended-provider']) {
        const res = await get(`/api/seller-detail?id=${id}`);
        expect(res.statusCode, id).toBe(404);
        expect(res.json().message).toBe('Provider not found');
      }
    });
  });

  describe('GET /api/seller-services', () => {
    it('shows the public only approved services', async () => {
      const res = await get(`/api/seller-services?id=${f.users.kauri.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ sellerServices: ServiceCard[]; total: number }>();
      expect(body.sellerServices.map((s) => s.slug)).toEqual([
        'window-washing',
        'carpet-steam-cleaning',
      ]);
      expect(body.total).toBe(2);
    });

    it('shows the owner and admins every status', async () => {
      for (const userId of [f.users.kauri.id, f.users.admin.id]) {
        const session = await sessionCookie(t.handle.db, userId);
        const body = (await get(`/api/seller-services?id=${f.users.kauri.id}`, session)).json<{
          sellerServices: ServiceCard[];
        }>();
        expect(body.sellerServices.map((s) => [s.slug, s.status])).toEqual([
          ['pending-carpet-job', 'pending'],
          ['window-washing', 'approved'],
          ['carpet-steam-cleaning', 'approved'],
        ]);
      }
    });

    it('gives an empty list for an unknown user, and paginates', async () => {
      const unknown = await get('/api/seller-services?id=999999');
      expect(unknown.json()).toMatchObject({ sellerServices: [], total: 0 });
      const paged = await get(`/api/seller-services?id=${f.users.kauri.id}&per_page=1&page=2`);
      expect(paged.json()).toMatchObject({ total: 2, page: 2, per_page: 1 });
      expect(paged.json().sellerServices.map((s: ServiceCard) => s.slug)).toEqual([
        'carpet-steam-cleaning',
      ]);
    });
  });

  describe('GET /api/AllServiceProviders', () => {
    it('lists role-2 providers (verified, not suspended, with a public service) with rating and the card fields', async () => {
      const res = await get('/api/AllServiceProviders');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ seller: ProviderCard[]; total: number }>();
      const names = body.seller.map((s) => s.business_name);
      // Idle Provider has no service yet: it is not in the directory.
      expect(names).toEqual(['Tui Services', 'Kauri Cleaning Co']);
      expect(body.total).toBe(2);
      const kauri = body.seller.find((s) => s.slug === 'kauri-cleaning')!;
      expect(kauri).toMatchObject({
        id: f.users.kauri.id,
        role_id: 2,
        logo: `${TEST_ORIGIN}/uploads/logos/kauri.webp`,
        message: 'Family owned cleaners since 1998.',
        phone_number: '0211111111',
        rating: 4.3,
        total_reviews: 3,
        stripe_id: null,
        created_at: expect.any(String),
      });
      expect(JSON.stringify(body)).not.toMatch(/cus_secret|@example\.test/);
    });

    it('paginates and searches by name', async () => {
      const page = (await get('/api/AllServiceProviders?per_page=1&page=2')).json();
      expect(page).toMatchObject({ total: 2, page: 2, per_page: 1 });
      expect(page.seller.map((s: ProviderCard) => s.slug)).toEqual(['kauri-cleaning']);
      const q = (await get('/api/AllServiceProviders?q=tui')).json();
      expect(q.seller.map((s: ProviderCard) => s.slug)).toEqual(['tui-services']);
      const wildcard = (await get('/api/AllServiceProviders?q=%25')).json();
      expect(wildcard.total).toBe(0);
    });
  });

  describe('GET /api/get-reviews', () => {
    it('lists visible reviews newest first with the reviewer name', async () => {
      const res = await get(`/api/get-reviews?service_id=${f.services.steam.id}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<{ status: 1; result: ReviewItem[]; total: number }>();
      expect(body.status).toBe(1);
      expect(body.total).toBe(3);
      const names = body.result.map((r) => r.Seller).sort();
      expect(names).toEqual(['Aroha S.', 'Tui Services', 'Wiremu J.']);
      const aroha = body.result.find((r) => r.Seller === 'Aroha S.')!;
      expect(aroha).toMatchObject({
        service_id: f.services.steam.id,
        user_id: f.users.customer.id,
        rating: 5,
        review: 'Superb',
        reviewer_name: 'Aroha S.',
        created_at: expect.any(String),
      });
    });

    it('leaves out hidden reviews', async () => {
      const body = (await get(`/api/get-reviews?service_id=${f.services.drainTeam.id}`)).json();
      expect(body.result.map((r: ReviewItem) => r.rating)).toEqual([3]);
      expect(body.total).toBe(1);
    });

    it('paginates', async () => {
      const body = (
        await get(`/api/get-reviews?service_id=${f.services.steam.id}&per_page=2&page=2`)
      ).json();
      expect(body).toMatchObject({ total: 3, page: 2, per_page: 2 });
      expect(body.result).toHaveLength(1);
    });

    it('gives an empty list for unknown and unpublished services', async () => {
      for (const id of [999_999, f.services.pending.id]) {
        const body = (await get(`/api/get-reviews?service_id=${id}`)).json();
        expect(body).toMatchObject({ status: 1, result: [], total: 0 });
      }
    });
  });

  describe('POST /api/getPopularServicesAndCategories', () => {
    const popular = async (payload: object, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getPopularServicesAndCategories',
        payload,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PopularResponse>();
    };

    it('ranks services by review count then rating, approved only, honouring limit', async () => {
      const body = await popular({ limit: 3 });
      expect(body.success).toBe(true);
      expect(body.popularServices.map((s) => s.slug)).toEqual([
        'carpet-steam-cleaning',
        'rug-and-carpet-care',
        'drain-unblocking',
      ]);
      expect(body.popularServices[0]).toMatchObject({ totalReviews: 3, rating: 4.3 });
      const one = await popular({ limit: '1' });
      expect(one.popularServices).toHaveLength(1);
      expect(one.popularServicesCategoryProviders).toHaveLength(1);
      expect(one.topServiceProviders).toHaveLength(1);
      const twelve = await popular({ limit: 12 });
      expect(twelve.popularServices).toHaveLength(4);
    });

    it('gives top sub categories with distinct provider counts, without duplicates', async () => {
      const body = await popular({ limit: 12 });
      expect(
        body.popularServicesCategoryProviders.map((c) => [c.slug, c.service_providers_count]),
      ).toEqual([
        ['carpet-cleaning', 2],
        ['blocked-drains', 1],
        ['window-cleaning', 1],
      ]);
      expect(body.popularServicesCategoryProviders[0]).toMatchObject({
        id: f.subs.carpet.id,
        subCategory_id: f.subs.carpet.id,
        name: 'Carpet Cleaning',
        subcat: {
          id: f.subs.carpet.id,
          name: 'Carpet Cleaning',
          slug: 'carpet-cleaning',
          service_providers_count: 2,
        },
      });
    });

    it('gives top providers by weighted rating with the public card fields and phone', async () => {
      const body = await popular({ limit: 12 });
      expect(body.topServiceProviders.map((p) => p.slug)).toEqual([
        'tui-services',
        'kauri-cleaning',
        'kiwi-team',
      ]);
      expect(body.topServiceProviders[1]).toEqual({
        id: f.users.kauri.id,
        slug: 'kauri-cleaning',
        role_id: 2,
        logo: `${TEST_ORIGIN}/uploads/logos/kauri.webp`,
        business_name: 'Kauri Cleaning Co',
        message: 'Family owned cleaners since 1998.',
        phone_number: '0211111111',
        created_at: expect.any(String),
        rating: 4.3,
        total_reviews: 3,
        // Issue 25 §4: measured from 3 conversations; none yet.
        reply_time_minutes: null,
        badges: [],
      });
      // Each top provider carries its phone number (spec section 3's provider card).
      for (const p of body.topServiceProviders) expect(p.phone_number).toEqual(expect.any(String));
      expect(JSON.stringify(body)).not.toMatch(/cus_secret|@example\.test|stripe_id/);
    });

    it('flags watched services for the session user', async () => {
      const session = await sessionCookie(t.handle.db, f.users.customer.id);
      const body = await popular({ limit: 3, user_id: f.users.customer.id }, session);
      const rug = body.popularServices.find((s) => s.slug === 'rug-and-carpet-care')!;
      expect(rug.watchList).toBe(1);
      const anonymous = await popular({ limit: 3 });
      expect(anonymous.popularServices.every((s) => s.watchList === 0)).toBe(true);
    });

    it('works without a body and defaults the limit', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/getPopularServicesAndCategories',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().popularServices).toHaveLength(3);
    });
  });
});
