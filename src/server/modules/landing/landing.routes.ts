import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { LandingQuerySchema, LandingResponseSchema } from '#shared/landing.ts';
import { errorResponses } from '../../lib/http.ts';
import { getLanding } from './landing.service.ts';

/** GET /api/landing?service=&city=&suburb=: what a landing page shows besides its services. */
export const landingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/landing',
    {
      schema: {
        tags: ['browse'],
        summary: 'A landing page: sub category × city (× suburb), its neighbours and relatives',
        querystring: LandingQuerySchema,
        response: { 200: LandingResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return getLanding(db, request.query);
    },
  );
};
