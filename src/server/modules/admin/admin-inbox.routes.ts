import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { IdParamsSchema } from '#shared/api/admin.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  getResume,
  listAdminEnquiries,
  listApplications,
  listContactMessages,
  markHandled,
} from './admin-inbox.service.ts';
import { adminDoc, adminTags, done } from './admin-http.ts';

/** The "mark as handled" call of each kind of message. */
const HANDLED = {
  contact: endpoints.adminContactMessageHandled,
  career: endpoints.adminCareerApplicationHandled,
} as const;

/** The enquiries log (read only), contact messages and career applications. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;

  app.route({
    ...routeOf(endpoints.adminEnquiries, adminDoc('Every enquiry, newest first (read only)')),
    handler: async (request) => ({
      success: true as const,
      ...(await listAdminEnquiries(db, request.query)),
    }),
  });
  app.route({
    ...routeOf(endpoints.adminContactMessages, adminDoc('Contact messages, open or handled')),
    handler: async (request) => ({
      success: true as const,
      ...(await listContactMessages(db, request.query)),
    }),
  });
  app.route({
    ...routeOf(endpoints.adminCareerApplications, adminDoc('Career applications, open or handled')),
    handler: async (request) => ({
      success: true as const,
      ...(await listApplications(db, request.query, config.publicUrl)),
    }),
  });
  for (const kind of ['contact', 'career'] as const) {
    app.route({
      ...routeOf(HANDLED[kind], adminDoc('Mark as handled')),
      handler: async (request) => {
        await markHandled(db, requireUser(request), kind, request.params.id);
        return done('Marked as handled');
      },
    });
  }
  // A file download, not a JSON call of the contract: not in the endpoint registry.
  app.get(
    '/admin/career-applications/:id/resume',
    {
      schema: {
        tags: adminTags,
        summary: "Download an application's résumé",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const resume = await getResume(db, storage, request.params.id);
      const name = resume.name.replace(/[^\w .()-]+/g, '_');
      return reply
        .type(resume.type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(resume.bytes);
    },
  );
};
