import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AdminServicesQuerySchema,
  AdminServicesResponseSchema,
  AuditResponseSchema,
  DashboardResponseSchema,
  IdParamsSchema,
  ReasonBodySchema,
  RevisionResponseSchema,
} from '#shared/api/admin.ts';
import { adminErrors, adminTags, done, idAction } from './admin-http.ts';
import { adminOnly, requireUser } from '../../plugins/session.ts';
import { adminCatalogueRoutes } from './admin-catalogue.routes.ts';
import { getDashboard } from './admin-dashboard.service.ts';
import { adminInboxRoutes } from './admin-inbox.routes.ts';
import { getRevisionComparison } from './admin-revisions.service.ts';
import { listAdminServices, moderateService } from './admin-moderation.service.ts';
import { adminPeopleRoutes } from './admin-people.routes.ts';
import { listAudit } from './audit.service.ts';

/** The dashboard and the audit log. */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(
    '/dashboard',
    {
      schema: {
        tags: adminTags,
        summary: 'Counts and the last 30 days',
        response: { 200: DashboardResponseSchema, ...adminErrors },
      },
    },
    async () => ({
      success: true as const,
      ...(await getDashboard(db)),
    }),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: adminTags,
        summary: 'Every admin action: who, what, when, why',
        querystring: AdminServicesQuerySchema.pick({ page: true, per_page: true, q: true }),
        response: { 200: AuditResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await listAudit(db, request.query)) }),
  );
};

/** An approved service's edit waiting for review: the comparison (decision 106). */
const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = { db, storage };
  app.get(
    '/services/:id/revision',
    {
      schema: {
        tags: adminTags,
        summary: "An approved service's edit waiting for review: before and after, field by field",
        description:
          'The approved (public) version and the pending edit: fields and card picture URLs. 404 when the service has no edit waiting.',
        params: IdParamsSchema,
        response: { 200: RevisionResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getRevisionComparison(deps, request.params.id)),
    }),
  );
};

/** The moderations that take a reason (POST /services/:id/<action>): their docs and answers. */
const REASONED_MODERATIONS = [
  {
    action: 'reject',
    summary:
      'Reject a service, or the pending edit of an approved one (the approved version stays), with a reason; the provider is emailed',
    message: 'Service rejected',
  },
  {
    action: 'unpublish',
    summary: 'Take an approved service down, with a reason',
    message: 'Service unpublished',
  },
] as const;

/** The moderation queue: approve, reject, unpublish. */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, changes, config } = app.deps;
  const deps = { db, storage, changes, config };
  app.get(
    '/services',
    {
      schema: {
        tags: adminTags,
        summary: 'The moderation queue (oldest first), or every service of a status',
        querystring: AdminServicesQuerySchema,
        response: { 200: AdminServicesResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listAdminServices(deps, request.query)),
    }),
  );

  app.post(
    '/services/:id/approve',
    {
      schema: idAction(
        'Approve a service, or the pending edit of an approved one: public at once; the provider is emailed',
      ),
    },
    async (request) => {
      await moderateService(deps, requireUser(request), request.params.id, { action: 'approve' });
      return done('Service approved');
    },
  );

  for (const { action, summary, message } of REASONED_MODERATIONS) {
    app.post(
      `/services/:id/${action}`,
      { schema: { ...idAction(summary), body: ReasonBodySchema } },
      async (request) => {
        await moderateService(deps, requireUser(request), request.params.id, {
          action,
          reason: request.body.reason,
        });
        return done(message);
      },
    );
  }
};

/** The admin console (issue 11): role 1 only on every call (401, 403 otherwise). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(overviewRoutes);
  await app.register(moderationRoutes);
  await app.register(revisionRoutes);
  await app.register(adminCatalogueRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminInboxRoutes);
};
