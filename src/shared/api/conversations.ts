import { z } from 'zod';

import { PageMetaShape } from './browse.ts';
import { id, optionalId, text } from './common.ts';

/*
 * Conversations (issue 25): a private thread between a member and a provider, opened by an
 * enquiry. Identity always comes from the session; another person's conversation is a 404.
 * The names of §6 of the issue (conversations, other_party, last_message, unread, contact,
 * conversation_id, reply_time_minutes) are a contract other clients rely on.
 */

export const MESSAGE_BODY_MIN = 2;
export const MESSAGE_BODY_MAX = 2000;
/** Photos per message (JPEG, PNG or WebP, re-encoded), or one PDF of at most PDF_MAX_BYTES. */
export const MESSAGE_IMAGES_MAX = 5;
export const MESSAGE_PDF_MAX_BYTES = 5 * 1024 * 1024;
/** New conversations a member may start in 24 hours. */
export const CONVERSATIONS_PER_DAY = 20;
export const REPORT_REASON_MAX = 1000;
/** A thread page: the newest 30 messages before `before`, shown oldest first. */
export const THREAD_PAGE_SIZE = 30;

/** What the blocked side (and anyone writing to a blocked conversation) is told. */
export const CONVERSATION_CLOSED = 'This conversation is closed';

const booleanish = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ message: 'must be true or false' }),
);

export const ConversationParamsSchema = z.object({ id });

export const ServiceRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
});

/** The other side of a conversation, as the lists and the thread show it. */
export const OtherPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The logo's URL, or null: show `initial`. */
  logo: z.string().nullable(),
  initial: z.string(),
});
export type OtherParty = z.infer<typeof OtherPartySchema>;

export const AttachmentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    /** The detail rendition (at most 1280 × 960) and a smaller one for the thread. */
    url: z.string(),
    small_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
  }),
  z.object({
    kind: z.literal('pdf'),
    url: z.string(),
    name: z.string(),
    bytes: z.number().int(),
  }),
]);
export type MessageAttachment = z.infer<typeof AttachmentSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  /** Sent by the session user. */
  mine: z.boolean(),
  /** Plain text: a client shows it as text, links made clickable with rel="nofollow ugc noopener". */
  body: z.string(),
  attachments: z.array(AttachmentSchema),
  created_at: z.string(),
  /** When the other side read it (null: unread). */
  read_at: z.string().nullable(),
});
export type ConversationMessage = z.infer<typeof MessageSchema>;

/** GET /api/conversations?page= */
export const ConversationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export type ConversationsQuery = z.input<typeof ConversationsQuerySchema>;

export const ConversationListItemSchema = z.object({
  id: z.number().int(),
  service: ServiceRefSchema,
  other_party: OtherPartySchema,
  last_message: z
    .object({
      id: z.number().int(),
      /** The start of the text (at most 140 characters). */
      body: z.string(),
      mine: z.boolean(),
      has_attachments: z.boolean(),
      created_at: z.string(),
    })
    .nullable(),
  /** Messages of the other side not read yet. */
  unread: z.number().int(),
  /** Blocked (by either side). */
  closed: z.boolean(),
});
export type ConversationListItem = z.infer<typeof ConversationListItemSchema>;

export const ConversationsResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(ConversationListItemSchema),
  /** Unread messages over all the user's conversations (the header count). */
  unread: z.number().int(),
  ...PageMetaShape,
});
export type ConversationsResponse = z.infer<typeof ConversationsResponseSchema>;

/** GET /api/conversations/{id}?before={message id} */
export const ThreadQuerySchema = z.object({ before: optionalId });
export type ThreadQuery = z.input<typeof ThreadQuerySchema>;

export const ContactSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
});

export const ConversationSchema = z.object({
  id: z.number().int(),
  service: ServiceRefSchema,
  other_party: OtherPartySchema,
  /** The session user's side. */
  role: z.enum(['member', 'provider']),
  /** The member's email and phone once the member shared them in this conversation; else null. */
  contact: ContactSchema.nullable(),
  closed: z.boolean(),
  /** The session user blocked it (and may unblock it). */
  blocked_by_me: z.boolean(),
  unread: z.number().int(),
  created_at: z.string(),
  /** The provider's reply time (null below 3 conversations). */
  reply_time_minutes: z.number().int().nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ThreadResponseSchema = z.object({
  success: z.literal(true),
  conversation: ConversationSchema,
  /** Oldest first, at most 30: the newest page, or the page before `before`. */
  messages: z.array(MessageSchema),
  /** Older messages exist: ask with `before` = the first message's id. */
  has_more: z.boolean(),
});
export type ThreadResponse = z.infer<typeof ThreadResponseSchema>;

/** POST /api/conversations/{id}/messages (multipart): body and attachments[] (files). */
export const SendMessageBodySchema = z.object({
  body: text(MESSAGE_BODY_MAX).pipe(
    z.string().min(MESSAGE_BODY_MIN, `must be at least ${MESSAGE_BODY_MIN} characters`),
  ),
  /** Files; the server checks each one's bytes (the route's schema types them). */
  attachments: z.array(z.unknown()).max(MESSAGE_IMAGES_MAX, 'at most 5 files').optional(),
});

export const SendMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  conversation_message: MessageSchema,
});
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

export const ActionResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type ActionResponse = z.infer<typeof ActionResponseSchema>;

export const ReadResponseSchema = ActionResponseSchema.extend({
  /** The user's unread messages over every conversation, after this one was read. */
  unread: z.number().int(),
});

export const ShareContactResponseSchema = ActionResponseSchema.extend({
  contact: ContactSchema,
});

/** POST /api/conversations/{id}/report (json). */
export const ReportBodySchema = z.object({
  reason: text(REPORT_REASON_MAX).pipe(z.string().min(3, 'must be at least 3 characters')),
  message_id: optionalId,
});
export type ReportBody = z.input<typeof ReportBodySchema>;

export const ReportResponseSchema = ActionResponseSchema.extend({
  report_id: z.number().int(),
});

export const UnreadConversationsResponseSchema = z.object({
  success: z.literal(true),
  unread: z.number().int(),
});

/** GET/POST /api/account/message-emails: the "new message" emails setting. */
export const MessageEmailsBodySchema = z.object({ enabled: booleanish });
export const MessageEmailsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  enabled: z.boolean(),
});

/** The admin's queue of reports: only the reported message(s) and a little context. */
export const AdminReportsQuerySchema = ConversationsQuerySchema;

const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const AdminReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  reporter: PersonRefSchema,
  conversation: z.object({
    id: z.number().int(),
    service: ServiceRefSchema,
    member: PersonRefSchema,
    provider: PersonRefSchema,
  }),
  /** The reported message, or null: the whole conversation was reported. */
  message_id: z.number().int().nullable(),
  /**
   * The reported message with up to 2 messages either side; without a message, the last 5.
   * Oldest first.
   */
  messages: z.array(
    z.object({
      id: z.number().int(),
      sender_id: z.number().int(),
      body: z.string(),
      attachments: z.array(AttachmentSchema),
      created_at: z.string(),
      reported: z.boolean(),
    }),
  ),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;

export const AdminReportsResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(AdminReportSchema),
  ...PageMetaShape,
});

export const ResolveReportBodySchema = z.object({ resolution: text(500).optional() });
