import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import {
  AllProvidersQuerySchema,
  AllProvidersResponseSchema,
  AllServicesQuerySchema,
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
import { ErrorResponseSchema } from '#shared/api/common.ts';
import { COMPRESS_MIN_BYTES, pickEncoding } from '../../lib/content-encoding.ts';
import { forbidden } from '../../lib/errors.ts';
import {
  createBrowseContext,
  findSubCategory,
  getPopular,
  getSellerDetail,
  getServiceDetail,
  listProviders,
  listReviews,
  listSellerServices,
  listServices,
  type Viewer,
} from './browse.service.ts';
import { ResponseCache } from './response-cache.ts';
import { normalizeCity, normalizeSuburb } from './service-cards.ts';

/**
 * The viewer of a read call: the session user. A payload `user_id` naming someone else than the
 * session user is refused (403); without a session it is ignored (anonymous, flags 0).
 */
function viewerOf(request: FastifyRequest, payloadUserId?: number): Viewer {
  const user = request.user;
  if (!user) return null;
  if (payloadUserId !== undefined && payloadUserId !== user.id) {
    throw forbidden('You can only act for your own account');
  }
  return { id: user.id, isAdmin: user.roleId === 1 };
}

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

/** The public read calls of spec section 7: search, lists, popular, detail pages, reviews. */
export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createBrowseContext(app.deps.dbHandle, app.deps.storage);
  const cache = new ResponseCache(app.deps.config.nodeEnv !== 'test', {
    onRefreshError: (err) => app.log.warn({ err }, 'could not refresh a cached browse answer'),
  });
  if (cache.enabled) cache.watchWrites(app.server);

  /**
   * Answers an anonymous read from the micro-cache (response-cache.ts): the key is the route and
   * its validated input (without user_id, which changes nothing for anonymous visitors). The
   * body goes out compressed when the client accepts it, compressed once per entry. Session
   * users, `Cache-Control: no-cache` and tests take the direct path.
   */
  async function respond<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    input: object,
    compute: () => Promise<z.input<S>>,
  ): Promise<z.input<S> | FastifyReply> {
    const noCache = /no-cache/i.test(request.headers['cache-control'] ?? '');
    if (request.user || !cache.enabled || noCache) return compute();
    const { user_id: _ignored, ...rest } = input as { user_id?: unknown };
    const key = `${request.routeOptions.url ?? request.url}:${JSON.stringify(rest)}`;
    const { body, state } = await cache.get(key, async () =>
      JSON.stringify(schema.parse(await compute())),
    );
    reply
      .header('x-cache', state)
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding && body.json.length >= COMPRESS_MIN_BYTES) {
      const bytes = await body.encode(encoding);
      return reply.header('content-encoding', encoding).send(bytes);
    }
    return reply.serializer((payload) => payload as string).send(body.json);
  }

  app.post(
    '/getSubCategoryServices',
    {
      schema: {
        tags: ['browse'],
        summary: 'Search approved services (home search and list page filter)',
        description:
          'Every given filter applies; empty values mean "any". Optional q (full-text), sort (relevance, rating, newest), page and per_page.',
        body: SubCategoryServicesBodySchema,
        response: { 200: ServiceListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const viewer = viewerOf(request, b.user_id);
      return respond(request, reply, ServiceListResponseSchema, b, async () => {
        const city = normalizeCity(b.city);
        const result = await listServices(
          ctx,
          {
            subCategoryId: b.subCategory_id,
            categoryId: b.category_id,
            city,
            suburb: normalizeSuburb(b.suburb, city),
            postalCode: b.postal_code,
            type: b.type,
            q: b.q,
          },
          { page: b.page, perPage: b.per_page, sort: b.sort },
          viewer?.id ?? null,
        );
        return { success: true as const, services: result.items, ...pageMeta(result) };
      });
    },
  );

  app.post(
    '/getPopularServicesAndCategories',
    {
      schema: {
        tags: ['browse'],
        summary: 'Most reviewed services, top sub categories and top providers',
        body: PopularBodySchema,
        response: { 200: PopularResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request, request.body.user_id);
      return respond(request, reply, PopularResponseSchema, request.body, () =>
        getPopular(ctx, request.body.limit, viewer?.id ?? null),
      );
    },
  );

  app.post(
    '/get-subCategory-service',
    {
      schema: {
        tags: ['browse'],
        summary: 'Approved services of a sub category (by slug); unknown slug: empty list',
        body: SubCategorySlugBodySchema,
        response: { 200: SubCategoryServicesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const viewer = viewerOf(request, b.user_id);
      return respond(request, reply, SubCategoryServicesResponseSchema, b, async () => {
        const subCategory = await findSubCategory(ctx, b.slug);
        if (!subCategory) {
          return {
            success: true as const,
            services: [],
            total: 0,
            page: b.page,
            per_page: b.per_page,
            sub_category: null,
          };
        }
        const result = await listServices(
          ctx,
          { subCategoryId: subCategory.id, q: b.q },
          { page: b.page, perPage: b.per_page, sort: b.sort },
          viewer?.id ?? null,
        );
        return {
          success: true as const,
          services: result.items,
          ...pageMeta(result),
          sub_category: subCategory,
        };
      });
    },
  );

  app.post(
    '/get-type-services',
    {
      schema: {
        tags: ['browse'],
        summary: 'Approved services of a type (residential, commercial or trade)',
        body: TypeServicesBodySchema,
        response: { 200: ServiceListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const viewer = viewerOf(request, b.user_id);
      return respond(request, reply, ServiceListResponseSchema, b, async () => {
        const result = await listServices(
          ctx,
          { type: b.type, q: b.q },
          { page: b.page, perPage: b.per_page, sort: b.sort },
          viewer?.id ?? null,
        );
        return { success: true as const, services: result.items, ...pageMeta(result) };
      });
    },
  );

  app.get(
    '/all-services',
    {
      schema: {
        tags: ['browse'],
        summary: 'Every approved service, paginated',
        querystring: AllServicesQuerySchema,
        response: { 200: ServiceListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const qs = request.query;
      const viewer = viewerOf(request, qs.user_id);
      return respond(request, reply, ServiceListResponseSchema, qs, async () => {
        const result = await listServices(
          ctx,
          { type: qs.type, q: qs.q },
          { page: qs.page, perPage: qs.per_page, sort: qs.sort },
          viewer?.id ?? null,
        );
        return { success: true as const, services: result.items, ...pageMeta(result) };
      });
    },
  );

  app.get(
    '/service-detail',
    {
      schema: {
        tags: ['browse'],
        summary: 'One service by slug, with its gallery and the watchlist flag',
        description: 'Pending and rejected services are visible only to their owner and admins.',
        querystring: ServiceDetailQuerySchema,
        response: { 200: ServiceDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request, request.query.user_id);
      return respond(request, reply, ServiceDetailResponseSchema, request.query, () =>
        getServiceDetail(ctx, request.query.id, viewer),
      );
    },
  );

  app.get(
    '/seller-detail',
    {
      schema: {
        tags: ['browse'],
        summary: 'A provider by slug or id (email and subscription only for themself and admins)',
        querystring: SellerDetailQuerySchema,
        response: { 200: SellerDetailResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      return respond(request, reply, SellerDetailResponseSchema, request.query, () =>
        getSellerDetail(ctx, request.query.id, viewer),
      );
    },
  );

  app.get(
    '/seller-services',
    {
      schema: {
        tags: ['browse'],
        summary: "A provider's services: approved for the public, all for the owner and admins",
        querystring: SellerServicesQuerySchema,
        response: { 200: SellerServicesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const qs = request.query;
      const viewer = viewerOf(request);
      return respond(request, reply, SellerServicesResponseSchema, qs, async () => {
        const result = await listSellerServices(
          ctx,
          qs.id,
          { page: qs.page, perPage: qs.per_page, sort: qs.sort, q: qs.q },
          viewer,
        );
        return { sellerServices: result.items, ...pageMeta(result) };
      });
    },
  );

  app.get(
    '/AllServiceProviders',
    {
      schema: {
        tags: ['browse'],
        summary: 'Service providers (role 2), newest first, with their rating',
        querystring: AllProvidersQuerySchema,
        response: { 200: AllProvidersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const qs = request.query;
      return respond(request, reply, AllProvidersResponseSchema, qs, async () => {
        const result = await listProviders(ctx, { page: qs.page, perPage: qs.per_page, q: qs.q });
        return { seller: result.items, ...pageMeta(result) };
      });
    },
  );

  app.get(
    '/get-reviews',
    {
      schema: {
        tags: ['browse'],
        summary: 'Visible reviews of a service, newest first',
        querystring: ReviewsQuerySchema,
        response: { 200: ReviewsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const qs = request.query;
      const viewer = viewerOf(request);
      return respond(request, reply, ReviewsResponseSchema, qs, async () => {
        const result = await listReviews(
          ctx,
          qs.service_id,
          { page: qs.page, perPage: qs.per_page },
          viewer,
        );
        return { status: 1 as const, message: '', result: result.items, ...pageMeta(result) };
      });
    },
  );
};

function pageMeta(result: { total: number; page: number; per_page: number }) {
  return { total: result.total, page: result.page, per_page: result.per_page };
}
