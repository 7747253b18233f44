import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  adminActions,
  categories,
  enquiries,
  outboxEmails,
  reviews,
  services,
  sessions,
  subCategories,
  users,
} from '../../db/schema/index.ts';
import {
  insertAdmin,
  insertCatalogue,
  insertEnquiry,
  insertProvider,
  insertReview,
  insertService,
  insertSubCategory,
  insertSubscription,
  insertUser,
  sessionCookie,
} from '#tests/factories/index.ts';
import { minimalPdf } from '#tests/helpers/files.ts';
import { multipartBody, pngBytes, uniqueIp } from '#tests/helpers/http.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp, type Session } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

describe.each(testDbKinds)('admin console API on %s', (kind) => {
  let admin: Session;
  let adminId: number;
  const t = useTestApp(kind);
  beforeAll(async () => {
    const { user, session } = await insertAdmin(t.handle.db);
    adminId = user.id;
    admin = session;
  });
  const db = () => t.handle.db;
  const { call } = t;
  const audit = async (action: string) =>
    db().select().from(adminActions).where(eq(adminActions.action, action));

  it('refuses everyone but admins: 401 without a session, 403 for providers and members, nothing changes', async () => {
    const { provider, refs } = await insertCatalogue(db());
    const pending = await insertService(db(), refs, { status: 'pending' });
    const member = await insertUser(db());
    for (const session of [
      null,
      await sessionCookie(db(), provider.id),
      await sessionCookie(db(), member.id),
    ]) {
      const expected = session ? 403 : 401;
      expect((await call('GET', '/api/admin/dashboard', session)).statusCode).toBe(expected);
      expect((await call('GET', '/api/admin/users', session)).statusCode).toBe(expected);
      expect(
        (await call('POST', `/api/admin/services/${pending.id}/approve`, session)).statusCode,
      ).toBe(expected);
      expect(
        (await call('POST', `/api/admin/users/${member.id}/suspend`, session, { reason: 'x' }))
          .statusCode,
      ).toBe(expected);
      expect(
        (await call('DELETE', `/api/admin/categories/${refs.categoryId}`, session)).statusCode,
      ).toBe(expected);
    }
    const [row] = await db().select().from(services).where(eq(services.id, pending.id));
    expect(row!.status).toBe('pending');
    const [user] = await db().select().from(users).where(eq(users.id, member.id));
    expect(user!.isSuspended).toBe(false);
  });

  describe('moderation', () => {
    it('queues pending and changed services oldest first; approving makes one public at once', async () => {
      const { provider, refs } = await insertCatalogue(db());
      const older = await insertService(db(), refs, {
        status: 'pending',
        createdAt: new Date('2026-01-01'),
      });
      const changed = await insertService(db(), refs, {
        status: 'approved',
        changedAt: new Date('2026-02-01'),
        createdAt: new Date('2025-12-01'),
      });
      await insertService(db(), refs, { status: 'approved' });
      const queue = (await call('GET', '/api/admin/services?per_page=100', admin)).json();
      const ids = queue.services.map((s: { id: number }) => s.id);
      expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(changed.id));
      expect(queue.services.find((s: { id: number }) => s.id === changed.id)).toMatchObject({
        changed_since_approval: true,
        provider: { id: provider.id },
      });
      const search = () =>
        call('POST', '/api/getSubCategoryServices', null, { subCategory_id: refs.subCategoryId });
      expect((await search()).json().services.map((s: { id: number }) => s.id)).not.toContain(
        older.id,
      );
      const approve = await call('POST', `/api/admin/services/${older.id}/approve`, admin);
      expect(approve.json()).toEqual({ success: true, message: 'Service approved' });
      expect((await search()).json().services.map((s: { id: number }) => s.id)).toContain(older.id);
      const mails = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, provider.email));
      expect(mails.map((m) => m.kind)).toContain('service_approved');
      expect(
        (await audit('service.approve')).some(
          (a) => a.targetId === older.id && a.adminId === adminId,
        ),
      ).toBe(true);
      // Reviewing the changes of an approved service takes it out of the queue.
      await call('POST', `/api/admin/services/${changed.id}/approve`, admin);
      const [row] = await db().select().from(services).where(eq(services.id, changed.id));
      expect(row!.changedAt).toBeNull();
    });

    it('rejects only with a reason, emails it, and unpublishes an approved service', async () => {
      const { provider, refs } = await insertCatalogue(db());
      const pending = await insertService(db(), refs, { status: 'pending' });
      expect(
        (await call('POST', `/api/admin/services/${pending.id}/reject`, admin, { reason: '' }))
          .statusCode,
      ).toBe(400);
      expect(
        (await call('POST', `/api/admin/services/${pending.id}/reject`, admin, {})).json().errors
          .reason,
      ).toEqual(['Reason is required']);
      const res = await call('POST', `/api/admin/services/${pending.id}/reject`, admin, {
        reason: 'The photos show another business.',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await db().select().from(services).where(eq(services.id, pending.id));
      expect(row).toMatchObject({
        status: 'rejected',
        rejectionReason: 'The photos show another business.',
      });
      const [mail] = (
        await db().select().from(outboxEmails).where(eq(outboxEmails.to, provider.email))
      ).filter((m) => m.kind === 'service_rejected');
      expect(mail!.text).toContain('The photos show another business.');
      const live = await insertService(db(), refs);
      expect(
        (await call('POST', `/api/admin/services/${pending.id}/unpublish`, admin, { reason: 'x' }))
          .statusCode,
      ).toBe(409);
      await call('POST', `/api/admin/services/${live.id}/unpublish`, admin, {
        reason: 'Misleading prices',
      });
      expect((await call('GET', `/api/service-detail?id=${live.slug}`, null)).statusCode).toBe(404);
      expect((await audit('service.unpublish')).map((a) => a.reason)).toContain(
        'Misleading prices',
      );
    });
  });

  describe('catalogue', () => {
    it('creates, renames (slug kept), reorders, and deletes only what nothing uses', async () => {
      const created = await call('POST', '/api/admin/categories', admin, { name: 'Pet Care' });
      expect(created.statusCode).toBe(200);
      const [pet] = await db().select().from(categories).where(eq(categories.name, 'Pet Care'));
      expect(pet!.slug).toBe('pet-care');
      await call('POST', '/api/admin/sub-categories', admin, {
        name: 'Dog Walking',
        category_id: pet!.id,
      });
      const [walking] = await db()
        .select()
        .from(subCategories)
        .where(eq(subCategories.name, 'Dog Walking'));
      await call('PUT', `/api/admin/sub-categories/${walking!.id}`, admin, { name: 'Dog Walkers' });
      const [renamed] = await db()
        .select()
        .from(subCategories)
        .where(eq(subCategories.id, walking!.id));
      expect(renamed).toMatchObject({ name: 'Dog Walkers', slug: 'dog-walking' });
      expect(
        (await call('POST', '/api/admin/categories', admin, { name: 'pet care' })).statusCode,
      ).toBe(400);
      const busy = await call('DELETE', `/api/admin/categories/${pet!.id}`, admin);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toMatch(/still has 1 sub category/);
      const provider = await insertProvider(db());
      await insertService(db(), {
        addedById: provider.id,
        categoryId: pet!.id,
        subCategoryId: walking!.id,
      });
      const used = await call('DELETE', `/api/admin/sub-categories/${walking!.id}`, admin);
      expect(used.statusCode).toBe(409);
      expect(used.json().message).toMatch(/used by 1 service/);
      const spare = await insertSubCategory(db(), pet!.id, {
        name: 'Cat Sitting',
        slug: 'cat-sitting',
      });
      await call('POST', '/api/admin/sub-categories/order', admin, {
        ids: [spare.id, walking!.id],
      });
      const catalogue = (await call('GET', '/api/admin/catalogue', admin)).json();
      const petEntry = catalogue.categories.find((c: { id: number }) => c.id === pet!.id);
      expect(petEntry.sub_categories.map((s: { name: string }) => s.name)).toEqual([
        'Cat Sitting',
        'Dog Walkers',
      ]);
      expect(
        (await call('DELETE', `/api/admin/sub-categories/${spare.id}`, admin)).statusCode,
      ).toBe(200);
    });
  });

  describe('ads', () => {
    it('uploads a banner; getAd serves it during its period only; one ad per slot', async () => {
      const png = await pngBytes(1500, 250);
      const form = (fields: Record<string, string>) =>
        multipartBody(fields, { image: { bytes: png, filename: 'banner.png', type: 'image/png' } });
      const post = (url: string, body: ReturnType<typeof form>) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { ...body.headers, ...admin, origin: TEST_ORIGIN },
          payload: body.payload,
        });
      const res = await post(
        '/api/admin/ads',
        form({
          title: 'Spring sale',
          slot: 'sidebar',
          position: '1',
          link_url: 'https://example.co.nz/spring',
          alt_text: 'Spring sale on lawn care',
          ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const served = (await call('GET', '/api/getAd', null)).json();
      expect(served.ads.sidebar).toHaveLength(1);
      expect(served.ads.sidebar[0]).toMatchObject({
        title: 'Spring sale',
        alt_text: 'Spring sale on lawn care',
        link_url: 'https://example.co.nz/spring',
      });
      expect(
        (await post('/api/admin/ads', form({ title: 'Second', slot: 'sidebar' }))).statusCode,
      ).toBe(409);
      expect(
        (
          await post(
            '/api/admin/ads',
            form({ title: 'Bad link', slot: 'home', link_url: 'javascript:alert(1)' }),
          )
        ).statusCode,
      ).toBe(400);
      const list = (await call('GET', '/api/admin/ads', admin)).json();
      const ad = list.ads.find((a: { title: string }) => a.title === 'Spring sale');
      const past = multipartBody({
        title: 'Spring sale',
        slot: 'sidebar',
        position: '1',
        ends_at: '2020-01-01T00:00:00Z',
      });
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/ads/${ad.id}`,
        headers: { ...past.headers, ...admin, origin: TEST_ORIGIN },
        payload: past.payload,
      });
      expect((await call('GET', '/api/getAd', null)).json().ads.sidebar).toHaveLength(0);
      expect((await call('DELETE', `/api/admin/ads/${ad.id}`, admin)).statusCode).toBe(200);
    });
  });

  describe('users', () => {
    it('finds users; suspending ends their sessions and hides their services, reinstating lists them again', async () => {
      const { provider, refs } = await insertCatalogue(db());
      await db()
        .update(users)
        .set({ businessName: 'Findable Fencing Ltd' })
        .where(eq(users.id, provider.id));
      await insertSubscription(db(), { userId: provider.id });
      const service = await insertService(db(), refs);
      const providerSession = await sessionCookie(db(), provider.id);
      const found = (await call('GET', '/api/admin/users?q=fencing', admin)).json();
      expect(found.users.map((u: { id: number }) => u.id)).toEqual([provider.id]);
      expect(found.users[0]).toMatchObject({
        role_id: 2,
        services: { approved: 1 },
        subscription: { status: 'active' },
      });
      expect(
        (await call('POST', `/api/admin/users/${provider.id}/suspend`, admin, {})).statusCode,
      ).toBe(400);
      await call('POST', `/api/admin/users/${provider.id}/suspend`, admin, {
        reason: 'Fake reviews',
      });
      expect(
        await db().select().from(sessions).where(eq(sessions.userId, provider.id)),
      ).toHaveLength(0);
      expect((await call('GET', '/api/me', providerSession)).statusCode).toBe(401);
      expect((await call('GET', `/api/service-detail?id=${service.slug}`, null)).statusCode).toBe(
        404,
      );
      await call('POST', `/api/admin/users/${provider.id}/reinstate`, admin);
      expect((await call('GET', `/api/service-detail?id=${service.slug}`, null)).statusCode).toBe(
        200,
      );
      expect(
        (await call('POST', `/api/admin/users/${adminId}/suspend`, admin, { reason: 'oops' }))
          .statusCode,
      ).toBe(409);
      const link = await call('POST', `/api/admin/users/${provider.id}/password-link`, admin);
      expect(link.statusCode).toBe(200);
      const mails = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, provider.email));
      expect(mails.some((m) => m.kind === 'password_setup' || m.kind === 'password_reset')).toBe(
        true,
      );
    });
  });

  describe('reviews', () => {
    it('hides a review with a reason and takes it out of the rating', async () => {
      const { provider, refs } = await insertCatalogue(db());
      const service = await insertService(db(), refs);
      const member = await insertUser(db());
      await insertEnquiry(db(), {
        serviceId: service.id,
        providerId: provider.id,
        userId: member.id,
      });
      const review = await insertReview(db(), {
        serviceId: service.id,
        userId: member.id,
        rating: 1,
        review: 'Abusive words',
      });
      await insertReview(db(), {
        serviceId: service.id,
        userId: (await insertUser(db())).id,
        rating: 5,
      });
      const list = (await call('GET', '/api/admin/reviews?rating=1', admin)).json();
      expect(list.reviews.map((r: { id: number }) => r.id)).toContain(review.id);
      expect(
        (await call('POST', `/api/admin/reviews/${review.id}/hide`, admin, {})).statusCode,
      ).toBe(400);
      await call('POST', `/api/admin/reviews/${review.id}/hide`, admin, {
        reason: 'Abusive language',
      });
      const [row] = await db().select().from(services).where(eq(services.id, service.id));
      expect(row).toMatchObject({ ratingCount: 1, ratingSum: 5 });
      const publicReviews = (
        await call('GET', `/api/get-reviews?service_id=${service.id}`, null)
      ).json();
      expect(publicReviews.result.map((r: { id: number }) => r.id)).not.toContain(review.id);
      await call('POST', `/api/admin/reviews/${review.id}/show`, admin);
      const [restored] = await db().select().from(reviews).where(eq(reviews.id, review.id));
      expect(restored!.isHidden).toBe(false);
    });
  });

  describe('lists', () => {
    it('pages and searches the enquiries log, reviews and services with exact totals', async () => {
      const { provider, refs } = await insertCatalogue(db());
      const needle = `kauri${Date.now().toString(36)}`;
      const service = await insertService(db(), refs, { title: `Heat pumps ${needle}` });
      const member = await insertUser(db());
      const enquiry = await insertEnquiry(db(), {
        serviceId: service.id,
        providerId: provider.id,
        userId: member.id,
        message: `Can you come on Friday? ${needle}`,
      });
      await insertReview(db(), { serviceId: service.id, userId: member.id, rating: 4 });
      const count = async (table: typeof enquiries | typeof reviews) =>
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
        )[0]!.n;

      const found = (await call('GET', `/api/admin/enquiries?q=${needle}`, admin)).json();
      expect(found).toMatchObject({ total: 1, page: 1 });
      expect(found.enquiries[0]).toMatchObject({ id: enquiry.id, service: { id: service.id } });
      const all = (await call('GET', '/api/admin/enquiries?per_page=1', admin)).json();
      expect(all.enquiries).toHaveLength(1);
      expect(all.total).toBe(await count(enquiries));

      const second = (await call('GET', '/api/admin/reviews?per_page=1&page=2', admin)).json();
      expect(second).toMatchObject({ page: 2, per_page: 1, total: await count(reviews) });
      const byTitle = (await call('GET', `/api/admin/reviews?q=${needle}`, admin)).json();
      expect(byTitle.total).toBe(1);

      const services_ = (
        await call('GET', `/api/admin/services?status=all&q=${needle}`, admin)
      ).json();
      expect(services_).toMatchObject({ total: 1, services: [{ id: service.id }] });
      expect(
        (await call('GET', `/api/admin/services?status=rejected&q=${needle}`, admin)).json(),
      ).toMatchObject({ total: 0, services: [] });
    });
  });

  describe('submissions, dashboard, audit', () => {
    it('lists contact messages and applications, marks them handled, downloads the résumé', async () => {
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: uniqueIp(),
        headers: { origin: TEST_ORIGIN },
        payload: { name: 'Kim', email: 'kim@example.test', message: 'Please call me back' },
      });
      const cv = multipartBody(
        { first_name: 'Ana', last_name: 'Tupou', email: 'ana@example.test' },
        { resume: { bytes: minimalPdf(), filename: 'cv.pdf', type: 'application/pdf' } },
      );
      await t.app.inject({
        method: 'POST',
        url: '/api/careers',
        remoteAddress: uniqueIp(),
        headers: { ...cv.headers, origin: TEST_ORIGIN },
        payload: cv.payload,
      });
      const messages = (await call('GET', '/api/admin/contact-messages?handled=no', admin)).json();
      const message = messages.messages.find(
        (m: { email: string }) => m.email === 'kim@example.test',
      );
      expect(
        (await call('POST', `/api/admin/contact-messages/${message.id}/handled`, admin)).statusCode,
      ).toBe(200);
      expect(
        (await call('POST', `/api/admin/contact-messages/${message.id}/handled`, admin)).statusCode,
      ).toBe(409);
      const apps = (await call('GET', '/api/admin/career-applications', admin)).json();
      const app = apps.applications.find((a: { email: string }) => a.email === 'ana@example.test');
      const resume = await call('GET', new URL(app.resume_url).pathname, admin);
      expect(resume.headers['content-type']).toBe('application/pdf');
      expect(resume.headers['content-disposition']).toBe('attachment; filename="cv.pdf"');
      expect(resume.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
      expect(
        (
          await call(
            'GET',
            new URL(app.resume_url).pathname,
            await sessionCookie(db(), (await insertUser(db())).id),
          )
        ).statusCode,
      ).toBe(403);
    });

    it('counts the marketplace and shows every action in the audit log', async () => {
      const dash = (await call('GET', '/api/admin/dashboard', admin)).json();
      expect(dash.counts.services_approved).toBeGreaterThan(0);
      expect(dash.daily).toHaveLength(30);
      expect(dash.daily.at(-1).services).toBeGreaterThan(0);
      const log = (await call('GET', '/api/admin/audit?per_page=100', admin)).json();
      const actions = log.entries.map((e: { action: string }) => e.action);
      for (const a of [
        'service.approve',
        'service.reject',
        'user.suspend',
        'review.hide',
        'category.create',
        'ad.create',
        'contact.handled',
      ]) {
        expect(actions).toContain(a);
      }
      expect(log.entries[0].admin).toMatchObject({ id: adminId });
    });
  });
});
