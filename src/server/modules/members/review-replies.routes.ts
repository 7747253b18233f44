import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import { changeReply, type Action } from './review-replies.service.ts';

const tags = ['members'];

/** Replies to reviews (issue 27 §1): the provider of the reviewed service, once per review. */
export const reviewReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  const replies = perHour(60, 'Too many replies.', 'user');
  const replyErrors = errorResponses(400, 401, 403, 404, 409, 415, 429);
  const deps = { db, config, changes };
  /** The route's tags, summary and error answers. */
  const described = (summary: string) => ({ tags, summary, errors: replyErrors });
  /** Changes the caller's reply to review `id` and answers the reply as it now stands. */
  const answer = async (userId: number, id: number, action: Action, reply?: string) => ({
    success: true as const,
    ...(await changeReply(deps, userId, id, action, reply)),
  });
  app.route({
    ...routeOf(
      endpoints.replyToReview,
      described('The provider replies publicly to a review of their service (once; 2..1000)'),
    ),
    onRequest: [authenticated, replies],
    handler: (request) =>
      answer(requireUser(request).id, request.params.id, 'add', request.body.reply),
  });
  app.route({
    ...routeOf(endpoints.editReviewReply, described('The provider edits their reply to a review')),
    onRequest: [authenticated, replies],
    handler: (request) =>
      answer(requireUser(request).id, request.params.id, 'edit', request.body.reply),
  });
  app.route({
    ...routeOf(
      endpoints.removeReviewReply,
      described('The provider removes their reply to a review'),
    ),
    onRequest: [authenticated, replies],
    handler: (request) => answer(requireUser(request).id, request.params.id, 'remove'),
  });
};
