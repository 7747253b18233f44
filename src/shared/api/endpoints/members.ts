/** The member calls (spec section 7): watchlist, enquiries and the inbox, reviews. */
import { defineEndpoint } from '../endpoint.ts';
import {
  AddWatchBodySchema,
  EnquiryBodySchema,
  EnquiryParamsSchema,
  EnquiryResponseSchema,
  InboxQuerySchema,
  InboxResponseSchema,
  MarkReadResponseSchema,
  RemoveWatchQuerySchema,
  ReviewBodySchema,
  ReviewResponseSchema,
  UnreadResponseSchema,
  WatchlistChangeResponseSchema,
  WatchlistQuerySchema,
  WatchlistResponseSchema,
} from '../members.ts';

export const addWatchList = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/add-watch-list',
  body: AddWatchBodySchema,
  response: WatchlistChangeResponseSchema,
});

/** A legacy GET that writes (the server accepts it same-origin only). */
export const removeWatchList = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/remove-watch-list',
  query: RemoveWatchQuerySchema,
  response: WatchlistChangeResponseSchema,
});

export const getWatchList = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/get-watch-list',
  query: WatchlistQuerySchema,
  response: WatchlistResponseSchema,
});

export const sendEnquiryEmailToServiceProvider = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/sendEnquiryEmailToServiceProvider',
  body: EnquiryBodySchema,
  response: EnquiryResponseSchema,
});

export const enquiries = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/enquiries',
  query: InboxQuerySchema,
  response: InboxResponseSchema,
});

export const unreadEnquiries = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/enquiries/unread',
  response: UnreadResponseSchema,
});

export const markEnquiryRead = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/enquiries/:id/read',
  params: EnquiryParamsSchema,
  response: MarkReadResponseSchema,
});

export const addReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/add-review',
  body: ReviewBodySchema,
  response: ReviewResponseSchema,
});
