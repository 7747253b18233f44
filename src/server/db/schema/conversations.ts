import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { foreignId, timestamptz } from './column-builders.ts';
import { createdAt, idColumn } from './columns.ts';
import { services } from './services.ts';
import { users } from './users.ts';

/** A stored attachment: an image (its detail and small WebP renditions) or a PDF. */
export type StoredAttachment =
  | { kind: 'image'; key: string; small: string; width: number; height: number; bytes: number }
  | { kind: 'pdf'; key: string; name: string; bytes: number };

/**
 * A private conversation between a member and the provider of a service (issue 25), opened by
 * the member's first enquiry about that service: one per member and service. The row carries
 * what both lists show without reading the messages (last activity, unread per side) and the
 * notification state of each side (decision 124).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: idColumn(),
    memberId: foreignId(() => users.id, { onDelete: 'cascade' }),
    providerId: foreignId(() => users.id, { onDelete: 'cascade' }),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastMessageAt: timestamptz().notNull().defaultNow(),
    /** The newest message (the lists' preview); null only inside the opening transaction. */
    lastMessageId: integer(),
    /** Messages each side has not read yet. */
    memberUnread: integer().notNull().default(0),
    providerUnread: integer().notNull().default(0),
    /** When the member shared their email and phone with the provider (null: hidden). */
    contactSharedAt: timestamptz(),
    /** Who blocked the conversation (null: open); only they can unblock it. */
    blockedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The provider's first reply: the reply-time measure (users.reply_time_minutes). */
    firstReplyAt: timestamptz(),
    /** A scheduled "new message" email to each side (an outbox row), cancelled on read. */
    memberNoticeEmailId: integer(),
    providerNoticeEmailId: integer(),
    /** When each side was last sent (or scheduled) a notice: at most one per 15 minutes. */
    memberNoticedAt: timestamptz(),
    providerNoticedAt: timestamptz(),
  },
  (t) => [
    check('conversations_sides_check', sql`${t.memberId} <> ${t.providerId}`),
    check('conversations_unread_check', sql`${t.memberUnread} >= 0 and ${t.providerUnread} >= 0`),
    uniqueIndex('conversations_member_service_unique').on(t.memberId, t.serviceId),
    // The two lists, newest activity first.
    index('conversations_member_activity_idx').on(t.memberId, t.lastMessageAt.desc(), t.id.desc()),
    index('conversations_provider_activity_idx').on(
      t.providerId,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
    // The 20-a-day limit and the reply-time median read a member's / provider's recent ones.
    index('conversations_member_created_idx').on(t.memberId, t.createdAt),
    index('conversations_provider_created_idx').on(t.providerId, t.createdAt),
    index('conversations_service_idx').on(t.serviceId),
  ],
);

/** One message of a conversation; attachments are stored files (images re-encoded, or a PDF). */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: idColumn(),
    conversationId: foreignId(() => conversations.id, { onDelete: 'cascade' }),
    senderId: foreignId(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    attachments: jsonb().$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    /** When the other side read it. */
    readAt: timestamptz(),
  },
  (t) => [
    check('conversation_messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
    // A thread's pages (keyset on id) and the unread marks.
    index('conversation_messages_thread_idx').on(t.conversationId, t.id),
    index('conversation_messages_sender_idx').on(t.senderId),
  ],
);

/** A report of a conversation or one of its messages, for the admin queue. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: idColumn(),
    conversationId: foreignId(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer().references(() => conversationMessages.id, { onDelete: 'set null' }),
    reporterId: foreignId(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    status: text({ enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
    resolvedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversation_reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    index('conversation_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'open'`),
    index('conversation_reports_conversation_idx').on(t.conversationId),
    index('conversation_reports_message_idx').on(t.messageId),
    index('conversation_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

/**
 * Each user's conversations and unread messages over both sides (decision 127): the list's
 * `total` and the header's count in one primary-key read, however many conversations the user
 * has. Kept by statement triggers on `conversations` (migration 0021), so every path (a send, a
 * read, the enquiry, a cascade, the bulk seed) moves them; the app never writes them. A row
 * appears with a user's first conversation; no foreign key, so a cascade deleting a user's
 * conversations can still count down (a deleted user's row stays, harmless: ids are not reused).
 */
export const conversationCounts = pgTable('conversation_counts', {
  userId: integer().primaryKey(),
  conversations: integer().notNull().default(0),
  unread: integer().notNull().default(0),
});
