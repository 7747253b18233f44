import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { INVITATION_TEXTS } from '#shared/api/review-invitations.ts';
import { AppError } from '../../lib/errors.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import {
  inviteToReview,
  listInvitations,
  reviewByInvitation,
  viewInvitation,
} from './review-invitations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 415, 429);

/** Review invitations (issue 27 §2): the provider invites; the invited person reviews. */
export const reviewInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  const deps = { db, config, changes };
  // Guessing links is pointless (32 random bytes), but a loop of tries is still cut short.
  const linkTries = perHour(60, 'Too many tries.', 'user');

  app.route({
    ...routeOf(endpoints.inviteReview, {
      tags: ['members'],
      summary: 'Invite a past customer to review one of your services (20 a day; 90 days apart)',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const result = await inviteToReview(deps, requireUser(request), {
        email: request.body.email,
        serviceId: request.body.service_id,
      });
      return { success: true as const, message: INVITATION_TEXTS.sent, result };
    },
  });

  app.route({
    ...routeOf(endpoints.listReviewInvitations, {
      tags: ['members'],
      summary: "The provider's sent review invitations, newest first",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const page = request.query.page;
      const list = await listInvitations(deps, requireUser(request), page);
      return {
        result: list.result,
        total: list.total,
        page,
        per_page: list.perPage,
        left_today: list.leftToday,
      };
    },
  });

  app.route({
    ...routeOf(endpoints.viewReviewInvitation, {
      tags: ['members'],
      summary: 'The service an invitation link is for (the invited address only)',
      errors,
    }),
    onRequest: [authenticated, linkTries],
    handler: async (request) => viewInvitation(deps, requireUser(request), request.params.token),
  });

  app.route({
    ...routeOf(endpoints.reviewByInvitation, {
      tags: ['members'],
      summary: 'Review the service of an invitation (once; labelled invited)',
      errors,
    }),
    onRequest: [authenticated, linkTries],
    handler: async (request) => {
      const outcome = await reviewByInvitation(
        deps,
        requireUser(request),
        request.params.token,
        request.body,
      );
      // Reviewed already, or the provider's own service: the add-review messages, as a 409.
      if (!outcome.ok) throw new AppError('CONFLICT', outcome.message);
      return {
        success: true as const,
        message: INVITATION_TEXTS.reviewed,
        rating: outcome.rating,
        total_reviews: outcome.totalReviews,
      };
    },
  });
};
