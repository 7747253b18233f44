import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AdminReviewsQuerySchema,
  AdminReviewsResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  ReasonBodySchema,
} from '#shared/api/admin.ts';
import { requireUser } from '../../plugins/session.ts';
import { adminErrors, adminTags, done, idAction } from './admin-http.ts';
import { listAdminReviews, setReviewHidden } from './admin-reviews.service.ts';
import { listAdminUsers, resendPasswordLink, setSuspended } from './admin-users.service.ts';

/** Users: search, suspend, reinstate, password link. */
const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes, config } = app.deps;
  const deps = { db, changes, config };

  app.get(
    '/users',
    {
      schema: {
        tags: adminTags,
        summary: 'Search users by name, email or business',
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUsersResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await listAdminUsers(db, request.query)) }),
  );
  app.post(
    '/users/:id/suspend',
    {
      schema: {
        ...idAction('Suspend a user: sessions end, services hidden'),
        body: ReasonBodySchema,
      },
    },
    async (request) => {
      await setSuspended(deps, requireUser(request), request.params.id, true, request.body.reason);
      return done('The user was suspended');
    },
  );
  app.post(
    '/users/:id/reinstate',
    { schema: idAction('Reinstate a suspended user') },
    async (request) => {
      await setSuspended(deps, requireUser(request), request.params.id, false, null);
      return done('The user was reinstated');
    },
  );
  app.post(
    '/users/:id/password-link',
    { schema: idAction('Email the user a link to set a password') },
    async (request) => {
      await resendPasswordLink(deps, requireUser(request), request.params.id);
      return done('A password link was emailed');
    },
  );
};

/** Reviews: list, hide for a policy breach, show again. */
const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const deps = { db, changes };

  app.get(
    '/reviews',
    {
      schema: {
        tags: adminTags,
        summary: 'Reviews, newest first; filter by text, rating, hidden',
        querystring: AdminReviewsQuerySchema,
        response: { 200: AdminReviewsResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await listAdminReviews(db, request.query)) }),
  );
  app.post(
    '/reviews/:id/hide',
    {
      schema: {
        ...idAction('Hide a review for a policy breach (never for being negative)'),
        body: ReasonBodySchema,
      },
    },
    async (request) => {
      await setReviewHidden(
        deps,
        requireUser(request),
        request.params.id,
        true,
        request.body.reason,
      );
      return done('The review was hidden');
    },
  );
  app.post(
    '/reviews/:id/show',
    { schema: idAction('Show a hidden review again') },
    async (request) => {
      await setReviewHidden(deps, requireUser(request), request.params.id, false, null);
      return done('The review is shown again');
    },
  );
};

export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersRoutes);
  await app.register(reviewsRoutes);
};
