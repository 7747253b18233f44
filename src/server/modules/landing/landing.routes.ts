import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { getBrowseCities } from './browse-cities.service.ts';
import { LandingCache } from './landing-cache.ts';
import { getLanding } from './landing.service.ts';

/**
 * GET /api/landing?service=&city=&suburb=: what a landing page shows besides its services;
 * GET /api/browse-cities: the "Browse by city" page's cities, landing pages and suburbs.
 */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const ctx = { db, cache: new LandingCache(changes) };
  app.route({
    ...routeOf(endpoints.landing, {
      tags: ['browse'],
      summary: 'A landing page: sub category × city (× suburb), its neighbours and relatives',
      errors: errorResponses(400, 404),
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getLanding(ctx, request.query);
    },
  });
  app.route({
    ...routeOf(endpoints.browseCities, {
      tags: ['browse'],
      summary: 'Browse by city: each city, its sub categories and suburbs with services',
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getBrowseCities(ctx);
    },
  });
};
