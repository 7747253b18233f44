import { sql } from 'drizzle-orm';

import type { JobInvite, JobQuote } from '#shared/api/jobs.ts';
import {
  inviteOf,
  inviteRowsSql,
  jobOf,
  jobSelectFrom,
  quoteOf,
  quoteRowsSql,
  quotesUnseenColumn,
  readRows,
  type InviteRow,
  type JobRow,
  type JobView,
  type QuoteRow,
  type ViewDeps,
} from './job-views.ts';

/** What the job page shows a viewer, read in one statement. */
export type JobPageRead = JobView & {
  /** The viewer is the job's member or an admin (every invite and quote). */
  asMember: boolean;
  /** A quote came or changed since the member last opened the job. */
  quotesUnseen: boolean;
  /** The member's: every invite and quote; an invited provider's: their own (else none). */
  invites: JobInvite[];
  quotes: JobQuote[];
  /** An invited provider already reported the job (false for the member). */
  reported: boolean;
};

type PageRow = JobRow & {
  quotes_unseen: boolean;
  as_member: boolean;
  invites_json: InviteRow[];
  quotes_json: QuoteRow[];
  reported: boolean;
};

/**
 * GET /api/jobs/{id}'s read (issue 26 §7): the job, whether the viewer sees it as its member, the
 * invites and quotes the viewer may see (as JSON arrays, in the lists' order) and the provider's
 * report, in one statement instead of three or four round trips. The arrays carry the columns of
 * `inviteRowsSql` and `quoteRowsSql`, so they become answers as the lists' rows do.
 */
export async function readJobPage(
  deps: ViewDeps,
  jobId: number,
  viewer: { id: number; isAdmin: boolean },
  now: Date,
): Promise<JobPageRead | null> {
  const asMember = sql`(jv.member_id = ${viewer.id}::int or ${viewer.isAdmin}::boolean)`;
  const invites = inviteRowsSql(
    sql`i.job_id = jv.id and (${asMember} or i.provider_id = ${viewer.id}::int)`,
    now,
  );
  const quotes = quoteRowsSql(
    sql`q.job_id = jv.id and (${asMember} or q.provider_id = ${viewer.id}::int)`,
    now,
  );
  const [row] = await readRows<PageRow>(
    deps,
    sql`select jv.*, ${asMember} as as_member,
          (select coalesce(json_agg(x order by x.created_at, x.id), '[]'::json)
             from (${invites}) x) as invites_json,
          (select coalesce(json_agg(x order by x.created_at, x.id), '[]'::json)
             from (${quotes}) x) as quotes_json,
          (not ${asMember} and exists (select 1 from job_reports r
             where r.job_id = jv.id and r.reporter_id = ${viewer.id}::int)) as reported
        from (${jobSelectFrom(sql`jobs j`, quotesUnseenColumn)} where j.id = ${jobId}) jv`,
  );
  if (!row) return null;
  return {
    job: jobOf(deps.storage, row),
    memberId: row.member_id,
    asMember: row.as_member,
    quotesUnseen: row.quotes_unseen,
    invites: row.invites_json.map((r) => inviteOf(deps.storage, r)),
    quotes: row.quotes_json.map((r) => quoteOf(deps.storage, r)),
    reported: row.reported,
  };
}
