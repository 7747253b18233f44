import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { DATABASE_RETRY_AFTER_MS } from '../../db/outage.ts';
import { AppError } from '../../lib/errors.ts';

/** Liveness and readiness probes. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'The process is up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'The database is reachable (503 with Retry-After when it is not)',
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) },
      },
    },
    async () => {
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
  );
};
