import { sql, type SQL } from 'drizzle-orm';

import type { Job, JobInvite, JobQuote } from '#shared/api/jobs.ts';
import { INVITE_ANSWER_HOURS } from '#shared/api/jobs.ts';
import { accountName, nameInitial, reviewerName } from '#shared/domain/names.ts';
import type { Db, Tx } from '../../db/client.ts';
import { isoText, queryRows, toIso, type QueryRunner } from '../../db/query.ts';
import type { StoredJobPhoto } from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** The rows and answers of jobs, invites and quotes (issue 26), read with raw SQL. */

/**
 * `query`: the hot-read runner (prepared statements, db/query.ts) the read routes pass; never
 * inside a transaction, where `db` is the transaction.
 */
export type ViewDeps = { db: Db | Tx; storage: Pick<Storage, 'url'>; query?: QueryRunner };

/** Runs a read with the prepared-statement runner when there is one. */
export const readRows = <T>(deps: { db: Pick<Db, 'execute'>; query?: QueryRunner }, q: SQL) =>
  deps.query ? deps.query<T>(q) : queryRows<T>(deps.db, q);

/** When an unanswered invite becomes `no_answer`. */
export const answerCutoff = (now: Date) =>
  new Date(now.getTime() - INVITE_ANSWER_HOURS * 3_600_000);

export type JobRow = {
  id: number;
  member_id: number;
  sub_category_id: number;
  sub_category_name: string;
  city: string;
  suburb: string;
  title: string;
  description: string;
  timing: Job['timing'];
  start_date: string | null;
  budget: Job['budget'];
  photos: StoredJobPhoto[];
  state: Job['state'];
  created_at: unknown;
  expires_at: unknown;
  hired_at: unknown;
  hired_service_id: number | null;
  done_at: unknown;
  completed_at: unknown;
  cancelled_at: unknown;
  cancel_reason: string | null;
  m_role_id: number;
  m_first_name: string | null;
  m_last_name: string | null;
  m_business_name: string | null;
  invites_count: number;
  quotes_count: number;
};

const isoOrNull = (v: unknown) => (v === null || v === undefined ? null : toIso(v));

/** The answer's columns of the jobs in `from` (named `j`). */
export const jobSelectFrom = (
  from: SQL,
  extra: SQL = sql``,
) => sql`select j.id, j.member_id, j.sub_category_id, sc.name as sub_category_name,
    j.city, j.suburb, j.title, j.description, j.timing, j.start_date::text as start_date, j.budget,
    j.photos, j.state, ${isoText('j.created_at')} as created_at,
    ${isoText('j.expires_at')} as expires_at, ${isoText('j.hired_at')} as hired_at,
    j.hired_service_id, ${isoText('j.done_at')} as done_at,
    ${isoText('j.completed_at')} as completed_at, ${isoText('j.cancelled_at')} as cancelled_at,
    j.cancel_reason, m.role_id::int as m_role_id,
    m.first_name as m_first_name, m.last_name as m_last_name, m.business_name as m_business_name,
    (select count(*)::int from job_invites i where i.job_id = j.id) as invites_count,
    (select count(*)::int from job_quotes q where q.job_id = j.id) as quotes_count${extra}
  from ${from}
  join sub_categories sc on sc.id = j.sub_category_id
  join users m on m.id = j.member_id`;

export function jobOf(storage: Pick<Storage, 'url'>, r: JobRow): Job {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    sub_category: { id: r.sub_category_id, name: r.sub_category_name },
    city: r.city,
    suburb: r.suburb,
    timing: r.timing,
    start_date: r.start_date,
    budget: r.budget,
    photos: r.photos.map((p) => ({
      url: storage.url(p.key),
      small_url: storage.url(p.small),
      width: p.width,
      height: p.height,
    })),
    state: r.state,
    member_name: reviewerName({
      roleId: r.m_role_id,
      firstName: r.m_first_name,
      lastName: r.m_last_name,
      businessName: r.m_business_name,
    }),
    created_at: toIso(r.created_at),
    expires_at: toIso(r.expires_at),
    hired_at: isoOrNull(r.hired_at),
    hired_service_id: r.hired_service_id,
    done_at: isoOrNull(r.done_at),
    completed_at: isoOrNull(r.completed_at),
    cancelled_at: isoOrNull(r.cancelled_at),
    cancel_reason: r.cancel_reason,
    invites_count: r.invites_count,
    quotes_count: r.quotes_count,
  };
}

export type JobView = { job: Job; memberId: number };

/** An extra column for `jobSelectFrom`: a quote came or changed since the member last looked. */
export const quotesUnseenColumn = sql`, exists (select 1 from job_quotes q where q.job_id = j.id
    and q.updated_at > coalesce(j.member_seen_at, '-infinity'::timestamptz)) as quotes_unseen`;

/**
 * A job by id, or null; `quotesUnseen`: a quote came or changed since the member last opened it
 * (the job page then records the look).
 */
export async function findJob(
  deps: ViewDeps,
  id: number,
): Promise<(JobView & { quotesUnseen: boolean }) | null> {
  const [row] = await readRows<JobRow & { quotes_unseen: boolean }>(
    deps,
    sql`${jobSelectFrom(sql`jobs j`, quotesUnseenColumn)} where j.id = ${id}`,
  );
  if (!row) return null;
  return {
    job: jobOf(deps.storage, row),
    memberId: row.member_id,
    quotesUnseen: row.quotes_unseen,
  };
}

/** Jobs by id, with their members (one query), for the admin's reports. */
export async function jobsByIds(deps: ViewDeps, ids: number[]): Promise<Map<number, JobView>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await readRows<JobRow>(
    deps,
    sql`${jobSelectFrom(sql`jobs j`)} where j.id in (${list})`,
  );
  return new Map(
    rows.map((r) => [r.id, { job: jobOf(deps.storage, r), memberId: r.member_id }] as const),
  );
}

/**
 * A page of jobs matching `where` (on `j`), newest first, and their total. The page is cut
 * before the names and counts are added, so a deep page (OFFSET) counts the invites and quotes
 * of its own rows only (issue 26 §7: 2,000 jobs of a member); `desc nulls last` is the order of
 * the member's indexes (drizzle's `desc()`), so the page is read in index order (only its ids:
 * index-only), not sorted.
 */
export async function listJobRows(
  deps: ViewDeps,
  where: SQL,
  page: { page: number; per_page: number },
  options: { count: boolean } = { count: true },
): Promise<{ jobs: Job[]; total: number }> {
  const offset = (page.page - 1) * page.per_page;
  const counted = options.count
    ? readRows<{ n: number }>(deps, sql`select count(*)::int as n from jobs j where ${where}`)
    : Promise.resolve([]);
  const [rows, [count]] = await Promise.all([
    readRows<JobRow>(
      deps,
      sql`${jobSelectFrom(sql`(select j.id from jobs j where ${where}
            order by j.created_at desc nulls last, j.id desc nulls last
            limit ${page.per_page} offset ${offset}) p join jobs j on j.id = p.id`)}
          order by j.created_at desc nulls last, j.id desc nulls last`,
    ),
    counted,
  ]);
  return { jobs: rows.map((r) => jobOf(deps.storage, r)), total: count?.n ?? rows.length };
}

/** A provider's columns in a read (`p_` and the column), as `providerOf` shows them. */
export type ProviderColumns = {
  p_id: number;
  p_role_id: number;
  p_first_name: string | null;
  p_last_name: string | null;
  p_business_name: string | null;
  p_username: string;
  p_logo: string | null;
};

type PartyRow = ProviderColumns & {
  service_id: number;
  service_slug: string;
  service_title: string;
};

const partyColumns = sql.raw(`s.id as service_id, s.slug as service_slug, s.title as service_title,
  p.id as p_id, p.role_id::int as p_role_id, p.first_name as p_first_name,
  p.last_name as p_last_name, p.business_name as p_business_name, p.username as p_username,
  p.logo as p_logo`);

/** The provider as answers show them: name, logo address and initial. */
export function providerOf(storage: Pick<Storage, 'url'>, r: ProviderColumns) {
  const name = accountName({
    roleId: r.p_role_id,
    businessName: r.p_business_name,
    firstName: r.p_first_name,
    lastName: r.p_last_name,
    username: r.p_username,
  });
  return {
    id: r.p_id,
    name,
    logo: r.p_logo ? storage.url(r.p_logo) : null,
    initial: nameInitial(name),
  };
}

/**
 * An invite's state as answers show it: `no_answer` once unanswered 48 h after it was sent,
 * `closed` when the job ended before an answer.
 */
export const inviteStateSql = (cutoff: Date) =>
  sql`case when i.state in ('invited', 'viewed') and j.state <> 'open' then 'closed'
           when i.state in ('invited', 'viewed') and i.created_at <= ${cutoff.toISOString()}::timestamptz
             then 'no_answer'
           else i.state end`;

export type InviteRow = PartyRow & {
  id: number;
  job_id: number;
  state: JobInvite['state'];
  created_at: unknown;
  conversation_id: number | null;
  decline_reason: JobInvite['decline_reason'];
};

export const inviteOf = (storage: Pick<Storage, 'url'>, r: InviteRow): JobInvite => ({
  id: r.id,
  service_id: r.service_id,
  service: { id: r.service_id, slug: r.service_slug, title: r.service_title },
  provider: providerOf(storage, r),
  state: r.state,
  invited_at: toIso(r.created_at),
  conversation_id: r.conversation_id,
  decline_reason: r.decline_reason,
});

/** The rows of the invites matching `where` (on `i` and `j`), with their derived state. */
export const inviteRowsSql = (where: SQL, now: Date) =>
  sql`select i.id, i.job_id, ${inviteStateSql(answerCutoff(now))} as state,
        ${isoText('i.created_at')} as created_at,
        i.conversation_id, i.decline_reason, ${partyColumns}
      from job_invites i
      join jobs j on j.id = i.job_id
      join services s on s.id = i.service_id
      join users p on p.id = i.provider_id
      where ${where}
      order by i.created_at, i.id`;

/** Invites matching `where` (on `i` and `j`), with their derived state. */
export async function listInvites(deps: ViewDeps, where: SQL, now: Date): Promise<JobInvite[]> {
  const rows = await readRows<InviteRow>(deps, inviteRowsSql(where, now));
  return rows.map((r) => inviteOf(deps.storage, r));
}

export type QuoteRow = PartyRow & {
  id: number;
  job_id: number;
  kind: JobQuote['kind'];
  amount_cents: number;
  amount_max_cents: number | null;
  includes: string;
  earliest_start: string;
  valid_days: number;
  valid_until_date: string;
  expired: boolean;
  message: string;
  state: JobQuote['state'];
  created_at: unknown;
  updated_at: unknown;
};

/** The rows of the quotes matching `where` (on `q`), oldest first. */
export const quoteRowsSql = (where: SQL, now: Date) =>
  sql`select q.id, q.job_id, q.kind, q.amount_cents, q.amount_max_cents, q.includes,
        q.earliest_start::text as earliest_start, q.valid_days,
        to_char(q.valid_until at time zone 'Pacific/Auckland', 'YYYY-MM-DD') as valid_until_date,
        (q.state = 'submitted' and q.valid_until <= ${now.toISOString()}::timestamptz) as expired,
        q.message, q.state, ${isoText('q.created_at')} as created_at,
        ${isoText('q.updated_at')} as updated_at, ${partyColumns}
      from job_quotes q
      join services s on s.id = q.service_id
      join users p on p.id = q.provider_id
      where ${where}
      order by q.created_at, q.id`;

export const quoteOf = (storage: Pick<Storage, 'url'>, r: QuoteRow): JobQuote => ({
  id: r.id,
  job_id: r.job_id,
  service_id: r.service_id,
  provider: providerOf(storage, r),
  kind: r.kind,
  amount_cents: r.amount_cents,
  amount_max_cents: r.amount_max_cents,
  includes: r.includes,
  earliest_start: r.earliest_start,
  valid_days: r.valid_days,
  valid_until: r.valid_until_date,
  expired: r.expired,
  message: r.message,
  state: r.state,
  created_at: toIso(r.created_at),
  updated_at: toIso(r.updated_at),
});

/** Quotes matching `where` (on `q`), oldest first. */
export async function listQuotes(deps: ViewDeps, where: SQL, now: Date): Promise<JobQuote[]> {
  const rows = await readRows<QuoteRow>(deps, quoteRowsSql(where, now));
  return rows.map((r) => quoteOf(deps.storage, r));
}
