import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import { changeReply } from './review-replies.service.ts';

const tags = ['members'];

/** Replies to reviews (issue 27 §1): the provider of the reviewed service, once per review. */
export const reviewReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  const replies = perHour(60, 'Too many replies.', 'user');
  const replyErrors = errorResponses(400, 401, 403, 404, 409, 415, 429);
  const deps = { db, config, changes };
  app.route({
    ...routeOf(endpoints.replyToReview, {
      tags,
      summary: 'The provider replies publicly to a review of their service (once; 2..1000)',
      errors: replyErrors,
    }),
    onRequest: [authenticated, replies],
    handler: async (request) => ({
      success: true as const,
      ...(await changeReply(
        deps,
        requireUser(request).id,
        request.params.id,
        'add',
        request.body.reply,
      )),
    }),
  });
  app.route({
    ...routeOf(endpoints.editReviewReply, {
      tags,
      summary: 'The provider edits their reply to a review',
      errors: replyErrors,
    }),
    onRequest: [authenticated, replies],
    handler: async (request) => ({
      success: true as const,
      ...(await changeReply(
        deps,
        requireUser(request).id,
        request.params.id,
        'edit',
        request.body.reply,
      )),
    }),
  });
  app.route({
    ...routeOf(endpoints.removeReviewReply, {
      tags,
      summary: 'The provider removes their reply to a review',
      errors: replyErrors,
    }),
    onRequest: [authenticated, replies],
    handler: async (request) => ({
      success: true as const,
      ...(await changeReply(deps, requireUser(request).id, request.params.id, 'remove')),
    }),
  });
};
