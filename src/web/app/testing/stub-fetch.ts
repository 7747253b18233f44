/**
 * Test helper: stubs the network (globalThis.fetch) with canned API answers in the real
 * response shapes. Our own code (api-client, queries, components) runs unmocked.
 */
import { vi } from 'vitest';

import type {
  AdsResponse,
  CategoryListResponse,
  ServiceNamesOfTypeResponse,
} from '#shared/api/catalogue.ts';

/** A canned JSON body, or a function of the request giving one; undefined answers 404. */
export type StubHandler = (url: URL, init?: RequestInit) => unknown;
export type StubRoutes = Record<string, unknown>;

export const sampleServiceNames: ServiceNamesOfTypeResponse = {
  residential: [
    { title: 'House Cleaning in Ponsonby', slug: 'house-cleaning-in-ponsonby' },
    { title: 'Lawn Mowing Hamilton East', slug: 'lawn-mowing-hamilton-east' },
  ],
  commercial: [{ title: 'Office Cleaning Wellington CBD', slug: 'office-cleaning-wellington-cbd' }],
  trade: [{ title: 'Registered Electrician Riccarton', slug: 'registered-electrician-riccarton' }],
};

export const sampleCategoryList: CategoryListResponse = {
  categories: [{ id: 1, name: 'Cleaning', slug: 'cleaning', status: 'active' }],
  subCategory: [
    { id: 1, name: 'House Cleaning', slug: 'house-cleaning', category_id: 1, status: 'active' },
  ],
};

export const emptyAds: AdsResponse = { success: true, ads: { home: [], sidebar: [] } };

export const startupRoutes: StubRoutes = {
  '/api/get-service-names-ofType': sampleServiceNames,
  '/api/category-list': sampleCategoryList,
  '/api/getAd': emptyAds,
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers known paths with their JSON; anything else gets a JSON 404. Returns the spy. */
export function stubFetch(routes: StubRoutes = {}) {
  const all = { ...startupRoutes, ...routes };
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const answer = all[url.pathname];
    if (answer === undefined) {
      return jsonResponse({ status: 0, success: false, message: 'Not found' }, 404);
    }
    return jsonResponse(typeof answer === 'function' ? (answer as StubHandler)(url, init) : answer);
  });
}
