import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses } from '../../lib/http.ts';
import { adminOnly, requireUser } from '../../plugins/session.ts';
import { addSearchTerm, deleteSearchTerm, listSearchTerms } from './admin-search-terms.service.ts';

/*
 * The admin's everyday words of each sub category (role 1 only, decision 117). The public
 * suggestions (GET /api/search-suggest) are a browse read, answered from its anonymous
 * micro-cache (browse.routes.ts, modules/search/search.service.ts).
 */

const doc = (summary: string) => ({
  tags: ['admin'],
  summary,
  errors: errorResponses(400, 401, 403, 404, 409),
});

export const adminSearchTermsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const deps = { db, changes };
  app.addHook('onRequest', adminOnly);

  app.route({
    ...routeOf(endpoints.adminSearchTerms, doc("A sub category's everyday words, A to Z")),
    handler: async (request) => ({
      success: true as const,
      terms: await listSearchTerms(db, request.params.id),
    }),
  });

  app.route({
    ...routeOf(
      endpoints.adminAddSearchTerm,
      doc('Add an everyday word to a sub category (409 when a sub category has it already)'),
    ),
    handler: async (request) => {
      await addSearchTerm(deps, requireUser(request), request.params.id, request.body.term);
      return { success: true as const, message: 'The word was added' };
    },
  });

  app.route({
    ...routeOf(endpoints.adminDeleteSearchTerm, doc('Remove an everyday word')),
    handler: async (request) => {
      await deleteSearchTerm(deps, requireUser(request), request.params.id);
      return { success: true as const, message: 'The word was removed' };
    },
  });
};
