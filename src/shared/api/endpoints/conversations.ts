/** Conversations (issue 25): list, thread, send, read, share contact, block, report, events. */
import { defineEndpoint } from '../endpoint.ts';
import {
  ActionResponseSchema,
  AdminReportsQuerySchema,
  AdminReportsResponseSchema,
  ConversationParamsSchema,
  ConversationsQuerySchema,
  ConversationsResponseSchema,
  MessageEmailsBodySchema,
  MessageEmailsResponseSchema,
  ReadResponseSchema,
  ReportBodySchema,
  ReportResponseSchema,
  ResolveReportBodySchema,
  SendMessageBodySchema,
  SendMessageResponseSchema,
  ShareContactResponseSchema,
  ThreadQuerySchema,
  ThreadResponseSchema,
  UnreadConversationsResponseSchema,
} from '../conversations.ts';

export const conversations = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/conversations',
  query: ConversationsQuerySchema,
  response: ConversationsResponseSchema,
});

export const unreadConversations = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/conversations/unread',
  response: UnreadConversationsResponseSchema,
});

export const conversationThread = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/conversations/:id',
  params: ConversationParamsSchema,
  query: ThreadQuerySchema,
  response: ThreadResponseSchema,
});

export const sendConversationMessage = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/conversations/:id/messages',
  params: ConversationParamsSchema,
  body: SendMessageBodySchema,
  response: SendMessageResponseSchema,
});

export const readConversation = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/conversations/:id/read',
  params: ConversationParamsSchema,
  response: ReadResponseSchema,
});

export const shareConversationContact = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/conversations/:id/share-contact',
  params: ConversationParamsSchema,
  response: ShareContactResponseSchema,
});

export const blockConversation = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/conversations/:id/block',
  params: ConversationParamsSchema,
  response: ActionResponseSchema,
});

export const unblockConversation = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/conversations/:id/block',
  params: ConversationParamsSchema,
  response: ActionResponseSchema,
});

export const reportConversation = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/conversations/:id/report',
  params: ConversationParamsSchema,
  body: ReportBodySchema,
  response: ReportResponseSchema,
});

export const messageEmailsSetting = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/account/message-emails',
  response: MessageEmailsResponseSchema,
});

export const setMessageEmails = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/account/message-emails',
  body: MessageEmailsBodySchema,
  response: MessageEmailsResponseSchema,
});

export const adminConversationReports = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/conversation-reports',
  query: AdminReportsQuerySchema,
  response: AdminReportsResponseSchema,
});

export const resolveConversationReport = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/conversation-reports/:id/resolve',
  params: ConversationParamsSchema,
  body: ResolveReportBodySchema,
  response: ActionResponseSchema,
});
