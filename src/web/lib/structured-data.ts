/**
 * JSON-LD (schema.org) and the share image of a server-rendered page, read from the data the
 * page rendered with (the query cache): `Service` with its provider, `LocalBusiness`,
 * `AggregateRating` only when there are reviews, `BreadcrumbList`, `ItemList` on lists.
 */
import type { QueryClient } from '@tanstack/react-query';

import type {
  AllProvidersResponse,
  SellerDetailResponse,
  ServiceCard,
  ServiceDetailResponse,
} from '#shared/api/browse.ts';
import { badgeJsonLd, type Badge } from '#shared/api/credentials.ts';
import { serviceBreadcrumb } from '#shared/landing.ts';
import { paths } from '#shared/pages.ts';
import { SITE_NAME } from './site.ts';

type JsonLd = Record<string, unknown>;
export type StructuredData = { jsonLd: JsonLd[]; image: string | null; type: string };

const CONTEXT = 'https://schema.org';

function rating(value: number, count: number): JsonLd | undefined {
  if (!(count > 0)) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(value * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

function breadcrumbs(abs: (path: string) => string, items: [string, string][]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: abs(path),
    })),
  };
}

/**
 * Which queries describe the page: on the server every query (it rendered one page); in the
 * browser only the queries a mounted component watches, not the cache of earlier pages.
 */
export type QueryScope = 'all' | 'active';

/** The JSON of the first successful query whose key starts with these parts. */
function cached<T>(client: QueryClient, scope: QueryScope, ...key: string[]): T | undefined {
  const query = client
    .getQueryCache()
    .findAll({ queryKey: key, type: scope })
    .find((q) => q.state.status === 'success');
  return query?.state.data as T | undefined;
}

/** The provider's checked badges (issue 27 §3) as `hasCredential`, when it has any. */
function credentials(badges: readonly Badge[] | undefined): JsonLd {
  return badges && badges.length > 0 ? { hasCredential: badges.map(badgeJsonLd) } : {};
}

function serviceData(abs: (p: string) => string, data: ServiceDetailResponse): StructuredData {
  const s = data.services;
  const image = s.main_service_image ? abs(s.main_service_image) : null;
  const provider: JsonLd = {
    '@type': 'LocalBusiness',
    name: s.provider.business_name,
    url: abs(paths.providerDetails(s.provider.slug)),
    ...(s.provider.logo ? { image: abs(s.provider.logo) } : {}),
    address: { '@type': 'PostalAddress', addressLocality: s.city, addressCountry: 'NZ' },
    ...credentials(s.provider.badges),
  };
  const service: JsonLd = {
    '@context': CONTEXT,
    '@type': 'Service',
    name: s.title,
    description: s.description,
    url: abs(paths.singleService(s.slug)),
    serviceType: s.SubCategory,
    category: s.Category,
    areaServed: { '@type': 'Place', name: `${s.suburb}, ${s.city}` },
    provider,
    ...(image ? { image } : {}),
  };
  const aggregate = rating(s.averageRating, s.totalReviews);
  if (aggregate) service.aggregateRating = aggregate;
  // Home › sub category › city › suburb (landing pages), then the service (issue 24 §6).
  const crumbs = breadcrumbs(abs, [
    ...serviceBreadcrumb({
      subCategory: { name: s.SubCategory, slug: s.subcat.slug },
      city: s.city,
      suburb: s.suburb,
    }).map(({ name, path }): [string, string] => [name, path]),
    [s.title, paths.singleService(s.slug)],
  ]);
  return { jsonLd: [service, crumbs], image, type: 'website' };
}

function providerData(abs: (p: string) => string, data: SellerDetailResponse): StructuredData {
  const p = data.seller;
  const name =
    p.business_name || [p.f_name, p.l_name].filter(Boolean).join(' ') || 'Service provider';
  const image = p.logo ? abs(p.logo) : null;
  const business: JsonLd = {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name,
    url: abs(paths.providerDetails(p.slug)),
    ...(p.message ? { description: p.message } : {}),
    ...(image ? { image } : {}),
    ...credentials(p.badges),
  };
  const aggregate = rating(p.rating, p.total_reviews);
  if (aggregate) business.aggregateRating = aggregate;
  const crumbs = breadcrumbs(abs, [
    ['Home', paths.home],
    ['Service providers', paths.allProviders],
    [name, paths.providerDetails(p.slug)],
  ]);
  return { jsonLd: [business, crumbs], image, type: 'profile' };
}

function itemList(abs: (p: string) => string, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: abs(item.path),
    })),
  };
}

const LIST_KEYS = ['landing', 'search', 'sub-category', 'type', 'all', 'seller-services'];

function listData(
  abs: (p: string) => string,
  client: QueryClient,
  scope: QueryScope,
): JsonLd | null {
  for (const key of LIST_KEYS) {
    const list = cached<{ services?: ServiceCard[]; sellerServices?: ServiceCard[] }>(
      client,
      scope,
      'browse',
      key,
    );
    const services = list?.services ?? list?.sellerServices;
    if (services?.length) {
      return itemList(
        abs,
        services.map((s) => ({ name: s.title, path: paths.singleService(s.slug) })),
      );
    }
  }
  const providers = cached<AllProvidersResponse>(client, scope, 'browse', 'providers');
  if (providers?.seller.length) {
    return itemList(
      abs,
      providers.seller.map((p) => ({ name: p.business_name, path: paths.providerDetails(p.slug) })),
    );
  }
  return null;
}

/** The structured data of the page at `pathname`, from what it rendered with. */
export function structuredData(
  client: QueryClient,
  pathname: string,
  abs: (path: string) => string,
  scope: QueryScope = 'all',
): StructuredData {
  const service = cached<ServiceDetailResponse>(client, scope, 'browse', 'service-detail');
  if (service) return serviceData(abs, service);
  const seller = cached<SellerDetailResponse>(client, scope, 'browse', 'seller-detail');
  const list = listData(abs, client, scope);
  if (seller) {
    const data = providerData(abs, seller);
    return { ...data, jsonLd: list ? [...data.jsonLd, list] : data.jsonLd };
  }
  if (pathname === paths.home) {
    const site: JsonLd = {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: SITE_NAME,
      url: abs(paths.home),
    };
    return { jsonLd: list ? [site, list] : [site], image: null, type: 'website' };
  }
  return { jsonLd: list ? [list] : [], image: null, type: 'website' };
}
