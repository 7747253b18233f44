import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { passwordTokens, services, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/sessions/sessions.ts';
import { insertCatalogue, insertService } from '#tests/factories/index.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

/**
 * A provider is public (directory, seller detail, sitemap) once verified and with a public
 * service; a service is public when approved and listed.
 */
describe.each(testDbKinds)('what the public sees on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.handle.db;
  const directory = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/AllServiceProviders?per_page=100' }))
      .json()
      .seller.map((s: { slug: string }) => s.slug) as string[];
  const sellerStatus = async (slug: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/seller-detail?id=${slug}` })).statusCode;

  it('lists a provider only once verified and with an approved, listed service', async () => {
    const { provider, refs } = await insertCatalogue(db());
    await db().update(services).set({ status: 'approved' });
    await db().update(users).set({ isVerified: false }).where(eq(users.id, provider.id));
    expect(await directory()).not.toContain(provider.slug);
    expect(await sellerStatus(provider.slug)).toBe(404);

    // No service yet: still not listed once verified through the emailed link.
    const token = 'a'.repeat(43);
    await db()
      .insert(passwordTokens)
      .values({
        userId: provider.id,
        tokenHash: hashToken(token),
        purpose: 'setup',
        expiresAt: new Date(Date.now() + 60_000),
      });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/password/set',
      payload: { token, password: 'Kauri-grows-slowly-77' },
    });
    expect(set.statusCode).toBe(200);
    expect(await directory()).not.toContain(provider.slug);

    const pending = await insertService(db(), refs, { status: 'pending' });
    expect(await directory()).not.toContain(provider.slug);
    await db().update(services).set({ status: 'approved' }).where(eq(services.id, pending.id));
    // (A direct database change publishes nothing: ask past the micro-cache.)
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/AllServiceProviders?per_page=100',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.json().seller.map((s: { slug: string }) => s.slug)).toContain(provider.slug);
    expect(await sellerStatus(provider.slug)).toBe(200);

    // A lapsed subscription hides the services, and with them the provider.
    await db().update(services).set({ isListed: false }).where(eq(services.addedById, provider.id));
    const hidden = await t.app.inject({
      method: 'GET',
      url: `/api/seller-detail?id=${provider.slug}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(hidden.statusCode).toBe(404);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/service-detail?id=${pending.slug}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(detail.statusCode).toBe(404);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(provider.slug);
    expect(sitemap.body).not.toContain(pending.slug);
  });
});
