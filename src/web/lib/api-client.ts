/**
 * The one HTTP client of the web app: same-origin fetch with the session cookie, JSON in and
 * out, and an ApiError for protocol failures (4xx/5xx) carrying the server's message.
 * Business outcomes (HTTP 200 with status 0 / success false) are returned, not thrown: the
 * screens decide what to show, as the spec's error catalogue says.
 */
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

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
};

/** Listeners told about every call's start and end (the 'Please wait' overlay uses this). */
type ActivityListener = (delta: 1 | -1) => void;
const activityListeners = new Set<ActivityListener>();
export function onApiActivity(listener: ActivityListener): () => void {
  activityListeners.add(listener);
  return () => activityListeners.delete(listener);
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', query, body, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  activityListeners.forEach((l) => l(1));
  try {
    const res = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
    const text = await res.text();
    let data: unknown = null;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      data = null;
    }
    if (!res.ok) {
      const err = (data ?? {}) as { message?: unknown; errors?: Record<string, string[]> };
      const message =
        typeof err.message === 'string' && err.message
          ? err.message
          : `Request failed (${res.status})`;
      throw new ApiError(res.status, message, err.errors);
    }
    return data as T;
  } finally {
    activityListeners.forEach((l) => l(-1));
  }
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) =>
  apiRequest<T>(path, { method: 'GET', query, ...(signal ? { signal } : {}) });
export const apiPost = <T>(path: string, body?: unknown) =>
  apiRequest<T>(path, { method: 'POST', body: body ?? {} });
