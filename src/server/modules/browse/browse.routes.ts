import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';

import {
  AllProvidersQuerySchema,
  AllProvidersResponseSchema,
  AllServicesQuerySchema,
  AllServicesResponseSchema,
  PopularBodySchema,
  PopularResponseSchema,
  ReviewsQuerySchema,
  ReviewsResponseSchema,
  SellerDetailQuerySchema,
  SellerDetailResponseSchema,
  SellerServicesQuerySchema,
  SellerServicesResponseSchema,
  ServiceDetailQuerySchema,
  ServiceDetailResponseSchema,
  ServiceListResponseSchema,
  SubCategoryServicesBodySchema,
  SubCategoryServicesResponseSchema,
  SubCategorySlugBodySchema,
  TypeServicesBodySchema,
} from '#shared/api/browse.ts';
import { serializerCompiler } from 'fastify-type-provider-zod';

import { errorResponses, FORM_CONSUMES } from '../../lib/http.ts';
import type { ResponseCache } from '../../lib/response-cache.ts';
import type { WithRawFields } from '../../lib/raw-json.ts';
import { cachedRead } from '../../plugins/cached-read.ts';
import { optionalUser } from '../../plugins/session.ts';
import {
  getPopular,
  getSellerDetail,
  getServiceDetail,
  listProviders,
  listReviews,
  listSellerServices,
  listServices,
  listSubCategoryServices,
  searchServices,
  viewerOf,
  type BrowseContext,
  type BrowseScope,
  type Scoped,
  type Viewer,
} from './browse.service.ts';
import { listAllServices } from './all-services.ts';
import { answerSerializer } from './answer-serializer.ts';

export type BrowseRouteOptions = { ctx: BrowseContext; cache: ResponseCache<BrowseScope> | null };

/** A public read: its input (JSON/form body for POST, query for GET) and one service call. */
type ReadRoute<I extends z.ZodType, R extends z.ZodType> = {
  method: 'GET' | 'POST';
  url: string;
  summary: string;
  description?: string;
  input: I;
  response: R;
  read: (
    ctx: BrowseContext,
    input: z.output<I>,
    viewer: Viewer,
  ) => Promise<Scoped<WithRawFields<z.input<R>>>>;
};

type Registrar = (app: FastifyInstance, opts: BrowseRouteOptions) => void;

/** A route's registrar (each read keeps its own input and answer types). */
const route =
  <I extends z.ZodType, R extends z.ZodType>(r: ReadRoute<I, R>): Registrar =>
  (app, opts) =>
    addRead(app, opts, r);

/** The public read calls of spec section 7, each one service call. */
const READS: Registrar[] = [
  route({
    method: 'POST',
    url: '/getSubCategoryServices',
    summary: 'Search approved services (home search and list page filter)',
    description:
      'Every given filter applies; empty values mean "any". Optional q (full-text), sort (relevance, rating, newest), page and per_page.',
    input: SubCategoryServicesBodySchema,
    response: ServiceListResponseSchema,
    read: searchServices,
  }),
  route({
    method: 'POST',
    url: '/getPopularServicesAndCategories',
    summary: 'Most reviewed services, top sub categories and top providers',
    input: PopularBodySchema,
    response: PopularResponseSchema,
    read: (ctx, input, viewer) => getPopular(ctx, input.limit, viewer),
  }),
  route({
    method: 'POST',
    url: '/get-subCategory-service',
    summary: 'Approved services of a sub category (by slug); unknown slug: empty list',
    input: SubCategorySlugBodySchema,
    response: SubCategoryServicesResponseSchema,
    read: listSubCategoryServices,
  }),
  route({
    method: 'POST',
    url: '/get-type-services',
    summary: 'Approved services of a type (residential, commercial or trade)',
    input: TypeServicesBodySchema,
    response: ServiceListResponseSchema,
    read: (ctx, input, viewer) => listServices(ctx, { type: input.type }, input, viewer),
  }),
  route({
    method: 'GET',
    url: '/all-services',
    summary: 'Every approved service, paginated, with the fields of its edit form',
    description:
      'Each service also carries aboutService, aboutService1, aboutService2, about, contact_name, phone_number, has_attachment (its photos) and the whole description: the original client opens its edit form from this list.',
    input: AllServicesQuerySchema,
    response: AllServicesResponseSchema,
    read: listAllServices,
  }),
  route({
    method: 'GET',
    url: '/service-detail',
    summary: 'One service by slug, with its gallery and the watchlist flag',
    description: 'Pending and rejected services are visible only to their owner and admins.',
    input: ServiceDetailQuerySchema,
    response: ServiceDetailResponseSchema,
    read: (ctx, input, viewer) => getServiceDetail(ctx, input.id, viewer),
  }),
  route({
    method: 'GET',
    url: '/seller-detail',
    summary: 'A provider by slug or id (email and subscription only for themself and admins)',
    input: SellerDetailQuerySchema,
    response: SellerDetailResponseSchema,
    read: (ctx, input, viewer) => getSellerDetail(ctx, input.id, viewer),
  }),
  route({
    method: 'GET',
    url: '/seller-services',
    summary: "A provider's services: approved for the public, all for the owner and admins",
    input: SellerServicesQuerySchema,
    response: SellerServicesResponseSchema,
    read: (ctx, input, viewer) => listSellerServices(ctx, input.id, input, viewer),
  }),
  route({
    method: 'GET',
    url: '/AllServiceProviders',
    summary: 'Service providers (role 2), newest first, with their rating',
    input: AllProvidersQuerySchema,
    response: AllProvidersResponseSchema,
    read: (ctx, input) => listProviders(ctx, input),
  }),
  route({
    method: 'GET',
    url: '/get-reviews',
    summary: 'Visible reviews of a service, newest first',
    input: ReviewsQuerySchema,
    response: ReviewsResponseSchema,
    read: listReviews,
  }),
];

const errors = errorResponses(400, 403, 404, 415);

/**
 * Registers one read: the viewer is the session user (a payload `user_id` naming someone else
 * is refused with 403), anonymous answers come from the micro-cache.
 */
function addRead<I extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  { ctx, cache }: BrowseRouteOptions,
  r: ReadRoute<I, R>,
): void {
  const isGet = r.method === 'GET';
  const serialize = answerSerializer(r.response, !app.deps.config.isProduction);
  app.route({
    method: r.method,
    url: r.url,
    schema: {
      tags: ['browse'],
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      ...(isGet ? { querystring: r.input } : { body: r.input, consumes: FORM_CONSUMES }),
      response: { 200: r.response, ...errors },
    },
    // The answer: JSON.stringify in production (decision 081); errors: the zod serializer.
    serializerCompiler: (route) =>
      route.httpStatus === '200'
        ? (data) => String(serialize(data))
        : serializerCompiler(route as never),
    handler: async (request, reply) => {
      const input = (isGet ? request.query : request.body) as z.output<I>;
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
