/**
 * One API call of the contract: its method, its path (Fastify syntax, `:name` for a path
 * parameter), the schema of its input (a JSON/form body, a query string, path parameters) and
 * the schema of its 200 answer. The server registers its route from it (`routeOf`, server
 * lib/http.ts), the web client calls it (`apiRequest(endpoint, input)`, web lib/api-client.ts),
 * and the web test stub checks canned answers with it. A new call is one `defineEndpoint` in
 * src/shared/api/endpoints/<feature>.ts.
 *
 * Invariant: definitions are pure (`/* @__PURE__ *\/`), so a web bundle carries only the
 * endpoints, and thus the schemas, that it imports.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type EndpointSpec = {
  method: HttpMethod;
  /** The full path, '/api/…'; `:name` segments are path parameters. */
  path: `/api/${string}`;
  /** The JSON, urlencoded or multipart body (POST, PUT, PATCH). */
  body?: z.ZodType;
  /** The query string (GET, DELETE, and a few legacy POSTs). */
  query?: z.ZodType;
  /** The path parameters, one per `:name` of `path`. */
  params?: z.ZodType;
  /** The 200 answer. */
  response: z.ZodType;
};

/** Identity with a precise type: keeps the literal method and path and each schema's type. */
export const defineEndpoint = <const E extends EndpointSpec>(endpoint: E): E => endpoint;

/** The value a path parameter takes in an href. */
export type ParamValue = string | number;

/** `path` with each `:name` replaced by its encoded value; a missing value throws. */
export function pathOf(endpoint: EndpointSpec, params?: Record<string, ParamValue>): string {
  return endpoint.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A regular expression matching the endpoint's concrete paths (the test stub's lookup). */
export function pathPattern(endpoint: EndpointSpec): RegExp {
  const escaped = endpoint.path
    .split(/(:[A-Za-z_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

/** The answer type of an endpoint. */
export type AnswerOf<E extends EndpointSpec> = z.output<E['response']>;
/** What the caller sends as the body (POST, PUT, PATCH) or the query (GET, DELETE). */
export type InputOf<E extends EndpointSpec> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['query'] extends z.ZodType
    ? z.input<E['query']>
    : undefined;
/** The path parameters of an endpoint. */
export type ParamsOf<E extends EndpointSpec> = E['params'] extends z.ZodType
  ? { [K in keyof z.input<E['params']>]: ParamValue }
  : undefined;
