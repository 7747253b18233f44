import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { adminDoc, adminErrors, adminTags, done } from './admin-http.ts';
import { adminOnly, requireUser } from '../../plugins/session.ts';
import { adminCatalogueRoutes } from './admin-catalogue.routes.ts';
import { adminSearchTermsRoutes } from './admin-search-terms.routes.ts';
import { getDashboard } from './admin-dashboard.service.ts';
import { adminInboxRoutes } from './admin-inbox.routes.ts';
import { getRevisionComparison } from './admin-revisions.service.ts';
import { listAdminServices, moderateService } from './admin-moderation.service.ts';
import { adminPeopleRoutes } from './admin-people.routes.ts';
import { listAudit } from './audit.service.ts';

/** The dashboard and the audit log. */
const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.route({
    ...routeOf(endpoints.adminDashboard, adminDoc('Counts and the last 30 days')),
    handler: async () => ({
      success: true as const,
      ...(await getDashboard(db)),
    }),
  });

  app.route({
    ...routeOf(endpoints.adminAudit, adminDoc('Every admin action: who, what, when, why')),
    handler: async (request) => ({
      success: true as const,
      ...(await listAudit(db, request.query)),
    }),
  });
};

/** An approved service's edit waiting for review: the comparison (decision 106). */
const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const deps = { db, storage };
  app.route({
    ...routeOf(endpoints.adminServiceRevision, {
      tags: adminTags,
      summary: "An approved service's edit waiting for review: before and after, field by field",
      description:
        'The approved (public) version and the pending edit: fields and card picture URLs. 404 when the service has no edit waiting.',
      errors: adminErrors,
    }),
    handler: async (request) => ({
      success: true as const,
      ...(await getRevisionComparison(deps, request.params.id)),
    }),
  });
};

/** The moderations that take a reason (POST /services/:id/<action>): their docs and answers. */
const REASONED_MODERATIONS = [
  {
    action: 'reject',
    endpoint: endpoints.adminRejectService,
    summary:
      'Reject a service, or the pending edit of an approved one (the approved version stays), with a reason; the provider is emailed',
    message: 'Service rejected',
  },
  {
    action: 'unpublish',
    endpoint: endpoints.adminUnpublishService,
    summary: 'Take an approved service down, with a reason',
    message: 'Service unpublished',
  },
] as const;

/** The moderation queue: approve, reject, unpublish. */
const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, changes, config } = app.deps;
  const deps = { db, storage, changes, config };
  app.route({
    ...routeOf(
      endpoints.adminServices,
      adminDoc('The moderation queue (oldest first), or every service of a status'),
    ),
    handler: async (request) => ({
      success: true as const,
      ...(await listAdminServices(deps, request.query)),
    }),
  });

  app.route({
    ...routeOf(
      endpoints.adminApproveService,
      adminDoc(
        'Approve a service, or the pending edit of an approved one: public at once; the provider is emailed',
      ),
    ),
    handler: async (request) => {
      await moderateService(deps, requireUser(request), request.params.id, { action: 'approve' });
      return done('Service approved');
    },
  });

  for (const { action, endpoint, summary, message } of REASONED_MODERATIONS) {
    app.route({
      ...routeOf(endpoint, adminDoc(summary)),
      handler: async (request) => {
        await moderateService(deps, requireUser(request), request.params.id, {
          action,
          reason: request.body.reason,
        });
        return done(message);
      },
    });
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
  await app.register(adminSearchTermsRoutes);
  await app.register(adminPeopleRoutes);
  await app.register(adminInboxRoutes);
};
