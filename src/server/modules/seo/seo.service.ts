import { sql } from 'drizzle-orm';

import { pagePrefixes, pages, paths, type PageEntry } from '#shared/pages.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { listedProvider, publicService } from '../../db/visibility.ts';
import { UPLOADS_PREFIX } from '../../platform/storage/storage.ts';
import type { LandingPathRow } from '../landing/landing.service.ts';

/**
 * What the sitemap reads: the database, and the landing pages' paths, which are one GROUP BY over
 * every public service (0.3 s at 100k services), so they come from the landing module's per-app
 * copy (`landingPathsReader`), not from a scan per request.
 */
export type SitemapSource = { db: Db; landingPaths: () => Promise<LandingPathRow[]> };

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** Rows read per query while streaming a sitemap. */
const BATCH = 5000;

/**
 * Public pages that exist whatever the data (static content and list pages): the registry's
 * listed pages, one per value of their parameter where they have one, in registry order.
 */
export const STATIC_PATHS: string[] = Object.values<PageEntry>(pages).flatMap((entry) => {
  const { path, listed } = entry;
  if (listed === true && typeof path === 'string') return [path];
  if (typeof listed === 'object' && typeof path === 'function') return listed.map((v) => path(v));
  return [];
});

/**
 * Paths crawlers should not index: the API, the pages the registry marks not indexable
 * (account and provider tools, one-time links), and uploads.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  ...pagePrefixes((entry) => !entry.indexable),
  UPLOADS_PREFIX,
];

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : '&quot;',
  );
}

type SitemapUrl = { path: string; lastmod?: string | undefined };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;

function urlEntry(publicUrl: string, url: SitemapUrl): string {
  const loc = `<loc>${escapeXml(publicUrl + url.path)}</loc>`;
  const lastmod = url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : '';
  return `<url>${loc}${lastmod}</url>\n`;
}

/**
 * Sections of the sitemap: small fixed pages, landing pages (sub category × city × suburb, as
 * many as the coverage of the services makes: their own section, decision 120), providers and
 * services (each paged by id).
 */
export const SITEMAP_SECTIONS = ['pages', 'landing', 'providers', 'services'] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export type SitemapCounts = Record<SitemapSection, number>;

const day = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.slice(0, 10);
};

/** How many URLs each section has. */
export async function countSitemap({ db, landingPaths }: SitemapSource): Promise<SitemapCounts> {
  const [row] = await queryRows<{ subs: number; providers: number; services: number }>(
    db,
    sql`
      select
        (select count(*)::int from sub_categories where is_active) as subs,
        (select count(*)::int from users u where ${listedProvider('u')}) as providers,
        (select count(*)::int from services s where ${publicService('s')}) as services`,
  );
  return {
    pages: STATIC_PATHS.length + (row?.subs ?? 0),
    landing: (await landingPaths()).length,
    providers: row?.providers ?? 0,
    services: row?.services ?? 0,
  };
}

/** URLs of one section, from the `offset`-th, at most `limit`, read in batches by id. */
async function* sectionUrls(
  { db, landingPaths }: SitemapSource,
  section: SitemapSection,
  offset: number,
  limit: number,
): AsyncGenerator<SitemapUrl> {
  if (section === 'pages') {
    const all: SitemapUrl[] = STATIC_PATHS.map((path) => ({ path }));
    const subs = await queryRows<{ slug: string; updated_at: unknown }>(
      db,
      sql`select slug, updated_at from sub_categories where is_active order by id`,
    );
    for (const s of subs) {
      all.push({
        path: paths.serviceListDetails(s.slug),
        lastmod: day(s.updated_at),
      });
    }
    yield* all.slice(offset, offset + limit);
    return;
  }
  if (section === 'landing') {
    // Sub category × city (× suburb) with services serving it (decisions 074, 120).
    const all = await landingPaths();
    for (const page of all.slice(offset, offset + limit)) {
      yield { path: page.path, lastmod: day(page.updated_at) };
    }
    return;
  }
  // The first id of the window, then keyset batches from there.
  const table =
    section === 'services'
      ? sql`select s.id, s.slug, s.updated_at from services s where ${publicService('s')}`
      : sql`select u.id, u.slug, u.updated_at from users u where ${listedProvider('u')}`;
  const pagePath = section === 'services' ? paths.singleService : paths.providerDetails;
  let emitted = 0;
  let afterId = 0;
  let skip = offset;
  while (emitted < limit) {
    const take = Math.min(BATCH, limit - emitted);
    const batch = await queryRows<{ id: number; slug: string; updated_at: unknown }>(
      db,
      sql`select * from (${table}) t where t.id > ${afterId} order by t.id
          limit ${take} offset ${skip}`,
    );
    skip = 0;
    if (batch.length === 0) return;
    for (const r of batch) {
      yield { path: pagePath(r.slug), lastmod: day(r.updated_at) };
    }
    emitted += batch.length;
    afterId = batch[batch.length - 1]!.id;
    if (batch.length < take) return;
  }
}

/** The files of the sitemap: one when everything fits, else one per 50,000 URLs of a section. */
export function sitemapFiles(counts: SitemapCounts): { section: SitemapSection; n: number }[] {
  const files: { section: SitemapSection; n: number }[] = [];
  for (const section of SITEMAP_SECTIONS) {
    const parts = Math.max(1, Math.ceil(counts[section] / SITEMAP_MAX_URLS));
    for (let n = 1; n <= parts; n++) files.push({ section, n });
  }
  return files;
}

export const sitemapFileName = (file: { section: SitemapSection; n: number }) =>
  `${file.section}-${file.n}.xml`;

/** A `<urlset>` of every URL (when they fit in one file). */
export async function* streamFullSitemap(
  source: SitemapSource,
  publicUrl: string,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  let chunk = '';
  for (const section of SITEMAP_SECTIONS) {
    for await (const url of sectionUrls(source, section, 0, SITEMAP_MAX_URLS)) {
      chunk += urlEntry(publicUrl, url);
      if (chunk.length > 64 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
  }
  yield `${chunk}</urlset>\n`;
}

/** One part of a section as a `<urlset>`. */
export async function* streamSitemapPart(
  source: SitemapSource,
  publicUrl: string,
  section: SitemapSection,
  n: number,
): AsyncGenerator<string> {
  yield URLSET_OPEN;
  const offset = (n - 1) * SITEMAP_MAX_URLS;
  let chunk = '';
  for await (const url of sectionUrls(source, section, offset, SITEMAP_MAX_URLS)) {
    chunk += urlEntry(publicUrl, url);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}

/** The `<sitemapindex>` naming every part. */
export function buildSitemapIndex(publicUrl: string, counts: SitemapCounts): string {
  const entries = sitemapFiles(counts)
    .map(
      (file) =>
        `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${sitemapFileName(file)}`)}</loc></sitemap>`,
    )
    .join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}
