import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/session.ts';
import { adminDoc, done } from './admin-http.ts';
import { listAdminReviews, setReviewHidden } from './admin-reviews.service.ts';
import { listAdminUsers, resendPasswordLink, setSuspended } from './admin-users.service.ts';

/** Users: search, suspend, reinstate, password link. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes, config } = app.deps;
  const deps = { db, changes, config };

  app.route({
    ...routeOf(endpoints.adminUsers, adminDoc('Search users by name, email or business')),
    handler: async (request) => ({
      success: true as const,
      ...(await listAdminUsers(db, request.query)),
    }),
  });
  app.route({
    ...routeOf(
      endpoints.adminSuspendUser,
      adminDoc('Suspend a user: sessions end, services hidden'),
    ),
    handler: async (request) => {
      await setSuspended(deps, requireUser(request), request.params.id, true, request.body.reason);
      return done('The user was suspended');
    },
  });
  app.route({
    ...routeOf(endpoints.adminReinstateUser, adminDoc('Reinstate a suspended user')),
    handler: async (request) => {
      await setSuspended(deps, requireUser(request), request.params.id, false, null);
      return done('The user was reinstated');
    },
  });
  app.route({
    ...routeOf(
      endpoints.adminUserPasswordLink,
      adminDoc('Email the user a link to set a password'),
    ),
    handler: async (request) => {
      await resendPasswordLink(deps, requireUser(request), request.params.id);
      return done('A password link was emailed');
    },
  });
};

/** Reviews: list, hide for a policy breach, show again. */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const deps = { db, changes };

  app.route({
    ...routeOf(
      endpoints.adminReviews,
      adminDoc('Reviews, newest first; filter by text, rating, hidden'),
    ),
    handler: async (request) => ({
      success: true as const,
      ...(await listAdminReviews(db, request.query)),
    }),
  });
  app.route({
    ...routeOf(
      endpoints.adminHideReview,
      adminDoc('Hide a review for a policy breach (never for being negative)'),
    ),
    handler: async (request) => {
      await setReviewHidden(
        deps,
        requireUser(request),
        request.params.id,
        true,
        request.body.reason,
      );
      return done('The review was hidden');
    },
  });
  app.route({
    ...routeOf(endpoints.adminShowReview, adminDoc('Show a hidden review again')),
    handler: async (request) => {
      await setReviewHidden(deps, requireUser(request), request.params.id, false, null);
      return done('The review is shown again');
    },
  });
};

export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersRoutes);
  await app.register(reviewsRoutes);
};
