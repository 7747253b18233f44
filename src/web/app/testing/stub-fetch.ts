/**
 * Test helper: stubs the network (globalThis.fetch) with canned API answers. Every answer is
 * parsed with the answer schema of its call in the registry (src/shared/api/endpoints.ts, the one
 * the server validates its answers with), so a stub cannot drift from the real contract. Our own code (api-client, queries, components)
 * runs unmocked.
 */
import { vi } from 'vitest';
import { z } from 'zod';

import * as catalogue from '#shared/api/catalogue.ts';
import { ErrorResponseSchema } from '#shared/api/common.ts';
import { pathPattern, type EndpointSpec } from '#shared/api/endpoint.ts';
import * as endpoints from '#shared/api/endpoints.ts';

/** Every call of the registry with the pattern of its paths. */
const REGISTRY: [RegExp, EndpointSpec][] = Object.values(endpoints).map(
  (endpoint: EndpointSpec) => [pathPattern(endpoint), endpoint],
);

/** The 200 answer schema of a path (and method) in the registry: a union if several match. */
function registrySchema(path: string, method?: string): z.ZodType | undefined {
  const schemas = REGISTRY.filter(
    ([re, endpoint]) => re.test(path) && (method === undefined || endpoint.method === method),
  ).map(([, endpoint]) => endpoint.response);
  if (schemas.length <= 1) return schemas[0];
  return z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}

const STUB = Symbol('stub answer');
/** A protocol failure (4xx/5xx) with the server's error body, or a failed connection. */
type StubFailure =
  | { [STUB]: 'http'; status: number; body: z.infer<typeof ErrorResponseSchema> }
  | { [STUB]: 'network' };

/** Answers `status` with the error body of every protocol failure. */
export function httpError(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): StubFailure {
  const body = ErrorResponseSchema.parse({ status: 0, success: false, message, errors });
  return { [STUB]: 'http', status, body };
}
/** The connection fails (offline, DNS): fetch rejects. */
export const networkError = (): StubFailure => ({ [STUB]: 'network' });

/** A canned answer, or a function of the request giving one; unknown paths answer 404. */
export type StubHandler = (url: URL, init?: RequestInit) => unknown;
export type StubRoutes = Record<string, unknown>;

export const sampleServiceNames: catalogue.ServiceNamesOfTypeResponse = {
  residential: [
    { title: 'House Cleaning in Ponsonby', slug: 'house-cleaning-in-ponsonby' },
    { title: 'Lawn Mowing Hamilton East', slug: 'lawn-mowing-hamilton-east' },
  ],
  commercial: [{ title: 'Office Cleaning Wellington CBD', slug: 'office-cleaning-wellington-cbd' }],
  trade: [{ title: 'Registered Electrician Riccarton', slug: 'registered-electrician-riccarton' }],
};

export const sampleCategoryList: catalogue.CategoryListResponse = {
  categories: [{ id: 1, name: 'Cleaning', slug: 'cleaning', status: 'active' }],
  subCategory: [
    { id: 1, name: 'House Cleaning', slug: 'house-cleaning', category_id: 1, status: 'active' },
  ],
};

export const emptyAds: catalogue.AdsResponse = { success: true, ads: { home: [], sidebar: [] } };

export const startupRoutes: StubRoutes = {
  '/api/get-service-names-ofType': sampleServiceNames,
  '/api/category-list': sampleCategoryList,
  '/api/getAd': emptyAds,
  '/api/enquiries/unread': { success: true, unread: 0 },
  '/api/conversations/unread': { success: true, unread: 0 },
  '/api/jobs/counts': { success: true, invitations: 0, new_quotes: 0, total: 0 },
};

const isFailure = (answer: unknown): answer is StubFailure =>
  typeof answer === 'object' && answer !== null && STUB in answer;

/** Parses a 200 answer with its path's schema; a stub that breaks the contract fails loudly. */
function checkAnswer(path: string, answer: unknown, method?: string): unknown {
  const schema = registrySchema(path, method);
  if (!schema) {
    throw new Error(`stubFetch: no answer schema for ${path}; add it to src/shared/api/endpoints`);
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) {
    throw new Error(`stubFetch: the stub of ${path} breaks its schema: ${parsed.error.message}`);
  }
  return answer;
}

function respond(path: string, answer: unknown, method?: string): Promise<Response> {
  if (!isFailure(answer)) return Promise.resolve(jsonResponse(checkAnswer(path, answer, method)));
  if (answer[STUB] === 'network') return Promise.reject(new TypeError('Failed to fetch'));
  return Promise.resolve(jsonResponse(answer.body, answer.status));
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Answers known paths with their JSON; anything else gets a JSON 404. Returns the spy. */
export function stubFetch(routes: StubRoutes = {}) {
  const all = { ...startupRoutes, ...routes };
  for (const [path, answer] of Object.entries(all)) {
    if (typeof answer !== 'function' && !isFailure(answer)) checkAnswer(path, answer);
  }
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const route = all[url.pathname];
    if (route === undefined) return respond(url.pathname, httpError(404, 'Not found'));
    const answer = typeof route === 'function' ? (route as StubHandler)(url, init) : route;
    try {
      return respond(url.pathname, answer, init?.method ?? 'GET');
    } catch (error) {
      console.error(error); // fails the test with the reason (tests/setup/web.ts)
      throw error;
    }
  });
}

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** What the stubbed fetch sent to paths starting with `path`: JSON bodies parsed, FormData as is. */
export function bodiesSentTo(spy: ReturnType<typeof stubFetch>, path: string): unknown[] {
  return spy.mock.calls
    .filter(([input]) => new URL(urlOf(input), 'http://localhost').pathname.startsWith(path))
    .map(([, init]) => {
      const body = init?.body;
      return typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
    });
}
