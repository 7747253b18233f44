/**
 * Registers a route from its entry in the shared endpoint registry (src/shared/api/endpoints.ts):
 * method, URL and the input and answer schemas come from there; the route adds only its docs,
 * its error answers, its hooks and its handler:
 *
 *   app.route({
 *     ...routeOf(endpoints.addWatchList, { tags, summary: '…', consumes: FORM_CONSUMES, errors }),
 *     onRequest: authenticated,
 *     handler: async (request) => …,
 *   });
 *
 * Invariant: route plugins are registered under API_PREFIX, so a URL here is the endpoint's path
 * without it. Pure: imports only shared code.
 */
import type { ErrorResponseSchema } from '#shared/api/common.ts';
import type { EndpointSpec } from '#shared/api/endpoint.ts';

/** The prefix every route plugin of the API is registered under (app.ts). */
export const API_PREFIX = '/api';

type ErrorSchemas = Record<number, typeof ErrorResponseSchema>;

type RouteDoc<Errors extends ErrorSchemas> = {
  tags: string[];
  summary: string;
  description?: string;
  /** The body encodings the route reads (FORM_CONSUMES for the legacy form calls). */
  consumes?: string[];
  /** The protocol failures it can answer (errorResponses(…)). */
  errors?: Errors;
  /** Left out of the OpenAPI document. */
  hide?: boolean;
};

/** The Fastify schema of an endpoint: only the parts it declares. */
export type EndpointSchema<E extends EndpointSpec, Errors extends ErrorSchemas> = {
  tags: string[];
  summary: string;
  description?: string;
  consumes?: string[];
  hide?: boolean;
  response: { 200: E['response'] } & Errors;
} & (E['body'] extends undefined ? unknown : { body: NonNullable<E['body']> }) &
  (E['query'] extends undefined ? unknown : { querystring: NonNullable<E['query']> }) &
  (E['params'] extends undefined ? unknown : { params: NonNullable<E['params']> });

/** Method, URL and schema of an endpoint's route, to spread into `app.route({...})`. */
export function routeOf<E extends EndpointSpec, Errors extends ErrorSchemas = Record<never, never>>(
  endpoint: E,
  doc: RouteDoc<Errors>,
): { method: E['method']; url: string; schema: EndpointSchema<E, Errors> } {
  if (!endpoint.path.startsWith(`${API_PREFIX}/`)) {
    throw new Error(`${endpoint.path} is not under ${API_PREFIX}`);
  }
  const { errors, ...docs } = doc;
  const schema: Record<string, unknown> = {
    ...docs,
    response: { 200: endpoint.response, ...errors },
  };
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.params) schema.params = endpoint.params;
  return {
    method: endpoint.method,
    url: endpoint.path.slice(API_PREFIX.length),
    schema: schema as EndpointSchema<E, Errors>,
  };
}
