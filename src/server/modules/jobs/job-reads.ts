import { sql, type SQL } from 'drizzle-orm';

import {
  INVITES_AT_ONCE_MAX,
  INVITES_TOTAL_MAX,
  JOB_STATES,
  JOB_TEXTS,
  SUGGESTIONS_MAX,
  type AdminJobsLogResponse,
  type JobDetailResponse,
  type JobRequest,
  type JobState,
  type JobSuggestion,
  type InviteState,
} from '#shared/api/jobs.ts';
import { publicService } from '../../db/visibility.ts';
import { notFound } from '../../lib/errors.ts';
import { settleDueJobsForRead } from './job-lifecycle.ts';
import { readJobPage } from './job-page-read.ts';
import {
  answerCutoff,
  findJob,
  listInvites,
  listJobRows,
  listQuotes,
  providerOf,
  readRows,
  type ProviderColumns,
} from './job-views.ts';
import type { JobDeps } from './jobs.service.ts';

type Page = { page: number; per_page: number };

/** The derived invite states a stored 'invited' can show as. */
const UNSEEN_STATES: ReadonlySet<InviteState> = new Set(['invited', 'no_answer', 'closed']);

/**
 * GET /api/jobs/{id}: the member (or an admin) sees every invite and quote; an invited provider
 * sees the job, their invite and their quote (opening it marks the invite viewed). Anyone else:
 * 404. The member opening it clears the job's "new quotes".
 */
export async function getJobDetail(
  deps: JobDeps,
  user: { id: number; isAdmin: boolean },
  jobId: number,
): Promise<Omit<JobDetailResponse, 'success'>> {
  await settleDueJobsForRead(deps);
  const now = new Date(deps.now());
  const page = await readJobPage(deps, jobId, user, now);
  if (!page) throw notFound(JOB_TEXTS.notFound);
  const { job, invites, quotes } = page;
  if (page.asMember) {
    if (page.memberId === user.id && page.quotesUnseen) {
      // Only when a quote came or changed since the last look (the "new quotes" count is the
      // same either way): most openings then send no write at all.
      await deps.db.execute(
        sql`update jobs j set member_seen_at = ${now.toISOString()}::timestamptz
            where j.id = ${jobId} and exists (select 1 from job_quotes q where q.job_id = j.id
              and q.updated_at > coalesce(j.member_seen_at, '-infinity'::timestamptz))`,
      );
    }
    const outstanding = invites.filter((i) => i.state === 'invited' || i.state === 'viewed').length;
    const left =
      job.state === 'open'
        ? Math.max(
            0,
            Math.min(INVITES_AT_ONCE_MAX - outstanding, INVITES_TOTAL_MAX - invites.length),
          )
        : 0;
    return { role: 'member', job, invites, quotes, invites_left: left, reported: false };
  }
  if (invites.length === 0) throw notFound(JOB_TEXTS.notFound);
  // Marked viewed while still unseen: a stored 'invited' shows as invited, no answer or closed
  // (the derived states, inviteStateSql); a viewed, quoted or declined one needs no write.
  if (UNSEEN_STATES.has(invites[0]!.state)) {
    await deps.db.execute(
      sql`update job_invites set state = 'viewed', viewed_at = ${now.toISOString()}::timestamptz
          where job_id = ${jobId} and provider_id = ${user.id} and state = 'invited'`,
    );
  }
  return { role: 'provider', job, invites, quotes, invites_left: 0, reported: page.reported };
}

/** GET /api/jobs: the member's jobs, newest first. */
export async function listMyJobs(
  deps: JobDeps,
  memberId: number,
  q: Page & { state?: JobState | undefined },
) {
  await settleDueJobsForRead(deps);
  const where = q.state
    ? sql`j.member_id = ${memberId} and j.state = ${q.state}`
    : sql`j.member_id = ${memberId}`;
  return listJobRows(deps, where, q);
}

/**
 * The invitations of a derived state (inviteStateSql), as conditions on the stored columns: the
 * job is joined only when the state depends on it, so the list and its count of a provider with
 * thousands of invitations read the provider's index alone (issue 26 §7).
 */
function inviteStateWhere(
  state: InviteState | undefined,
  cutoff: Date,
): { where: SQL; job: boolean } {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  switch (state) {
    case undefined:
      return { where: sql`true`, job: false };
    case 'invited':
    case 'viewed':
      return {
        where: sql`i.state = ${state} and i.created_at > ${at} and j.state = 'open'`,
        job: true,
      };
    case 'no_answer':
      return {
        where: sql`i.state in ('invited', 'viewed') and i.created_at <= ${at} and j.state = 'open'`,
        job: true,
      };
    case 'closed':
      return { where: sql`i.state in ('invited', 'viewed') and j.state <> 'open'`, job: true };
    default:
      return { where: sql`i.state = ${state}`, job: false };
  }
}

/**
 * GET /api/job-requests: the provider's invitations, newest first (`desc nulls last`: the order
 * of the provider's indexes), with their job and quote.
 */
export async function listJobRequests(
  deps: JobDeps,
  providerId: number,
  q: Page & { state?: InviteState | undefined },
): Promise<{ requests: JobRequest[]; total: number }> {
  await settleDueJobsForRead(deps);
  const now = new Date(deps.now());
  const cutoff = answerCutoff(now);
  const state = inviteStateWhere(q.state, cutoff);
  const from = state.job ? sql`job_invites i join jobs j on j.id = i.job_id` : sql`job_invites i`;
  const where = sql`i.provider_id = ${providerId} and ${state.where}`;
  const offset = (q.page - 1) * q.per_page;
  const [ids, [count]] = await Promise.all([
    readRows<{ id: number; job_id: number }>(
      deps,
      sql`select i.id, i.job_id from ${from} where ${where}
          order by i.created_at desc nulls last, i.id desc nulls last
          limit ${q.per_page} offset ${offset}`,
    ),
    readRows<{ n: number }>(deps, sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  if (ids.length === 0) return { requests: [], total: count?.n ?? 0 };
  const inviteIds = sql.join(
    ids.map((r) => sql`${r.id}`),
    sql`, `,
  );
  const jobIds = sql.join(
    ids.map((r) => sql`${r.job_id}`),
    sql`, `,
  );
  const [invites, quotes, jobs] = await Promise.all([
    listInvites(deps, sql`i.id in (${inviteIds})`, now),
    listQuotes(deps, sql`q.job_id in (${jobIds}) and q.provider_id = ${providerId}`, now),
    listJobRows(
      deps,
      sql`j.id in (${jobIds})`,
      { page: 1, per_page: ids.length },
      { count: false },
    ),
  ]);
  const requests = ids.map((r) => ({
    invite: invites.find((i) => i.id === r.id)!,
    job: jobs.jobs.find((j) => j.id === r.job_id)!,
    quote: quotes.find((x) => x.job_id === r.job_id) ?? null,
  }));
  return { requests, total: count?.n ?? 0 };
}

/** GET /api/jobs/counts: open invitations (provider) and new quotes (member). */
export async function jobCounts(deps: JobDeps, userId: number) {
  await settleDueJobsForRead(deps);
  const cutoff = answerCutoff(new Date(deps.now())).toISOString();
  const [row] = await readRows<{ invitations: number; new_quotes: number }>(
    deps,
    sql`select
          (select count(*)::int from job_invites i join jobs j on j.id = i.job_id
            where i.provider_id = ${userId} and i.state in ('invited', 'viewed')
              and i.created_at > ${cutoff}::timestamptz and j.state = 'open') as invitations,
          (select count(*)::int from jobs j join job_quotes q on q.job_id = j.id
            where j.member_id = ${userId} and j.state = 'open' and q.state = 'submitted'
              and q.updated_at > coalesce(j.member_seen_at, '-infinity'::timestamptz)) as new_quotes`,
  );
  const invitations = row?.invitations ?? 0;
  const newQuotes = row?.new_quotes ?? 0;
  return { invitations, new_quotes: newQuotes, total: invitations + newQuotes };
}

type SuggestionRow = ProviderColumns & {
  id: number;
  slug: string;
  title: string;
  rating_avg: number;
  rating_count: number;
  reply_time_minutes: number | null;
  based_here: boolean;
  invited: boolean;
};

/**
 * GET /api/jobs/{id}/suggestions: up to 10 approved, listed services of the job's sub category
 * covering its suburb (not the member's own), by rating, reply time, and based there.
 */
export async function jobSuggestions(
  deps: JobDeps,
  memberId: number,
  jobId: number,
): Promise<JobSuggestion[]> {
  const view = await findJob(deps, jobId);
  if (!view || view.memberId !== memberId) throw notFound(JOB_TEXTS.notFound);
  const { job } = view;
  const rows = await readRows<SuggestionRow>(
    deps,
    sql`select s.id, s.slug, s.title, s.rating_avg, s.rating_count::int as rating_count,
          u.reply_time_minutes, (s.city = ${job.city} and s.suburb = ${job.suburb}) as based_here,
          exists (select 1 from job_invites i where i.job_id = ${jobId} and i.provider_id = u.id) as invited,
          u.id as p_id, u.role_id::int as p_role_id, u.first_name as p_first_name,
          u.last_name as p_last_name, u.business_name as p_business_name,
          u.username as p_username, u.logo as p_logo
        from services s join users u on u.id = s.added_by_id
        where s.sub_category_id = ${job.sub_category.id} and ${publicService('s')}
          and not u.is_suspended and u.id <> ${memberId}
          and s.coverage && array[${`${job.city}/${job.suburb}`}, ${job.city}]::text[]
        order by s.rating_avg desc, u.reply_time_minutes asc nulls last,
          (s.city = ${job.city} and s.suburb = ${job.suburb}) desc, s.id
        limit ${SUGGESTIONS_MAX}`,
  );
  return rows.map((r) => ({
    service_id: r.id,
    service: { id: r.id, slug: r.slug, title: r.title },
    provider: providerOf(deps.storage, r),
    rating: Number(r.rating_avg),
    total_reviews: r.rating_count,
    reply_time_minutes: r.reply_time_minutes,
    based_here: r.based_here,
    invited: r.invited,
  }));
}

/** GET /api/admin/jobs-log: counts by state and by sub category. */
export async function jobsLog(deps: JobDeps): Promise<Omit<AdminJobsLogResponse, 'success'>> {
  await settleDueJobsForRead(deps);
  const [states, subs] = await Promise.all([
    readRows<{ state: JobState; count: number }>(
      deps,
      sql`select state, count(*)::int as count from jobs group by state`,
    ),
    readRows<{ sub_category_id: number; name: string; count: number; hired: number }>(
      deps,
      sql`select j.sub_category_id, sc.name, count(*)::int as count,
            (count(*) filter (where j.state in ('hired', 'completed')))::int as hired
          from jobs j join sub_categories sc on sc.id = j.sub_category_id
          group by j.sub_category_id, sc.name order by count(*) desc, sc.name`,
    ),
  ]);
  const by = new Map(states.map((s) => [s.state, s.count]));
  const byState = JOB_STATES.map((state) => ({ state, count: by.get(state) ?? 0 }));
  return {
    total: byState.reduce((n, s) => n + s.count, 0),
    by_state: byState,
    by_sub_category: subs,
  };
}
