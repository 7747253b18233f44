import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { AdSlot } from '#shared/constants.ts';
import { timestamptz } from './column-builders.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** A stored file sent with an email. */
export type EmailAttachment = { filename: string; storageKey: string; contentType: string };

/** Banner ads: two home slots and one sidebar slot. */
export const ads = pgTable(
  'ads',
  {
    id: idColumn(),
    title: text().notNull(),
    slot: text().$type<AdSlot>().notNull(),
    position: smallint().notNull().default(1),
    /** Storage key of the banner image. */
    image: text().notNull(),
    linkUrl: text(),
    /** What the banner says, for screen readers. */
    altText: text(),
    isActive: boolean().notNull().default(true),
    /** The active period (open ends allowed): getAd serves it only then. */
    startsAt: timestamptz(),
    endsAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('ads_slot_check', sql`${t.slot} in ('home', 'sidebar')`),
    check(
      'ads_position_check',
      sql`(${t.slot} = 'home' and ${t.position} between 1 and 2) or (${t.slot} = 'sidebar' and ${t.position} = 1)`,
    ),
    uniqueIndex('ads_slot_position_unique').on(t.slot, t.position),
  ],
);

/** Outgoing email, written in the transaction that causes it and sent by the outbox worker. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: idColumn(),
    kind: text().notNull(),
    to: text().notNull(),
    /** Where replies go (an enquiry's member), when not to us. */
    replyTo: text(),
    /** Files from storage attached when sent (a career application's résumé). */
    attachments: jsonb().$type<EmailAttachment[]>(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamptz().notNull().defaultNow(),
    lockedUntil: timestamptz(),
    lastError: text(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('outbox_emails_created_idx').on(t.createdAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: idColumn(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    subject: text(),
    message: text().notNull(),
    handledAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    index('contact_messages_open_idx')
      .on(t.createdAt)
      .where(sql`handled_at is null`),
  ],
);

export const careerApplications = pgTable(
  'career_applications',
  {
    id: idColumn(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text(),
    position: text(),
    coverLetter: text(),
    /** Storage key of the resume (PDF or Word). */
    resume: text().notNull(),
    resumeName: text().notNull(),
    handledAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('career_applications_created_idx').on(t.createdAt),
    index('career_applications_open_idx')
      .on(t.createdAt)
      .where(sql`handled_at is null`),
  ],
);

/** Every admin action (who, what, when, why), shown in the console. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: idColumn(),
    adminId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was done: service.approve, review.hide, user.suspend... */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer(),
    reason: text(),
    details: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt, t.id),
    index('admin_actions_target_idx').on(t.targetType, t.targetId),
  ],
);
