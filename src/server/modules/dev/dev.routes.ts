import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { MailboxResponseSchema } from '#shared/api/auth.ts';
import { PaginationQuerySchema } from '#shared/api/common.ts';
import { listOutboxEmails } from './dev.service.ts';

/** A loopback address (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Development helpers, registered only when NODE_ENV is development or test (app.ts), without
 * the /api prefix. They answer only to this machine: the socket's own peer address decides,
 * never X-Forwarded-For (behind a proxy on this machine every request looks local: do not
 * expose a development server through one). Anyone else gets the same
 * 404 as a path that does not exist. The /dev/mailbox page itself is the web app's (route
 * module dev-mailbox.tsx), which reads this call.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
  });

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
