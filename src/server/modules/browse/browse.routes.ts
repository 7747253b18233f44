import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import type { z } from 'zod';

import type { EndpointSpec } from '#shared/api/endpoint.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { listProviderReviews } from './provider-reviews.ts';
import { serializerCompiler } from 'fastify-type-provider-zod';

import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses, FORM_CONSUMES } from '../../lib/http.ts';
import type { ResponseCache } from '../../platform/cache/response-cache.ts';
import type { WithRawFields } from '../../platform/cache/raw-json.ts';
import { cachedRead } from '../../platform/cache/cached-read.ts';
import { optionalUser } from '../../plugins/session.ts';
import { getSellerDetail, getServiceDetail } from './browse-details.ts';
import type { BrowseContext, Scoped } from './browse-context.ts';
import {
  getPopular,
  listProviders,
  listReviews,
  listSellerServices,
  listServices,
  listSubCategoryServices,
} from './browse.service.ts';
import { searchServices } from './search-services.ts';
import type { BrowseScope } from './cache-scopes.ts';
import { viewerOf, type Viewer } from './viewer.ts';
import { listAllServices } from './all-services.ts';
import { answerSerializer } from '../../platform/cache/answer-serializer.ts';
import { suggestSearch } from '../search/search.service.ts';

export type BrowseRouteOptions = { ctx: BrowseContext; cache: ResponseCache<BrowseScope> | null };

/** A public read's call: a POST with a JSON/form body or a GET with a query string. */
type ReadEndpoint = EndpointSpec & { method: 'GET' | 'POST' };

/** The schema of a read's input: its body (POST) or its query (GET). */
type InputSchemaOf<E extends ReadEndpoint> = E extends { body: z.ZodType }
  ? E['body']
  : E extends { query: z.ZodType }
    ? E['query']
    : never;

/** A public read: its call in the registry (method, path, schemas) and one service call. */
type ReadRoute<E extends ReadEndpoint> = {
  endpoint: E;
  summary: string;
  description?: string;
  read: (
    ctx: BrowseContext,
    input: z.output<InputSchemaOf<E>>,
    viewer: Viewer,
  ) => Promise<Scoped<WithRawFields<z.input<E['response']>>>>;
};

type Registrar = (app: FastifyInstance, opts: BrowseRouteOptions) => void;

/** A route's registrar (each read keeps its own input and answer types). */
const route =
  <E extends ReadEndpoint>(r: ReadRoute<E>): Registrar =>
  (app, opts) =>
    addRead(app, opts, r);

/** The public read calls of spec section 7, each one service call. */
const READS: Registrar[] = [
  route({
    endpoint: endpoints.getSubCategoryServices,
    summary: 'Search approved services (home search and list page filter)',
    description:
      'Every given filter applies; empty values mean "any". Optional q (full-text), sort (relevance, rating, newest), page and per_page.',
    read: searchServices,
  }),
  route({
    endpoint: endpoints.searchSuggest,
    summary: 'The Service box: sub categories the text names, and "Did you mean" (issue 24 §3)',
    description:
      'subcategories: active sub categories matching by name or everyday word (case and macrons ignored), at most 8, best first. did_you_mean: a near spelling that finds services, when the text names no sub category and finds none; else null.',
    // Built from the catalogue and the public services: the scope that every change of either drops.
    read: async (ctx, input) => ({
      answer: await suggestSearch(ctx.query, input.q),
      scope: { kind: 'popular' },
    }),
  }),
  route({
    endpoint: endpoints.getPopularServicesAndCategories,
    summary: 'Most reviewed services, top sub categories and top providers',
    read: (ctx, input, viewer) => getPopular(ctx, input.limit, viewer),
  }),
  route({
    endpoint: endpoints.getSubCategoryServiceBySlug,
    summary: 'Approved services of a sub category (by slug); unknown slug: empty list',
    read: listSubCategoryServices,
  }),
  route({
    endpoint: endpoints.getTypeServices,
    summary: 'Approved services of a type (residential, commercial or trade)',
    read: (ctx, input, viewer) => listServices(ctx, { type: input.type }, input, viewer),
  }),
  route({
    endpoint: endpoints.allServices,
    summary: 'Every approved service, paginated, with the fields of its edit form',
    description:
      'Each service also carries aboutService, aboutService1, aboutService2, about, contact_name, phone_number, has_attachment (its photos) and the whole description: the original client opens its edit form from this list.',
    read: listAllServices,
  }),
  route({
    endpoint: endpoints.serviceDetail,
    summary: 'One service by slug, with its gallery and the watchlist flag',
    description: 'Pending and rejected services are visible only to their owner and admins.',
    read: (ctx, input, viewer) => getServiceDetail(ctx, input.id, viewer),
  }),
  route({
    endpoint: endpoints.sellerDetail,
    summary: 'A provider by slug or id (email and subscription only for themself and admins)',
    read: (ctx, input, viewer) => getSellerDetail(ctx, input.id, viewer),
  }),
  route({
    endpoint: endpoints.sellerServices,
    summary: "A provider's services: approved for the public, all for the owner and admins",
    read: (ctx, input, viewer) => listSellerServices(ctx, input.id, input, viewer),
  }),
  route({
    endpoint: endpoints.allServiceProviders,
    summary: 'Service providers (role 2), newest first, with their rating',
    read: (ctx, input) => listProviders(ctx, input),
  }),
  route({
    endpoint: endpoints.providerReviews,
    summary:
      "Every visible review of a provider's services: a page, sorted, and the count per star",
    read: listProviderReviews,
  }),
  route({
    endpoint: endpoints.getReviews,
    summary: 'Visible reviews of a service, newest first',
    read: listReviews,
  }),
];

const errors = errorResponses(400, 403, 404, 415);

/**
 * Registers one read: the viewer is the session user (a payload `user_id` naming someone else
 * is refused with 403), anonymous answers come from the micro-cache.
 */
function addRead<E extends ReadEndpoint>(
  app: FastifyInstance,
  { ctx, cache }: BrowseRouteOptions,
  r: ReadRoute<E>,
): void {
  const isGet = r.endpoint.method === 'GET';
  const serialize = answerSerializer(r.endpoint.response, !app.deps.config.isProduction);
  const {
    method,
    url,
    schema: endpointSchema,
  } = routeOf(r.endpoint, {
    tags: ['browse'],
    summary: r.summary,
    ...(r.description ? { description: r.description } : {}),
    ...(isGet ? {} : { consumes: FORM_CONSUMES }),
    errors,
  });
  // Each read's types come from its ReadRoute: the handler below serves every one of them.
  const schema: FastifySchema = endpointSchema;
  app.route({
    method,
    url,
    schema,
    // The answer: JSON.stringify in production (decision 081); errors: the zod serializer.
    serializerCompiler: (route) =>
      route.httpStatus === '200'
        ? (data) => String(serialize(data))
        : serializerCompiler(route as never),
    handler: async (request, reply) => {
      const input = (isGet ? request.query : request.body) as z.output<InputSchemaOf<E>>;
      const viewer = viewerOf(optionalUser(request, (input as { user_id?: unknown }).user_id));
      return cachedRead(cache, request, reply, {
        serialize,
        input: input as object,
        read: () => r.read(ctx, input, viewer),
      });
    },
  });
}

/** Every browse call (spec section 7's public reads). */
export const browseRoutes: FastifyPluginAsync<BrowseRouteOptions> = async (app, opts) => {
  for (const register of READS) register(app, opts);
};
