import { z } from 'zod';

import { PageMetaShape } from './browse.ts';
import { id, isoDate, text } from './common.ts';

import { OtherPartySchema, ServiceRefSchema } from './conversations.ts';

/*
 * Jobs and quotes (issue 26): a member describes a job once, invites up to three providers who
 * cover the suburb, compares written quotes (NZD, GST included, integer cents) and hires one.
 * The names of §6 of the issue (subCategory_id, city, suburb, title, description, timing,
 * start_date, budget, photos[], job, invites, quotes, services, service_ids, reason, kind,
 * amount_cents, amount_max_cents, includes, earliest_start, valid_days, message, label) are a
 * contract other clients rely on. Identity always comes from the session; a job the user may not
 * see is a 404.
 */

export const JOB_TITLE_MIN = 5;
export const JOB_TITLE_MAX = 100;
export const JOB_DESCRIPTION_MIN = 20;
export const JOB_DESCRIPTION_MAX = 2000;
export const JOB_PHOTOS_MAX = 5;
/** Open jobs a member may have at once. */
export const OPEN_JOBS_MAX = 5;
/** Outstanding invites (invited or viewed) of a job at once. */
export const INVITES_AT_ONCE_MAX = 3;
/** Invites of a job in all, replacements included. */
export const INVITES_TOTAL_MAX = 5;
/** Services the invite page suggests. */
export const SUGGESTIONS_MAX = 10;
/** An invite without an answer this long after it was sent is `no_answer` and can be replaced. */
export const INVITE_ANSWER_HOURS = 48;
/** An open job without a hire expires this many days after it was posted. */
export const JOB_EXPIRY_DAYS = 30;
/** A job marked done is confirmed automatically this many days later. */
export const AUTO_CONFIRM_DAYS = 7;
export const QUOTE_VALID_DAYS_DEFAULT = 14;
export const QUOTE_VALID_DAYS_MAX = 90;
/** The largest amount of a quote: NZ$1,000,000 (in cents, GST included). */
export const QUOTE_AMOUNT_MAX_CENTS = 100_000_000;
export const QUOTE_TEXT_MAX = 2000;
export const CANCEL_REASON_MAX = 500;
/** Rate limits: jobs posted and invites sent per member per hour. */
export const JOBS_PER_HOUR = 10;
export const INVITES_PER_HOUR = 30;

export const JOB_TIMINGS = ['asap', 'two_weeks', 'flexible', 'date'] as const;
export type JobTiming = (typeof JOB_TIMINGS)[number];
export const JOB_TIMING_LABELS: Record<JobTiming, string> = {
  asap: 'As soon as possible',
  two_weeks: 'Within 2 weeks',
  flexible: 'Flexible',
  date: 'On a date',
};

/** The optional budget bands (NZD, GST included). */
export const BUDGET_BANDS = [
  'under_500',
  '500_2000',
  '2000_5000',
  '5000_15000',
  '15000_50000',
  'over_50000',
] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];
export const BUDGET_BAND_LABELS: Record<BudgetBand, string> = {
  under_500: 'Under $500',
  '500_2000': '$500 – $2,000',
  '2000_5000': '$2,000 – $5,000',
  '5000_15000': '$5,000 – $15,000',
  '15000_50000': '$15,000 – $50,000',
  over_50000: 'Over $50,000',
};

/** Why a provider declines an invitation. */
export const DECLINE_REASONS = [
  'too_busy',
  'not_my_kind_of_work',
  'too_far',
  'too_small',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  too_busy: 'Too busy at the moment',
  not_my_kind_of_work: 'Not the kind of work I do',
  too_far: 'Too far away',
  too_small: 'Too small a job for me',
  other: 'Another reason',
};

export const JOB_STATES = ['open', 'hired', 'completed', 'cancelled', 'expired'] as const;
export type JobState = (typeof JOB_STATES)[number];
/**
 * invited → viewed → quoted, or declined; `no_answer` when unanswered 48 h after it was sent
 * (its place is free; a quote still counts); `replaced` is not used yet; `closed`: the job was
 * hired elsewhere, cancelled or expired before the provider answered.
 */
export const INVITE_STATES = [
  'invited',
  'viewed',
  'quoted',
  'declined',
  'no_answer',
  'closed',
] as const;
export type InviteState = (typeof INVITE_STATES)[number];
/** submitted (revisable) → accepted; or lost (another quote was accepted, or the job ended). */
export const QUOTE_STATES = ['submitted', 'accepted', 'lost'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];
export const QUOTE_KINDS = ['fixed', 'range'] as const;

/** The user-facing texts of the jobs calls, success and refusal, in one place. */
export const JOB_TEXTS = {
  posted: 'Your job is posted. Now invite up to 3 providers to quote.',
  invited: 'Invitations sent.',
  cancelled: 'Your job is cancelled. The invited providers have been told.',
  quoted: 'Your quote is sent.',
  quoteRevised: 'Your quote is updated.',
  declined: 'You declined this job request.',
  accepted: 'You hired this provider. The other providers have been told.',
  completed: 'Marked as done. The customer has 7 days to confirm.',
  confirmed: 'Job confirmed as completed. You can now review the service.',
  notFound: 'Job not found',
  quoteNotFound: 'Quote not found',
  tooManyOpenJobs: `You already have ${OPEN_JOBS_MAX} open jobs. Hire, cancel or wait for one to close before posting another.`,
  tooManyInvitesAtOnce: `A job can have at most ${INVITES_AT_ONCE_MAX} invitations waiting for an answer at once.`,
  tooManyInvites: `A job can invite at most ${INVITES_TOTAL_MAX} providers in all.`,
  alreadyInvited: 'This provider is already invited to this job.',
  inviteSelf: 'You cannot invite your own service.',
  notCovering: 'This provider does not work in the suburb of the job.',
  wrongSubCategory: 'This service does not offer this kind of work.',
  notAvailable: 'This provider cannot take job requests at the moment.',
  serviceNotFound: 'Service not found',
  jobNotOpen: 'This job is no longer open.',
  notInvited: 'Only an invited provider can quote for this job.',
  alreadyDeclined: 'You declined this job request.',
  quoteAccepted: 'This quote was accepted and can no longer be changed.',
  quoteExpired: 'This quote has expired. Ask the provider to renew it.',
  alreadyHired: 'This job already has a hire.',
  notHired: 'Only the hired provider can mark this job as done.',
  notCompletable: 'This job cannot be marked as done now.',
  notConfirmable: 'This job is not waiting for your confirmation.',
  notMember: 'Only members can post jobs.',
  rangeMax: 'must be more than the lowest amount',
  reported: 'Thank you. Our team will look at this job.',
  alreadyReported: 'You have already reported this job.',
  reportOwn: 'You cannot report your own job.',
  reportNotFound: 'Report not found',
  reportResolved: 'This report is already resolved.',
  reportKept: 'Report closed. The job stays up.',
  reportRemoved: 'The job is removed. The member and the invited providers have been told.',
  removedReason: 'Removed by Kiwi Services',
  startDateRequired: 'is required when the timing is a date',
} as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const textBetween = (min: number, max: number) =>
  text(max).pipe(z.string().min(min, `must be at least ${min} characters`));

export const JobParamsSchema = z.object({ id });
export const QuoteParamsSchema = z.object({ id });

/** POST /api/jobs (multipart): the fields, and photos[] (files; the server checks their bytes). */
export const JobFieldsSchema = z.object({
  subCategory_id: id,
  city: text(100).pipe(z.string().min(1, 'is required')),
  suburb: text(100).pipe(z.string().min(1, 'is required')),
  title: textBetween(JOB_TITLE_MIN, JOB_TITLE_MAX),
  description: textBetween(JOB_DESCRIPTION_MIN, JOB_DESCRIPTION_MAX),
  timing: z.enum(JOB_TIMINGS, { message: 'must be asap, two_weeks, flexible or date' }),
  start_date: z.preprocess(emptyToUndefined, isoDate.optional()),
  budget: z.preprocess(
    emptyToUndefined,
    z.enum(BUDGET_BANDS, { message: 'must be one of the budget bands' }).optional(),
  ),
  /** Files; the server checks each one's bytes (the route's schema types them). */
  photos: z.array(z.unknown()).max(JOB_PHOTOS_MAX, `at most ${JOB_PHOTOS_MAX} photos`).optional(),
  /** "Request a quote" from a service page: invite that service at once. */
  service_id: z.preprocess(emptyToUndefined, id.optional()),
});

/** A date timing needs its date. */
export function checkJobBody(
  v: { timing: JobTiming; start_date?: string | undefined },
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
): void {
  if (v.timing === 'date' && v.start_date === undefined) {
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: JOB_TEXTS.startDateRequired });
  }
}

export const JobBodySchema = JobFieldsSchema.superRefine(checkJobBody);
export type JobBody = z.input<typeof JobBodySchema>;

export const JobPhotoSchema = z.object({
  /** The detail rendition (at most 1280 × 960) and a smaller one for lists. */
  url: z.string(),
  small_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type JobPhoto = z.infer<typeof JobPhotoSchema>;

export const JobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text: show it as text. */
  description: z.string(),
  sub_category: z.object({ id: z.number().int(), name: z.string() }),
  city: z.string(),
  suburb: z.string(),
  timing: z.enum(JOB_TIMINGS),
  start_date: z.string().nullable(),
  budget: z.enum(BUDGET_BANDS).nullable(),
  photos: z.array(JobPhotoSchema),
  state: z.enum(JOB_STATES),
  /** The member who posted it: first name and last initial. */
  member_name: z.string(),
  created_at: z.string(),
  /** When an open job expires. */
  expires_at: z.string(),
  hired_at: z.string().nullable(),
  /** The hired service, once hired. */
  hired_service_id: z.number().int().nullable(),
  /** When the hired provider marked it done; confirmed automatically 7 days later. */
  done_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  invites_count: z.number().int(),
  quotes_count: z.number().int(),
});
export type Job = z.infer<typeof JobSchema>;

export const InviteSchema = z.object({
  id: z.number().int(),
  service_id: z.number().int(),
  service: ServiceRefSchema,
  provider: OtherPartySchema,
  state: z.enum(INVITE_STATES),
  invited_at: z.string(),
  /** The member–service conversation the job's talk happens in. */
  conversation_id: z.number().int().nullable(),
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
});
export type JobInvite = z.infer<typeof InviteSchema>;

export const QuoteSchema = z.object({
  id: z.number().int(),
  job_id: z.number().int(),
  service_id: z.number().int(),
  provider: OtherPartySchema,
  kind: z.enum(QUOTE_KINDS),
  /** NZD cents, GST included; the lowest amount of a range. */
  amount_cents: z.number().int(),
  /** The highest amount of a range; null for a fixed price. */
  amount_max_cents: z.number().int().nullable(),
  includes: z.string(),
  earliest_start: z.string(),
  valid_days: z.number().int(),
  /** The last day it can be accepted (NZ date). */
  valid_until: z.string(),
  expired: z.boolean(),
  message: z.string(),
  state: z.enum(QUOTE_STATES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type JobQuote = z.infer<typeof QuoteSchema>;

/** POST /api/jobs answer. */
export const JobResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  job: JobSchema,
});
export type JobResponse = z.infer<typeof JobResponseSchema>;

/** GET /api/jobs?page=&state= : the member's jobs, newest first. */
export const JobsQuerySchema = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(JOB_STATES).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export type JobsQuery = z.input<typeof JobsQuerySchema>;

export const JobsResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(JobSchema),
  ...PageMetaShape,
});
export type JobsResponse = z.infer<typeof JobsResponseSchema>;

/**
 * GET /api/jobs/{id}: the member sees every invite and quote; an invited provider sees the job,
 * their own invite and their own quote (`role` says which).
 */
export const JobDetailResponseSchema = z.object({
  success: z.literal(true),
  role: z.enum(['member', 'provider']),
  job: JobSchema,
  invites: z.array(InviteSchema),
  quotes: z.array(QuoteSchema),
  /** Member: invites that may still be sent now (0 when the job is not open). */
  invites_left: z.number().int(),
  /** Provider: whether they already reported this job (false for the member). */
  reported: z.boolean(),
});
export type JobDetailResponse = z.infer<typeof JobDetailResponseSchema>;

export const SuggestionSchema = z.object({
  service_id: z.number().int(),
  service: ServiceRefSchema,
  provider: OtherPartySchema,
  rating: z.number(),
  total_reviews: z.number().int(),
  reply_time_minutes: z.number().int().nullable(),
  /** The service is based in the job's suburb. */
  based_here: z.boolean(),
  /** Already invited to this job. */
  invited: z.boolean(),
});
export type JobSuggestion = z.infer<typeof SuggestionSchema>;

/** GET /api/jobs/{id}/suggestions: up to 10 approved services covering the suburb. */
export const SuggestionsResponseSchema = z.object({
  success: z.literal(true),
  services: z.array(SuggestionSchema),
});
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>;

/** POST /api/jobs/{id}/invites (json). */
export const InvitesBodySchema = z.object({
  service_ids: z
    .array(id)
    .min(1, 'pick at least one provider')
    .max(INVITES_AT_ONCE_MAX, `at most ${INVITES_AT_ONCE_MAX} providers at once`),
});
export type InvitesBody = z.input<typeof InvitesBodySchema>;

export const InvitesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  invites: z.array(InviteSchema),
});
export type InvitesResponse = z.infer<typeof InvitesResponseSchema>;

/** POST /api/jobs/{id}/cancel (json). */
export const CancelJobBodySchema = z.object({ reason: textBetween(3, CANCEL_REASON_MAX) });
export type CancelJobBody = z.input<typeof CancelJobBodySchema>;

/** GET /api/job-requests?page=&state= : the provider's invitations, newest first. */
export const JobRequestsQuerySchema = z.object({
  state: z.preprocess(emptyToUndefined, z.enum(INVITE_STATES).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export type JobRequestsQuery = z.input<typeof JobRequestsQuerySchema>;

export const JobRequestSchema = z.object({
  invite: InviteSchema,
  job: JobSchema,
  /** The provider's quote for this job, or null. */
  quote: QuoteSchema.nullable(),
});
export type JobRequest = z.infer<typeof JobRequestSchema>;

export const JobRequestsResponseSchema = z.object({
  success: z.literal(true),
  requests: z.array(JobRequestSchema),
  ...PageMetaShape,
});
export type JobRequestsResponse = z.infer<typeof JobRequestsResponseSchema>;

/** POST /api/jobs/{id}/quotes (json): a new quote, or the revision of the provider's quote. */
export const QuoteBodySchema = z
  .object({
    kind: z.enum(QUOTE_KINDS, { message: 'must be fixed or range' }),
    amount_cents: z.coerce
      .number({ message: 'must be a number' })
      .int('must be whole cents')
      .min(100, 'must be at least $1')
      .max(QUOTE_AMOUNT_MAX_CENTS, 'is too large'),
    amount_max_cents: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number' })
        .int('must be whole cents')
        .max(QUOTE_AMOUNT_MAX_CENTS, 'is too large')
        .optional(),
    ),
    includes: textBetween(3, QUOTE_TEXT_MAX),
    earliest_start: isoDate,
    valid_days: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number' })
        .int('must be whole days')
        .min(1, 'must be at least 1 day')
        .max(QUOTE_VALID_DAYS_MAX, `must be at most ${QUOTE_VALID_DAYS_MAX} days`)
        .default(QUOTE_VALID_DAYS_DEFAULT),
    ),
    message: z.preprocess((v) => (v === null || v === undefined ? '' : v), text(QUOTE_TEXT_MAX)),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'range') {
      if (v.amount_max_cents === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['amount_max_cents'],
          message: 'is required for a range',
        });
      } else if (v.amount_max_cents <= v.amount_cents) {
        ctx.addIssue({ code: 'custom', path: ['amount_max_cents'], message: JOB_TEXTS.rangeMax });
      }
    } else if (v.amount_max_cents !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount_max_cents'],
        message: 'must be empty for a fixed price',
      });
    }
  });
export type QuoteBody = z.input<typeof QuoteBodySchema>;

export const QuoteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  quote: QuoteSchema,
});
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

/** POST /api/jobs/{id}/decline (json). */
export const DeclineBodySchema = z.object({
  reason: z.enum(DECLINE_REASONS, { message: 'must be one of the listed reasons' }),
});
export type DeclineBody = z.input<typeof DeclineBodySchema>;

export const JobActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type JobActionResponse = z.infer<typeof JobActionResponseSchema>;

/** POST /api/quotes/{id}/accept, /api/jobs/{id}/complete, /api/jobs/{id}/confirm, cancel. */
export const JobChangeResponseSchema = JobResponseSchema;

/**
 * GET /api/jobs/counts: the header counts. `invitations`: the provider's invitations waiting for
 * an answer (invited or viewed, on open jobs); `new_quotes`: quotes on the member's open jobs
 * sent or revised since the member last opened the job; `total` = both.
 */
export const JobCountsResponseSchema = z.object({
  success: z.literal(true),
  invitations: z.number().int(),
  new_quotes: z.number().int(),
  total: z.number().int(),
});
export type JobCountsResponse = z.infer<typeof JobCountsResponseSchema>;

/** GET /api/admin/jobs-log: counts by state and by sub category. */
export const AdminJobsLogResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  by_state: z.array(z.object({ state: z.enum(JOB_STATES), count: z.number().int() })),
  by_sub_category: z.array(
    z.object({
      sub_category_id: z.number().int(),
      name: z.string(),
      count: z.number().int(),
      /** Of which hired or completed. */
      hired: z.number().int(),
    }),
  ),
});
export type AdminJobsLogResponse = z.infer<typeof AdminJobsLogResponseSchema>;

/** POST /api/jobs/{id}/report (json): an invited provider reports a job to the admins. */
export const JOB_REPORT_REASON_MAX = 1000;
export const ReportJobBodySchema = z.object({ reason: textBetween(3, JOB_REPORT_REASON_MAX) });
export type ReportJobBody = z.input<typeof ReportJobBodySchema>;

/** GET /api/admin/job-reports: open reports, oldest first. */
export const AdminJobReportsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminJobReportsQuery = z.input<typeof AdminJobReportsQuerySchema>;

export const AdminJobReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  job: JobSchema.extend({ member_id: z.number().int() }),
  /** Open reports of the same job (this one included). */
  reports_on_job: z.number().int(),
});
export type AdminJobReport = z.infer<typeof AdminJobReportSchema>;

export const AdminJobReportsResponseSchema = z.object({
  success: z.literal(true),
  reports: z.array(AdminJobReportSchema),
  ...PageMetaShape,
});
export type AdminJobReportsResponse = z.infer<typeof AdminJobReportsResponseSchema>;

/**
 * POST /api/admin/job-reports/{id}/resolve (json): `keep` closes the report; `remove` also
 * cancels the job if it is open ("Removed by Kiwi Services") and closes its other open reports.
 */
export const JOB_REPORT_ACTIONS = ['keep', 'remove'] as const;
export const ResolveJobReportBodySchema = z.object({
  action: z.enum(JOB_REPORT_ACTIONS, { message: 'must be keep or remove' }),
  resolution: text(500).optional(),
});
export type ResolveJobReportBody = z.input<typeof ResolveJobReportBodySchema>;
