import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { API_PREFIX, routeOf } from '../../lib/endpoint-route.ts';
import { listOutboxEmails } from './dev.service.ts';

/** A loopback address (127.0.0.0/8, ::1, or either mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** GET /api/dev/mailbox: the outgoing emails, read by the web app's /dev/mailbox page. */
const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.route({
    ...routeOf(endpoints.devMailbox, {
      tags: ['dev'],
      summary: 'The latest outgoing emails, newest first (not available in production)',
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listOutboxEmails(db, request.query);
    },
  });
};

/**
 * Development helpers, registered only when NODE_ENV is development or test (app.ts), without
 * a prefix: the API calls among them register under API_PREFIX here. They answer only to this
 * machine: the socket's own peer address decides, never X-Forwarded-For (behind a proxy on
 * this machine every request looks local: do not expose a development server through one).
 * Anyone else gets the same 404 as a path that does not exist. The /dev/mailbox page itself is
 * the web app's (route module dev-mailbox.tsx), which reads the mailbox call.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
  });
  await app.register(mailboxRoutes, { prefix: API_PREFIX });
};
