import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MailboxResponseSchema } from '#shared/api/auth.ts';
import { PaginationQuerySchema } from '#shared/api/common.ts';
import { listOutboxEmails } from './dev.service.ts';

/**
 * Development helpers, registered only when NODE_ENV is not production (app.ts), without the
 * /api prefix. The /dev/mailbox page itself is the web app's (route module dev-mailbox.tsx),
 * which reads this call.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'The latest outgoing emails, newest first (not available in production)',
        querystring: PaginationQuerySchema,
        response: { 200: MailboxResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOutboxEmails(db, request.query);
    },
  );
};
