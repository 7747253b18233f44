import { beforeAll, describe, expect, it } from 'vitest';

import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { seedBrowseFixture } from '#tests/factories/browse-fixture.ts';
import { buildSitemapIndex, escapeXml, sitemapFiles } from './seo.service.ts';

describe.each(testDbKinds)('robots.txt and sitemap on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await seedBrowseFixture(t.handle.db);
  });

  it('GET /robots.txt allows everything but the API and account pages, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /accountDetails');
    expect(lines).toContain('Disallow: /Watchlist');
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('GET /sitemap.xml lists approved services, providers, sub categories and pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${TEST_ORIGIN}/`);
    expect(locs).toContain(`${TEST_ORIGIN}/servicePageList/residential`);
    expect(locs).toContain(`${TEST_ORIGIN}/SingleServicePage/carpet-steam-cleaning`);
    expect(locs).toContain(`${TEST_ORIGIN}/SingleServicePage/drain-unblocking`);
    expect(locs).toContain(`${TEST_ORIGIN}/provider-details/kauri-cleaning`);
    expect(locs).toContain(`${TEST_ORIGIN}/provider-details/kiwi-team`);
    expect(locs).toContain(`${TEST_ORIGIN}/ServiceListDetails/carpet-cleaning`);
    for (const page of [
      '/AboutUs',
      '/AboutsUsDetails',
      '/PricvacyPolicy',
      '/CommunityEnvironment',
      '/CommunityEnvironmentDetails',
      '/Faqs',
      '/ContactUs',
      '/Careers',
      '/terms',
    ]) {
      expect(locs).toContain(`${TEST_ORIGIN}${page}`);
    }
    // Not public: pending and rejected services, paused sub categories, suspended providers,
    // customers and admins without services.
    for (const hidden of [
      'pending-carpet-job',
      'rejected-drain-job',
      'paused-things',
      'suspended-provider',
      'aroha',
      'admin-user',
    ]) {
      expect(xml).not.toContain(hidden);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('serves the parts of the index and 404s for parts that do not exist', async () => {
    const part = await t.app.inject({ method: 'GET', url: '/sitemaps/services-1.xml' });
    expect(part.statusCode).toBe(200);
    expect([...part.body.matchAll(/<loc>/g)]).toHaveLength(4);
    const providers = await t.app.inject({ method: 'GET', url: '/sitemaps/providers-1.xml' });
    expect(providers.body).toContain('/provider-details/tui-services');
    for (const url of [
      '/sitemaps/services-2.xml',
      '/sitemaps/users-1.xml',
      '/sitemaps/..%2F.env',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('sitemap index', () => {
  it('splits each section into parts of 50,000 URLs', () => {
    const files = sitemapFiles({ pages: 60, landing: 70_000, providers: 5000, services: 120_000 });
    expect(files.map((f) => `${f.section}-${f.n}`)).toEqual([
      'pages-1',
      'landing-1',
      'landing-2',
      'providers-1',
      'services-1',
      'services-2',
      'services-3',
    ]);
    const xml = buildSitemapIndex('https://kiwi.example', {
      pages: 60,
      landing: 70_000,
      providers: 5000,
      services: 120_000,
    });
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://kiwi.example/sitemaps/services-3.xml</loc>');
    expect(xml).toContain('<loc>https://kiwi.example/sitemaps/landing-2.xml</loc>');
  });

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>'"`)).toBe('a&amp;b&lt;c&gt;&apos;&quot;');
  });
});
