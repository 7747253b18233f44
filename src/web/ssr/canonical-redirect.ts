/**
 * Permanent redirects to a page's one address (decision 071). Slugs never change on edit
 * (services, providers and sub categories keep the slug they were created with), so the
 * addresses that retire are other spellings of the same page: a trailing slash, and a service
 * or provider addressed by its number or by a slug in other letter case (the API accepts both).
 */
import type { QueryClient } from '@tanstack/react-query';

import type { SellerDetailResponse, ServiceDetailResponse } from '#shared/api/browse.ts';
import { paths } from '#shared/pages.ts';

function detailSlug<T>(client: QueryClient, key: string, slugOf: (data: T) => string) {
  const query = client
    .getQueryCache()
    .findAll({ queryKey: ['browse', key] })
    .find((q) => q.state.status === 'success');
  return query ? slugOf(query.state.data as T) : null;
}

/** Where `url` moved to, or null when it is the page's own address. */
export function canonicalRedirect(url: URL, client: QueryClient | null): string | null {
  const { pathname, search } = url;
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // One leading slash: '//host/' must never become a redirect to another site.
    return `/${pathname.replace(/^\/+|\/+$/g, '')}${search}`;
  }
  if (!client) return null;
  const [, first, param] = pathname.split('/');
  const requested = decodeURIComponent(param ?? '');
  const single = paths.singleService.pattern.split('/')[1]!.toLowerCase();
  const provider = paths.providerDetails.pattern.split('/')[1]!.toLowerCase();
  let slug: string | null = null;
  let href: ((slug: string) => string) | null = null;
  if (first?.toLowerCase() === single) {
    slug = detailSlug<ServiceDetailResponse>(client, 'service-detail', (d) => d.services.slug);
    href = paths.singleService;
  } else if (first?.toLowerCase() === provider) {
    slug = detailSlug<SellerDetailResponse>(client, 'seller-detail', (d) => d.seller.slug);
    href = paths.providerDetails;
  }
  if (slug && href && slug !== requested) return href(slug) + search;
  return null;
}
