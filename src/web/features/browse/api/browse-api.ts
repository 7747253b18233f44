/**
 * The browse calls (spec section 7): fetchers, query options and hooks. Query keys start with
 * 'browse' so a later change (watchlist, review) can invalidate them in one go.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as endpoints from '#shared/api/endpoints.ts';
import type { DIRECTORY_SORTS, ProviderReviewSort } from '#shared/api/browse.ts';
import type { ServiceType, Sort } from '#shared/constants.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const BROWSE_QUERY_PREFIX = 'browse';

/** The options every list takes. */
export type ListOptions = { page?: number; per_page?: number; q?: string; sort?: Sort };

/** The home and list page filters of getSubCategoryServices ('' means any). */
export type ServiceFilter = {
  subCategory_id?: number | string;
  category_id?: number | string;
  city?: string;
  suburb?: string;
  postal_code?: string;
  type?: ServiceType;
  user_id?: number | string;
};

/** Drops empty values so the cache key and the payload stay small. */
function compact<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}

export const searchServicesQueryOptions = (filter: ServiceFilter, options: ListOptions = {}) => {
  const body = compact({ ...filter, ...options });
  return queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'search', body] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.getSubCategoryServices, body, { signal }),
    placeholderData: keepPreviousData,
  });
};
/** POST /api/getSubCategoryServices (null filter: not yet known, nothing is fetched). */
export function useSearchServices(filter: ServiceFilter | null, options: ListOptions = {}) {
  return useQuery({
    ...searchServicesQueryOptions(filter ?? {}, options),
    enabled: filter !== null,
  });
}

export const popularQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'popular', limit] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.getPopularServicesAndCategories, { limit }, { signal }),
  });
/** POST /api/getPopularServicesAndCategories (limit 3 on home, 12 on the subscription page). */
export function usePopular(limit: number) {
  return useQuery(popularQueryOptions(limit));
}

export const subCategoryServicesQueryOptions = (slug: string, options: ListOptions = {}) => {
  const body = compact({ slug, ...options });
  return queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'sub-category', body] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.getSubCategoryServiceBySlug, body, { signal }),
    placeholderData: keepPreviousData,
  });
};
/** POST /api/get-subCategory-service */
export function useSubCategoryServices(slug: string, options: ListOptions = {}, enabled = true) {
  return useQuery({ ...subCategoryServicesQueryOptions(slug, options), enabled });
}

export const typeServicesQueryOptions = (
  type: ServiceType | undefined,
  options: ListOptions = {},
) => {
  const body = compact({ type, ...options });
  return queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'type', body] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.getTypeServices, body, { signal }),
    placeholderData: keepPreviousData,
  });
};
/** POST /api/get-type-services */
export function useTypeServices(
  type: ServiceType | undefined,
  options: ListOptions = {},
  enabled = true,
) {
  return useQuery({ ...typeServicesQueryOptions(type, options), enabled });
}

export const allServicesQueryOptions = (options: ListOptions = {}) => {
  const query = compact(options);
  return queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'all', query] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.allServices, query, { signal }),
    placeholderData: keepPreviousData,
  });
};
/** GET /api/all-services */
export function useAllServices(options: ListOptions = {}) {
  return useQuery(allServicesQueryOptions(options));
}

export const serviceDetailQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'service-detail', slug] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.serviceDetail, { id: slug }, { signal }),
    retry: false,
  });
/** GET /api/service-detail (404 for unknown or unpublished services). */
export function useServiceDetail(slug: string) {
  return useQuery(serviceDetailQueryOptions(slug));
}

export const reviewsQueryOptions = (serviceId: number, page = 1) =>
  queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'reviews', serviceId, page] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.getReviews, { service_id: serviceId, page }, { signal }),
    placeholderData: keepPreviousData,
  });
/** GET /api/get-reviews */
export function useReviews(serviceId: number | undefined, page = 1) {
  return useQuery({
    ...reviewsQueryOptions(serviceId ?? 0, page),
    enabled: serviceId !== undefined,
  });
}

/** GET /api/provider-reviews: a page of a provider's reviews, sorted, and the count per star. */
export function useProviderReviews(slug: string, page: number, sort: ProviderReviewSort) {
  return useQuery({
    queryKey: [BROWSE_QUERY_PREFIX, 'provider-reviews', slug, page, sort] as const,
    queryFn: ({ signal }) =>
      apiRequest(endpoints.providerReviews, { id: slug, page, sort }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const sellerDetailQueryOptions = (slugOrId: string) =>
  queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'seller-detail', slugOrId] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.sellerDetail, { id: slugOrId }, { signal }),
    retry: false,
  });
/** GET /api/seller-detail */
export function useSellerDetail(slugOrId: string) {
  return useQuery(sellerDetailQueryOptions(slugOrId));
}

export const sellerServicesQueryOptions = (userId: number, options: ListOptions = {}) => {
  const query = { id: userId, ...compact(options) };
  return queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'seller-services', query] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.sellerServices, query, { signal }),
    placeholderData: keepPreviousData,
  });
};
/** GET /api/seller-services */
export function useSellerServices(userId: number | undefined, options: ListOptions = {}) {
  return useQuery({
    ...sellerServicesQueryOptions(userId ?? 0, options),
    enabled: userId !== undefined,
  });
}

/** The provider directory's options (AllProvidersQuery): page, name, sub category, city, sort. */
type ProvidersOptions = {
  page?: number;
  q?: string;
  subCategory_id?: number;
  city?: string;
  sort?: (typeof DIRECTORY_SORTS)[number];
};

export const providersQueryOptions = (options: ProvidersOptions = {}) => {
  const query = compact(options);
  return queryOptions({
    queryKey: [BROWSE_QUERY_PREFIX, 'providers', query] as const,
    queryFn: ({ signal }) => apiRequest(endpoints.allServiceProviders, query, { signal }),
    placeholderData: keepPreviousData,
  });
};
/** GET /api/AllServiceProviders */
export function useProviders(options: ProvidersOptions = {}) {
  return useQuery(providersQueryOptions(options));
}
