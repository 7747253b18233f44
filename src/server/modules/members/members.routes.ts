import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { ROLE } from '#shared/constants.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorResponses, FORM_CONSUMES } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import type { BrowseContext } from '../browse/browse.service.ts';
import {
  countUnread,
  ENQUIRY_SENT,
  listInbox,
  markRead,
  sendEnquiry,
} from './enquiries.service.ts';
import { addReview, REVIEW_ADDED } from './reviews.service.ts';
import { privateNoteRoutes } from './private-notes.routes.ts';
import { reviewInvitationRoutes } from './review-invitations.routes.ts';
import { reviewReplyRoutes } from './review-replies.routes.ts';
import { reviewReportRoutes } from './review-reports.routes.ts';
import { listPrivateNotes } from './private-notes.service.ts';
import { addToWatchlist, listWatchlistCards, removeFromWatchlist } from './watchlist.service.ts';

const errors = errorResponses(400, 401, 403, 404, 415, 429);
const tags = ['members'];

/** The watchlist calls of the spec (section 7). */
const watchlistRoutes: FastifyPluginAsyncZod<{ browse: BrowseContext }> = async (
  app,
  { browse },
) => {
  const { db } = app.deps;
  /** The session member adds or removes one service (a legacy user_id must be their own). */
  const changeWatch = async (
    request: FastifyRequest,
    input: { user_id?: number | undefined; service_id: number },
    change: typeof addToWatchlist,
    message: 'Added' | 'Removed',
  ) => {
    const user = requireUser(request, input.user_id);
    await change(db, user.id, input.service_id);
    return { status: 1 as const, message };
  };

  app.route({
    ...routeOf(endpoints.addWatchList, {
      tags,
      summary: 'Add a service to the watchlist (adding twice is fine)',
      consumes: FORM_CONSUMES,
      errors,
    }),
    onRequest: authenticated,
    handler: (request) => changeWatch(request, request.body, addToWatchlist, 'Added'),
  });

  app.route({
    ...routeOf(endpoints.removeWatchList, {
      tags,
      summary: 'Remove a service from the watchlist (a legacy GET that writes: same-origin only)',
      errors,
    }),
    onRequest: authenticated,
    config: { writes: true },
    handler: (request) => changeWatch(request, request.query, removeFromWatchlist, 'Removed'),
  });

  app.route({
    ...routeOf(endpoints.getWatchList, {
      tags,
      summary: "The member's watched services: ids (result) and cards, newest first",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const q = request.query;
      const user = requireUser(request, q.user_id);
      const { ids, cards, total } = await listWatchlistCards(browse, user.id, q);
      const notes = await listPrivateNotes(
        db,
        user.id,
        cards.map((card) => card.id),
      );
      const message =
        total === 0 ? 'No Service Found in Watch List' : 'Services has been retrieved!';
      return {
        status: 1 as const,
        message,
        result: ids,
        services: cards,
        private_notes: [...notes].map(([serviceId, note]) => ({ service_id: serviceId, note })),
        total,
        page: q.page,
        per_page: q.per_page,
      };
    },
  });
};

/** Sending an enquiry (email or call). */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  const perMember = perHour(20, 'Too many enquiries.', 'user');
  const perAddress = perHour(60, 'Too many enquiries from your network.');

  app.route({
    ...routeOf(endpoints.sendEnquiryEmailToServiceProvider, {
      tags,
      summary: "Email or call enquiry to a service's provider (stored, then emailed)",
      description:
        'type message (10 to 2000 characters) or call (no message needed). A repeat within 7 days: success false, "Already set enquiry to the provider". A call answers the provider\'s phone_number. The enquiry opens (or continues) the member\'s conversation about the service: conversation_id (issue 25).',
      consumes: FORM_CONSUMES,
      errors,
    }),
    onRequest: [authenticated, perMember, perAddress],
    config: { fieldLabels: { message: 'Message' } },
    handler: async (request) => {
      const b = request.body;
      const user = requireUser(request, b.user_id);
      const outcome = await sendEnquiry({ db, config, changes }, user.id, {
        serviceId: b.service_id,
        providerId: b.provider_id,
        type: b.type,
        message: b.message,
      });
      request.log.info({ userId: user.id, serviceId: b.service_id, ok: outcome.ok }, 'enquiry');
      if (!outcome.ok)
        return { success: false, message: outcome.message, errors: { message: [outcome.message] } };
      return {
        success: true,
        message: ENQUIRY_SENT,
        enquiry: {
          id: outcome.id,
          type: outcome.type,
          created_at: outcome.createdAt.toISOString(),
        },
        conversation_id: outcome.conversationId,
        ...(outcome.type === 'call' ? { phone_number: outcome.providerPhone } : {}),
      };
    },
  });
};

/** The provider's inbox and the member's sent box. */
const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.route({
    ...routeOf(endpoints.enquiries, {
      tags,
      summary: 'Enquiries received (providers) or sent (members), newest first',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const q = request.query;
      const box = user.roleId === ROLE.customer ? 'sent' : q.box;
      const [{ items, total }, unread] = await Promise.all([
        listInbox(db, user.id, { ...q, box }),
        countUnread(db, user.id),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        enquiries: items,
        unread,
        total,
        page: q.page,
        per_page: q.per_page,
      };
    },
  });

  app.route({
    ...routeOf(endpoints.unreadEnquiries, {
      tags,
      summary: 'How many received enquiries are unread (the header count)',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => ({
      success: true as const,
      unread: await countUnread(db, requireUser(request).id),
    }),
  });

  app.route({
    ...routeOf(endpoints.markEnquiryRead, {
      tags,
      summary: 'Mark a received enquiry as read',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const unread = await markRead(db, requireUser(request).id, request.params.id);
      return { success: true, message: 'Marked as read', unread };
    },
  });
};

/** Reviews: only after an enquiry, one per member and service. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  const perMember = perHour(20, 'Too many reviews.', 'user');

  app.route({
    ...routeOf(endpoints.addReview, {
      tags,
      summary: 'Review a service after an enquiry (rating 1 to 5, default 5)',
      description:
        "Refused (success false with a message): no enquiry yet, a second review, one's own service. The answer carries the new rating.",
      consumes: FORM_CONSUMES,
      errors,
    }),
    onRequest: [authenticated, perMember],
    config: { fieldLabels: { review: 'Review', rating: 'Rating' } },
    handler: async (request) => {
      const b = request.body;
      const user = requireUser(request, b.user_id);
      const outcome = await addReview({ db, config, changes }, user.id, {
        serviceId: b.service_id,
        rating: b.rating,
        review: b.review,
      });
      request.log.info({ userId: user.id, serviceId: b.service_id, ok: outcome.ok }, 'review');
      if (!outcome.ok) return { success: false, message: outcome.message };
      return {
        success: true,
        message: REVIEW_ADDED,
        rating: outcome.rating,
        total_reviews: outcome.totalReviews,
      };
    },
  });
};

/** Members' calls (issue 10): watchlist, enquiries and the inbox, reviews. */
export const membersRoutes: FastifyPluginAsyncZod<{ browse: BrowseContext }> = async (
  app,
  { browse },
) => {
  await app.register(watchlistRoutes, { browse });
  await app.register(enquiryRoutes);
  await app.register(inboxRoutes);
  await app.register(reviewRoutes);
  await app.register(reviewReplyRoutes);
  await app.register(reviewReportRoutes);
  await app.register(reviewInvitationRoutes);
  await app.register(privateNoteRoutes);
};
