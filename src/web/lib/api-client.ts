/**
 * The one HTTP client of the web app: same-origin fetch with the session cookie, JSON in and
 * out, every answer parsed with its shared schema (src/shared/api), and an ApiError for protocol
 * failures (4xx/5xx) carrying the server's message.
 * Business outcomes (HTTP 200 with status 0 / success false) are returned, not thrown: the
 * screens decide what to show, as the spec's error catalogue says.
 */
import type { z } from 'zod';

import { ErrorResponseSchema } from '#shared/api/common.ts';
import {
  pathOf,
  type AnswerOf,
  type EndpointSpec,
  type InputOf,
  type ParamsOf,
} from '#shared/api/endpoint.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server answered, but not in the shape of the shared schema: the contract has drifted. */
export class ApiAnswerError extends ApiError {
  constructor(status: number, path: string, issues: string) {
    super(status, `The answer of ${path} does not match the expected shape (${issues})`);
    this.name = 'ApiAnswerError';
  }
}

/** A 401: the server session has ended (expired, logged out elsewhere). */
export const isUnauthorized = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;

/** A refused request (4xx) with the server's reason, as opposed to a failure of the site. */
export const isClientError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  !(error instanceof ApiAnswerError) &&
  error.status >= 400 &&
  error.status < 500;

/** The text of any thrown value. */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

type Query = Record<string, string | number | boolean | null | undefined>;

/** What the client calls: the browser's fetch, or the server's in-process API (entry-server). */
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);
/** Server rendering hands in a fetch that answers from the app itself (anonymous reads only). */
export function setApiFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query | undefined;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** A call the user does not wait for (a draft's autosave): the 'Please wait' overlay ignores it. */
  background?: boolean;
};

/*
 * Calls in flight, kept here (not in a component) so that the 'Please wait' overlay also sees
 * the calls that started before it mounted: the start-up loads of a first page.
 */
let callsInFlight = 0;
const activityListeners = new Set<() => void>();
function changeCallsInFlight(delta: 1 | -1): void {
  callsInFlight = Math.max(0, callsInFlight + delta);
  activityListeners.forEach((listener) => listener());
}
/** For useSyncExternalStore: told whenever a call starts or ends. */
export function subscribeApiActivity(listener: () => void): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}
export const getCallsInFlight = (): number => callsInFlight;

/** Listeners told about every 401 (the member-page guard forgets the stale user). */
const unauthorizedListeners = new Set<() => void>();
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

type FormValue = string | number | Blob;

/**
 * A multipart form of the given fields (the legacy form calls); undefined and null are left out.
 * A list is sent as one part per item under the key as given (`'attachments[]': files`).
 */
export function toFormData(
  fields: Record<string, FormValue | readonly FormValue[] | null | undefined>,
): FormData {
  const form = new FormData();
  const part = (value: FormValue) => (value instanceof Blob ? value : String(value));
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      (value as readonly FormValue[]).forEach((v) => form.append(key, part(v)));
    else form.set(key, part(value as FormValue));
  }
  return form;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body instanceof FormData) return body;
  if (body === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function protocolError(status: number, data: unknown): ApiError {
  const parsed = ErrorResponseSchema.partial().safeParse(data);
  const body = parsed.success ? parsed.data : {};
  return new ApiError(status, body.message || `Request failed (${status})`, body.errors);
}

/**
 * Calls a path and parses the answer with `schema`; throws ApiError on 4xx/5xx or a bad shape.
 * Callers use `apiRequest(endpoint, input)`; this is its transport.
 */
export async function requestPath<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const { method = options.body === undefined ? 'GET' : 'POST', query, body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  const payload = encodeBody(body, headers);
  const counted = options.background !== true;
  if (counted) changeCallsInFlight(1);
  try {
    const init: RequestInit = { method, headers, body: payload, credentials: 'same-origin' };
    if (signal) init.signal = signal;
    const res = await fetchImpl(buildUrl(path, query), init);
    const data = await readJson(res);
    if (res.status === 401) unauthorizedListeners.forEach((listener) => listener());
    if (!res.ok) throw protocolError(res.status, data);
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`);
      throw new ApiAnswerError(res.status, path, issues.join('; '));
    }
    return parsed.data;
  } finally {
    if (counted) changeCallsInFlight(-1);
  }
}

/** How a call is made: its path parameters, its abort signal, whether the user waits for it. */
export type CallOptions<E extends EndpointSpec> = {
  signal?: AbortSignal | undefined;
  /** A call the user does not wait for (a draft's autosave): the 'Please wait' overlay ignores it. */
  background?: boolean;
} & (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> });

/**
 * Calls an endpoint of the registry (src/shared/api/endpoints.ts): `input` is the body of a
 * POST, PUT or PATCH (a plain object as JSON, FormData as multipart) and the query string of a
 * GET or DELETE. The answer is parsed with the endpoint's schema.
 */
export function apiRequest<E extends EndpointSpec>(
  endpoint: E,
  input?: InputOf<E> | FormData,
  ...[options]: ParamsOf<E> extends undefined ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<AnswerOf<E>> {
  const { signal, background, params } = options ?? {};
  const path = pathOf(endpoint, params);
  const sendsBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return requestPath(path, endpoint.response, {
    method: endpoint.method,
    ...(sendsBody ? { body: input ?? {} } : { query: input as Query | undefined }),
    signal,
    background: background ?? false,
  }) as Promise<AnswerOf<E>>;
}
