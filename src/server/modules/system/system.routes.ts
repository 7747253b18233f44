import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
        summary: 'The database is reachable',
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) },
      },
    },
    async (request) => {
      try {
        await app.deps.dbHandle.ping();
      } catch (err) {
        request.log.error({ err }, 'readiness check failed');
        throw new AppError('UNAVAILABLE', 'The database is not reachable');
      }
      return { status: 'ready' as const, database: app.deps.dbHandle.kind };
    },
  );
};
