/**
 * The start-up loads (spec section 2): category list, ads and service names of a type. Fetched
 * once at start (prefetchStartupQueries) and read from the cache by every screen through these
 * hooks. Public data: logout keeps it (its keys start with STARTUP_QUERY_PREFIX).
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import type {
  AdsResponse,
  CategoryListResponse,
  ServiceNamesOfTypeResponse,
} from '#shared/api/catalogue.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest } from './api-client.ts';

export const STARTUP_QUERY_PREFIX = 'startup';
const STARTUP_STALE_MS = 10 * 60_000;

/** GET /api/category-list → { categories, subCategory } */
export function fetchCategoryList(signal?: AbortSignal): Promise<CategoryListResponse> {
  return apiRequest(endpoints.categoryList, undefined, { signal });
}
export const categoryListQueryOptions = () =>
  queryOptions({
    queryKey: [STARTUP_QUERY_PREFIX, 'category-list'] as const,
    queryFn: ({ signal }) => fetchCategoryList(signal),
    staleTime: STARTUP_STALE_MS,
  });
/** Categories and sub categories (data?.categories, data?.subCategory). */
export function useCategoryList() {
  return useQuery(categoryListQueryOptions());
}

/** GET /api/getAd → { success, ads: { home, sidebar } } */
export function fetchAds(signal?: AbortSignal): Promise<AdsResponse> {
  return apiRequest(endpoints.getAd, undefined, { signal });
}
export const adsQueryOptions = () =>
  queryOptions({
    queryKey: [STARTUP_QUERY_PREFIX, 'ads'] as const,
    queryFn: ({ signal }) => fetchAds(signal),
    staleTime: STARTUP_STALE_MS,
  });
/** The site ads grouped by slot (data?.ads.home, data?.ads.sidebar). */
export function useAds() {
  return useQuery(adsQueryOptions());
}

/** GET /api/get-service-names-ofType → { residential, commercial, trade } of { title, slug } */
export function fetchServiceNamesOfType(signal?: AbortSignal): Promise<ServiceNamesOfTypeResponse> {
  return apiRequest(endpoints.serviceNamesOfType, undefined, { signal });
}
export const serviceNamesOfTypeQueryOptions = () =>
  queryOptions({
    queryKey: [STARTUP_QUERY_PREFIX, 'service-names-of-type'] as const,
    queryFn: ({ signal }) => fetchServiceNamesOfType(signal),
    staleTime: STARTUP_STALE_MS,
  });
/** Service names per type (footer links). */
export function useServiceNamesOfType() {
  return useQuery(serviceNamesOfTypeQueryOptions());
}

/** Starts the three start-up loads; failures stay in the cache as errors (the screens retry). */
export function prefetchStartupQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.prefetchQuery(categoryListQueryOptions()),
    queryClient.prefetchQuery(adsQueryOptions()),
    queryClient.prefetchQuery(serviceNamesOfTypeQueryOptions()),
  ]).then(() => undefined);
}

/** True for the public start-up queries (kept on logout). */
export function isStartupQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === STARTUP_QUERY_PREFIX;
}
