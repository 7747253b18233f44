import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AdminApplicationsResponseSchema,
  AdminContactMessagesResponseSchema,
  AdminEnquiriesResponseSchema,
  AdminListQuerySchema,
  IdParamsSchema,
} from '#shared/api/admin.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  getResume,
  listAdminEnquiries,
  listApplications,
  listContactMessages,
  markHandled,
} from './admin-inbox.service.ts';
import { adminErrors, adminTags, done, idAction } from './admin-http.ts';

const list = (summary: string, response: object) => ({
  tags: adminTags,
  summary,
  querystring: AdminListQuerySchema,
  response: { 200: response, ...adminErrors },
});

/** The enquiries log (read only), contact messages and career applications. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;

  app.get(
    '/enquiries',
    { schema: list('Every enquiry, newest first (read only)', AdminEnquiriesResponseSchema) },
    async (request) => ({
      success: true as const,
      ...(await listAdminEnquiries(db, request.query)),
    }),
  );
  app.get(
    '/contact-messages',
    { schema: list('Contact messages, open or handled', AdminContactMessagesResponseSchema) },
    async (request) => ({
      success: true as const,
      ...(await listContactMessages(db, request.query)),
    }),
  );
  app.get(
    '/career-applications',
    { schema: list('Career applications, open or handled', AdminApplicationsResponseSchema) },
    async (request) => ({
      success: true as const,
      ...(await listApplications(db, request.query, config.publicUrl)),
    }),
  );
  for (const kind of ['contact', 'career'] as const) {
    const path =
      kind === 'contact' ? '/contact-messages/:id/handled' : '/career-applications/:id/handled';
    app.post(path, { schema: idAction('Mark as handled') }, async (request) => {
      await markHandled(db, requireUser(request), kind, request.params.id);
      return done('Marked as handled');
    });
  }
  app.get(
    '/career-applications/:id/resume',
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
