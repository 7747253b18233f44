import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { z } from 'zod';

import { MESSAGE_IMAGES_MAX, SendMessageBodySchema } from '#shared/api/conversations.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { createQueryRunner } from '../../db/query.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses, FORM_CONSUMES } from '../../lib/http.ts';
import { directAnswers } from '../../platform/cache/direct-answer.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { EventStreams } from '../../platform/events/event-streams.ts';
import { adminOnly, authenticated, requireUser } from '../../plugins/session.ts';
import { checkAttachments, storeAttachments } from './conversation-files.ts';
import {
  listOpenReports,
  REPORT_SENT,
  reportConversation,
  resolveReport,
} from './conversation-reports.service.ts';
import {
  assertCanSend,
  countUnreadMessages,
  getMessageEmails,
  getThread,
  listConversations,
  markConversationRead,
  MESSAGE_SENT,
  sendMessage,
  setBlocked,
  setMessageEmails,
  shareContact,
} from './conversations.service.ts';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429);
const tags = ['conversations'];

/** The member's and provider's reads: the list, the header count, a thread. */
const readRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, dbHandle } = app.deps;
  // The list and the thread are hot reads: prepared statements (db/query.ts).
  const deps = { db, storage, query: createQueryRunner(dbHandle) };
  const strict = !app.deps.config.isProduction;
  const listAnswers = directAnswers(endpoints.conversations.response, strict);
  const threadAnswers = directAnswers(endpoints.conversationThread.response, strict);

  app.route({
    ...routeOf(endpoints.conversations, {
      tags,
      summary: "The user's conversations (as member and as provider), newest activity first",
      errors,
    }),
    onRequest: authenticated,
    serializerCompiler: listAnswers.serializerCompiler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const q = request.query;
      const { items, total, unread } = await listConversations(deps, user.id, q);
      reply.header('cache-control', 'no-store');
      return listAnswers.send(request, reply, {
        success: true as const,
        conversations: items,
        unread,
        total,
        page: q.page,
        per_page: q.per_page,
      });
    },
  });

  app.route({
    ...routeOf(endpoints.unreadConversations, {
      tags,
      summary: 'Unread messages over all conversations (the header count)',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        unread: await countUnreadMessages(db, requireUser(request).id),
      };
    },
  });

  app.route({
    ...routeOf(endpoints.conversationThread, {
      tags,
      summary: 'A conversation and a page of its messages (30, oldest first; keyset on before)',
      description:
        "`before` = the id of the oldest message shown: the 30 before it. `contact` is null until the member shares their contact details. Another person's conversation: 404.",
      errors,
    }),
    onRequest: authenticated,
    serializerCompiler: threadAnswers.serializerCompiler,
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { conversation, messages, hasMore } = await getThread(
        deps,
        user.id,
        request.params.id,
        request.query.before,
      );
      reply.header('cache-control', 'no-store');
      return threadAnswers.send(request, reply, {
        success: true as const,
        conversation,
        messages,
        has_more: hasMore,
      });
    },
  });
};

/** Writing: send, mark read, share contact. */
const writeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage, changes } = app.deps;
  const deps = { db, config, storage, changes };
  const messagesPerUser = perHour(300, 'Too many messages.', 'user');
  const messagesPerAddress = perHour(600, 'Too many messages from your network.');

  const sendRoute = routeOf(endpoints.sendConversationMessage, {
    tags,
    summary: 'Send a message: body (2 to 2000 characters) and up to 5 photos or one PDF',
    description:
      'multipart: body, attachments[] (JPEG, PNG or WebP checked from the bytes and re-encoded, at most 8 MB each; or one PDF of at most 5 MB). A blocked conversation, or one whose other side is suspended: 403 "This conversation is closed".',
    consumes: FORM_CONSUMES,
    errors,
  });
  app.route({
    ...sendRoute,
    // The files are multipart parts the server adds to the endpoint's text field.
    schema: {
      ...sendRoute.schema,
      body: SendMessageBodySchema.extend({
        attachments: z
          .array(uploadedFileSchema)
          .max(MESSAGE_IMAGES_MAX, `at most ${MESSAGE_IMAGES_MAX} files`)
          .optional(),
      }),
    },
    onRequest: [authenticated, messagesPerUser, messagesPerAddress],
    config: { files: { attachments: { multiple: true } }, fieldLabels: { body: 'Message' } },
    handler: async (request) => {
      const user = requireUser(request);
      const id = request.params.id;
      const checked = await checkAttachments(request.body.attachments);
      // Nothing is stored for a conversation the user may not write to.
      if (checked) await assertCanSend(db, user.id, id);
      const attachments = await storeAttachments(storage, checked);
      // A message not written removes the files stored for it.
      const message = await sendMessage(
        deps,
        user.id,
        id,
        { body: request.body.body, attachments },
        request.log,
      );
      request.log.info({ userId: user.id, conversationId: id }, 'conversation message');
      return { success: true as const, message: MESSAGE_SENT, conversation_message: message };
    },
  });

  app.route({
    ...routeOf(endpoints.readConversation, {
      tags,
      summary: "Mark the other side's messages read (withdraws a waiting email notice)",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const unread = await markConversationRead(deps, requireUser(request).id, request.params.id);
      return { success: true, message: 'Marked as read', unread };
    },
  });

  app.route({
    ...routeOf(endpoints.shareConversationContact, {
      tags,
      summary: 'The member shares their email and phone with the provider (members only)',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const contact = await shareContact(deps, requireUser(request).id, request.params.id);
      return { success: true, message: 'Your contact details are shared', contact };
    },
  });
};

/** Safety: block, unblock, report. */
const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const deps = { db, changes };
  const reportsPerUser = perHour(20, 'Too many reports.', 'user');

  app.route({
    ...routeOf(endpoints.blockConversation, {
      tags,
      summary: 'Block the conversation: no new messages either way',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      await setBlocked(deps, requireUser(request).id, request.params.id, true);
      return { success: true, message: 'Conversation blocked' };
    },
  });

  app.route({
    ...routeOf(endpoints.unblockConversation, {
      tags,
      summary: 'Unblock a conversation one blocked',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      await setBlocked(deps, requireUser(request).id, request.params.id, false);
      return { success: true, message: 'Conversation unblocked' };
    },
  });

  app.route({
    ...routeOf(endpoints.reportConversation, {
      tags,
      summary: 'Report the conversation or one of its messages to the admins',
      errors,
    }),
    onRequest: [authenticated, reportsPerUser],
    config: { fieldLabels: { reason: 'Reason' } },
    handler: async (request) => {
      const id = await reportConversation(db, requireUser(request).id, request.params.id, {
        reason: request.body.reason,
        messageId: request.body.message_id,
      });
      return { success: true, message: REPORT_SENT, report_id: id };
    },
  });
};

/** The account's "new message" emails setting. */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.route({
    ...routeOf(endpoints.messageEmailsSetting, {
      tags,
      summary: 'Whether "new message" emails are on for the session user',
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => ({
      success: true as const,
      message: 'Message emails setting',
      enabled: await getMessageEmails(db, requireUser(request).id),
    }),
  });

  app.route({
    ...routeOf(endpoints.setMessageEmails, {
      tags,
      summary: 'Turn "new message" emails on or off',
      consumes: FORM_CONSUMES,
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const enabled = request.body.enabled;
      await setMessageEmails(db, requireUser(request).id, enabled);
      return {
        success: true as const,
        message: enabled ? 'Message emails are on' : 'Message emails are off',
        enabled,
      };
    },
  });
};

/**
 * GET /api/conversations/events: a text/event-stream of the session user's conversations: an
 * event `message` with `{"conversation_id": …}` whenever a message is written in one of them,
 * and `read` when the other side read them, on any instance (the change bus).
 */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new EventStreams();
  const unsubscribe = app.deps.changes.subscribe((change) => {
    if (change.kind !== 'conversation') return;
    streams.send(change.userIds, change.event ?? 'message', {
      conversation_id: change.conversationId,
    });
  });
  app.addHook('preClose', async () => {
    unsubscribe();
    streams.closeAll();
  });

  app.get(
    '/conversations/events',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `message` (and `read`) with the conversation id (text/event-stream)',
        description:
          'Comment lines every 25 s keep the stream open; a client that loses it reconnects (retry 5 s) or polls.',
        produces: ['text/event-stream'],
      },
      onRequest: authenticated,
    },
    (request, reply) => {
      const user = requireUser(request);
      reply.hijack();
      streams.open(user.id, reply.raw, {
        'x-request-id': String(request.id),
      });
    },
  );
};

/** The admin's queue of reports (role 1): only the reported messages and their context. */
const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.route({
    ...routeOf(endpoints.adminConversationReports, {
      tags: ['admin'],
      summary: 'Open conversation reports with the reported messages and a little context',
      description: 'Each report shown is written to the audit log as a view of its conversation.',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request, reply) => {
      const admin = requireUser(request);
      const q = request.query;
      const { reports, total } = await listOpenReports(db, storage, admin, q);
      reply.header('cache-control', 'no-store');
      return { success: true as const, reports, total, page: q.page, per_page: q.per_page };
    },
  });

  app.route({
    ...routeOf(endpoints.resolveConversationReport, {
      tags: ['admin'],
      summary: 'Resolve an open conversation report (audited)',
      errors,
    }),
    onRequest: adminOnly,
    handler: async (request) => {
      const done = await resolveReport(
        db,
        requireUser(request),
        request.params.id,
        request.body.resolution,
      );
      return done
        ? { success: true, message: 'Report resolved' }
        : { success: false, message: 'This report is already resolved' };
    },
  });
};

/** Conversations (issue 25). */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventRoutes);
  await app.register(readRoutes);
  await app.register(writeRoutes);
  await app.register(safetyRoutes);
  await app.register(settingsRoutes);
  await app.register(adminReportRoutes);
};
