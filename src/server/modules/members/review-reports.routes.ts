import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { REVIEW_REPORT_TEXTS } from '#shared/api/reviews.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { adminOnly, authenticated, requireUser } from '../../plugins/session.ts';
import { listReviewReports, reportReview, resolveReviewReport } from './review-reports.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429);

/** Reports of reviews (issue 27 §1): anyone logged in reports; the admin keeps or hides. */
export const reviewReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  const reportsPerUser = perHour(10, 'Too many reports.', 'user');

  app.route({
    ...routeOf(endpoints.reportReview, {
      tags: ['members'],
      summary: 'Report a review to the admins (once per review; not your own)',
      errors,
    }),
    onRequest: [authenticated, reportsPerUser],
    handler: async (request) => {
      await reportReview(db, requireUser(request).id, request.params.id, {
        reason: request.body.reason,
        text: request.body.text,
      });
      return { success: true as const, message: REVIEW_REPORT_TEXTS.reported };
    },
  });

  app.route({
    ...routeOf(endpoints.adminReviewReports, {
      tags: ['admin'],
      summary: 'Open review reports, oldest first, with the review (admins)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const { reports, total } = await listReviewReports(db, q);
      return { success: true as const, reports, total, page: q.page, per_page: q.per_page };
    },
  });

  app.route({
    ...routeOf(endpoints.resolveReviewReport, {
      tags: ['admin'],
      summary: 'Keep the reported review, or hide it naming the policy (audited; all told)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request) => {
      const b = request.body;
      const message = await resolveReviewReport(
        { db, config, changes },
        requireUser(request),
        request.params.id,
        { action: b.action, policy: b.policy, note: b.note },
      );
      return { success: true as const, message };
    },
  });
};
