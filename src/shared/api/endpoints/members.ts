/** The member calls (spec section 7): watchlist, enquiries, reviews. */
import { defineEndpoint } from '../endpoint.ts';
import { AddWatchBodySchema, WatchlistChangeResponseSchema } from '../members.ts';

export const addWatchList = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/add-watch-list',
  body: AddWatchBodySchema,
  response: WatchlistChangeResponseSchema,
});
