import { describe, expect, it } from 'vitest';

import { SERVICE_TYPES } from '#shared/constants.ts';
import { pages, patternOf, type PageEntry } from '#shared/pages.ts';
import { buildRobotsTxt, DISALLOWED_PATHS, STATIC_PATHS } from './seo.service.ts';

/** robots.txt and the sitemap's fixed pages come from the page registry's flags. */

const entries = Object.values<PageEntry>(pages);
/** A path that opens the page: its pattern with 'x' for each parameter. */
const sample = (entry: PageEntry) => patternOf(entry).replace(/:\w+\??/g, 'x');
/** As a crawler reads robots.txt: case-sensitive prefixes. */
const disallowed = (path: string) => DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));

describe('robots.txt and the sitemap from the page registry', () => {
  it('disallow exactly the pages that are not indexable', () => {
    for (const entry of entries)
      expect(disallowed(sample(entry)), sample(entry)).toBe(!entry.indexable);
    expect(disallowed('/watchlist')).toBe(true);
  });

  it('list the listed pages in the sitemap, one per parameter value', () => {
    const listed = entries.filter((entry) => entry.listed === true).map(patternOf);
    for (const path of listed) expect(STATIC_PATHS).toContain(path);
    expect(pages.servicePageList.listed).toEqual(SERVICE_TYPES);
    for (const entry of entries.filter((e) => e.listed === undefined)) {
      expect(STATIC_PATHS).not.toContain(sample(entry));
    }
  });

  it('write robots.txt and the fixed pages byte for byte as before the registry', () => {
    expect(buildRobotsTxt('https://kiwi.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        ...[
          '/api/',
          '/accountDetails',
          '/ChangeEmailAddress',
          '/Changepassword',
          '/update-logo',
          '/Watchlist',
          '/watchlist',
          // Issue 25: the conversations (/messages and /messages/{id}).
          '/messages',
          // Issue 26: the member's jobs (/jobs, /jobs/new, /jobs/{id}).
          '/jobs',
          // Issue 27: the page of a review invitation link.
          '/review-invitation/',
          '/Editdelieveryaddress',
          '/EditAddressForm',
          '/subscription',
          '/billing',
          '/thank-you',
          '/something-went-wrong',
          '/all-services-sp',
          '/add-service',
          '/edit-service/',
          // Issue 26: the provider's job requests.
          '/job-requests',
          // Issue 27: the provider's review invitations.
          '/review-invitations',
          // Issue 27: the provider's licences and badges.
          '/account/credentials',
          '/set-password',
          '/admin',
          '/dev/',
          '/uploads/',
        ].map((path) => `Disallow: ${path}`),
        '',
        'Sitemap: https://kiwi.example/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect(STATIC_PATHS).toEqual([
      '/',
      '/all-services',
      '/all-service-providers',
      '/servicePageList/residential',
      '/servicePageList/commercial',
      '/servicePageList/trade',
      // Browse by city (issue 24 §6, decision 120).
      '/browse',
      '/AboutUs',
      '/AboutsUsDetails',
      '/PricvacyPolicy',
      '/CommunityEnvironment',
      '/CommunityEnvironmentDetails',
      '/Faqs',
      '/ContactUs',
      '/Careers',
      '/terms',
    ]);
  });
});
