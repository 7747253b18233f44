/**
 * The admin's everyday words of each sub category (issue 24 §3). The public suggestions call,
 * GET /api/search-suggest, is a browse read (endpoints/browse.ts).
 */
import { AdminOkResponseSchema, IdParamsSchema } from '../admin.ts';
import { defineEndpoint } from '../endpoint.ts';
import { AdminSearchTermsResponseSchema, SearchTermBodySchema } from '../search.ts';

export const adminSearchTerms = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/sub-categories/:id/search-terms',
  params: IdParamsSchema,
  response: AdminSearchTermsResponseSchema,
});

export const adminAddSearchTerm = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/sub-categories/:id/search-terms',
  params: IdParamsSchema,
  body: SearchTermBodySchema,
  response: AdminOkResponseSchema,
});

export const adminDeleteSearchTerm = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/search-terms/:id',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});
