import { describe, expect, it } from 'vitest';

import { pages, patternOf, type PageEntry } from '#shared/pages.ts';
import { CLIENT_ONLY_PREFIXES, isClientOnly } from './pages.ts';

/** Server rendering's client-only test reads the registry's `serverRendered` flag. */
describe('client-only pages', () => {
  const sample = (entry: PageEntry) => patternOf(entry).replace(/:\w+\??/g, 'x');

  it('are exactly the pages the registry does not render on the server', () => {
    for (const entry of Object.values<PageEntry>(pages)) {
      expect(isClientOnly(sample(entry)), sample(entry)).toBe(!entry.serverRendered);
    }
  });

  it('cover what lies under them, case-insensitively, as before the registry', () => {
    expect(CLIENT_ONLY_PREFIXES).toEqual([
      '/accountDetails',
      '/ChangeEmailAddress',
      '/Changepassword',
      '/update-logo',
      '/Watchlist',
      '/watchlist',
      // Issue 25: /messages and /messages/{id}.
      '/messages',
      // Issue 26: /jobs, /jobs/new and /jobs/{id}.
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
      // Issue 26: /job-requests and /job-requests/{id}.
      '/job-requests',
      // Issue 27: the provider's review invitations.
      '/review-invitations',
      // Issue 27: the provider's licences and badges.
      '/account/credentials',
      '/set-password',
      '/admin',
      '/dev/',
    ]);
    expect(isClientOnly('/WATCHLIST')).toBe(true);
    expect(isClientOnly('/admin/unknown')).toBe(true);
    expect(isClientOnly('/dev/other')).toBe(true);
    expect(isClientOnly('/billing/receipt/3')).toBe(true);
    expect(isClientOnly('/edit-service')).toBe(false);
    expect(isClientOnly('/adminx')).toBe(false);
    expect(isClientOnly('/enquiries')).toBe(false);
    expect(isClientOnly('/messages/12')).toBe(true);
    expect(isClientOnly('/jobs/new')).toBe(true);
    expect(isClientOnly('/job-requests/40')).toBe(true);
    expect(isClientOnly('/Login')).toBe(false);
  });
});
