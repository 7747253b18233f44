import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type {
  BudgetBand,
  DeclineReason,
  InviteState,
  JobState,
  JobTiming,
  QuoteState,
} from '#shared/api/jobs.ts';
import { subCategories } from './catalogue.ts';
import { foreignId, timestamptz } from './column-builders.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { conversations } from './conversations.ts';
import { services } from './services.ts';
import { users } from './users.ts';

/** A stored job photo: its detail and small WebP renditions (as a message's image). */
export type StoredJobPhoto = { key: string; small: string; width: number; height: number };

/**
 * A job a member posted for quotes (issue 26, decision 131): open → hired → completed, or
 * cancelled, or expired 30 days after it was posted without a hire. Photos are stored files
 * (re-encoded), listed in a jsonb column. Texts are plain text.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    memberId: foreignId(() => users.id, { onDelete: 'cascade' }),
    subCategoryId: foreignId(() => subCategories.id, { onDelete: 'restrict' }),
    city: text().notNull(),
    suburb: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    timing: text().$type<JobTiming>().notNull(),
    startDate: date({ mode: 'string' }),
    budget: text().$type<BudgetBand>(),
    photos: jsonb().$type<StoredJobPhoto[]>().notNull().default([]),
    state: text().$type<JobState>().notNull().default('open'),
    createdAt: createdAt(),
    expiresAt: timestamptz().notNull(),
    hiredAt: timestamptz(),
    hiredServiceId: integer().references(() => services.id, { onDelete: 'set null' }),
    hiredProviderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** When the hired provider marked it done; confirmed automatically 7 days later. */
    doneAt: timestamptz(),
    completedAt: timestamptz(),
    cancelledAt: timestamptz(),
    cancelReason: text(),
    /** When the member last opened the job: quotes since then are "new" (header count). */
    memberSeenAt: timestamptz(),
  },
  (t) => [
    check(
      'jobs_state_check',
      sql`${t.state} in ('open', 'hired', 'completed', 'cancelled', 'expired')`,
    ),
    // The member's list (all, or by state), newest first; the 5-open-jobs rule.
    index('jobs_member_created_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('jobs_member_state_created_idx').on(t.memberId, t.state, t.createdAt.desc(), t.id.desc()),
    // The lazy and periodic transitions: open jobs by expiry, hired ones by done time.
    index('jobs_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`state = 'open'`),
    // Whether a job is open, for the provider's no-answer and invited counts (issue 26 §7): a
    // hot provider's 600 old invitations probe or hash these 5,000 entries, not the member
    // index's 100,000 (6 ms to 2 ms at 100k jobs).
    index('jobs_open_id_idx')
      .on(t.id)
      .where(sql`state = 'open'`),
    index('jobs_hired_done_idx')
      .on(t.doneAt)
      .where(sql`state = 'hired' and done_at is not null`),
    // The admin's jobs log by sub category; the verified-hire lookup of reviews.
    index('jobs_sub_category_state_idx').on(t.subCategoryId, t.state),
    index('jobs_hired_service_idx').on(t.hiredServiceId, t.memberId),
  ],
);

/** A provider's service invited to quote for a job: one per job and provider. */
export const jobInvites = pgTable(
  'job_invites',
  {
    id: idColumn(),
    jobId: foreignId(() => jobs.id, { onDelete: 'cascade' }),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    providerId: foreignId(() => users.id, { onDelete: 'cascade' }),
    /** Stored state; `no_answer` is also derived on read 48 h after `createdAt`. */
    state: text().$type<InviteState>().notNull().default('invited'),
    createdAt: createdAt(),
    viewedAt: timestamptz(),
    answeredAt: timestamptz(),
    declineReason: text().$type<DeclineReason>(),
    conversationId: integer().references(() => conversations.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('job_invites_job_provider_unique').on(t.jobId, t.providerId),
    // The provider's job requests (all, or by state), newest first; the header count.
    // job_id and state ride along so a deep page and the no-answer list are index-only reads.
    index('job_invites_provider_created_idx').on(
      t.providerId,
      t.createdAt.desc(),
      t.id.desc(),
      t.jobId,
      t.state,
    ),
    index('job_invites_provider_state_created_idx').on(
      t.providerId,
      t.state,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A member's review rule (an invite counts as an enquiry), and a review's `contacted` label
    // (review-rows.ts, issue 27 §6): whether the reviewer's jobs invited the service, answered
    // from the index alone. A popular service has a hundred invites or more (107 at 100k
    // services): read from the table, the probe cost 0.7 ms per review on the provider page,
    // 0.03 ms from this index. It replaces job_invites_service_idx (service_id alone).
    index('job_invites_service_job_idx').on(t.serviceId, t.jobId),
  ],
);

/** A provider's quote for a job: one per job and provider, revisable until accepted. */
export const jobQuotes = pgTable(
  'job_quotes',
  {
    id: idColumn(),
    jobId: foreignId(() => jobs.id, { onDelete: 'cascade' }),
    inviteId: foreignId(() => jobInvites.id, { onDelete: 'cascade' }),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    providerId: foreignId(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<'fixed' | 'range'>().notNull(),
    /** NZD cents, GST included (the lowest amount of a range). */
    amountCents: integer().notNull(),
    amountMaxCents: integer(),
    includes: text().notNull(),
    earliestStart: date({ mode: 'string' }).notNull(),
    validDays: integer().notNull(),
    /** The end of the quote's validity: sent or revised + valid_days. */
    validUntil: timestamptz().notNull(),
    message: text().notNull().default(''),
    state: text().$type<QuoteState>().notNull().default('submitted'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('job_quotes_amount_check', sql`${t.amountCents} > 0`),
    check(
      'job_quotes_range_check',
      sql`(${t.kind} = 'fixed' and ${t.amountMaxCents} is null) or (${t.kind} = 'range' and ${t.amountMaxCents} > ${t.amountCents})`,
    ),
    uniqueIndex('job_quotes_job_provider_unique').on(t.jobId, t.providerId),
    index('job_quotes_job_idx').on(t.jobId, t.createdAt),
    index('job_quotes_provider_idx').on(t.providerId),
  ],
);

/**
 * A report of a job by a provider invited to it (issue 26 §5, decision 132): one per reporter
 * and job, for the admin's queue. The admin keeps the job or removes it (cancels it), audited.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: idColumn(),
    jobId: foreignId(() => jobs.id, { onDelete: 'cascade' }),
    reporterId: foreignId(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    status: text({ enum: ['open', 'kept', 'removed'] })
      .notNull()
      .default('open'),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    resolution: text(),
    resolvedAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('job_reports_status_check', sql`${t.status} in ('open', 'kept', 'removed')`),
    uniqueIndex('job_reports_job_reporter_unique').on(t.jobId, t.reporterId),
    // The admin's queue, oldest first.
    index('job_reports_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'open'`),
    index('job_reports_reporter_idx').on(t.reporterId),
  ],
);
