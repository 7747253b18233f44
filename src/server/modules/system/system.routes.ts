import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { DATABASE_RETRY_AFTER_MS } from '../../db/outage.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';

/** Liveness and readiness probes. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.health, { tags: ['system'], summary: 'The process is up' }),
    handler: async () => ({ status: 'ok' as const }),
  });

  app.route({
    ...routeOf(endpoints.ready, {
      tags: ['system'],
      summary: 'The database is reachable (503 with Retry-After when it is not)',
    }),
    handler: async () => {
      try {
        await app.deps.dbHandle.ping();
      } catch (err) {
        // The error handler answers 503 with Retry-After; an outage is logged once, not here.
        throw new AppError(
          'UNAVAILABLE',
          'The database is not reachable',
          undefined,
          DATABASE_RETRY_AFTER_MS,
          { cause: err },
        );
      }
      return { status: 'ready' as const, database: app.deps.dbHandle.kind };
    },
  });
};
