import { sql } from 'drizzle-orm';

import {
  BUDGET_BANDS,
  DECLINE_REASONS,
  INVITES_AT_ONCE_MAX,
  INVITES_TOTAL_MAX,
  JOB_EXPIRY_DAYS,
  JOB_TIMINGS,
  OPEN_JOBS_MAX,
} from '#shared/api/jobs.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import { int, json } from './bulk-sql.ts';
import { beginLoad, endLoad } from './bulk-load.ts';
import { planMembersAndHotProviders, planSizes, runBulkLoad } from './bulk-run.ts';

/**
 * Bulk jobs for the bench (issue 26 §7, decision 131): `jobs` jobs posted by the database's
 * members (customers), each sent to 1 to 5 approved services of its sub category and city, with
 * quotes for some invitations, made with set-based SQL (generate_series and window functions, no
 * row-by-row inserts), as bulk-conversations.ts does. Every choice is a hash of the row number,
 * so the same flags on the same data give the same rows. Works on PostgreSQL and PGlite.
 *
 * The shape (so that deep pages are real):
 * - the 5 newest members (by id) have 1 in 50 of the jobs each (2,000 at 100k): the heavy
 *   members, whose list has 84 pages of 24;
 * - the 3 providers with the most approved services are "hot": 1 in 8 of the other jobs is first
 *   sent to one of their services (about 4,000 invitations each at 100k);
 * - the other jobs spread over every member (hashed) and approved service; a job takes its sub
 *   category, city and suburb from the service it is first sent to, and its other invitations go
 *   to services of the same sub category and city (one per provider: the unique index);
 * - posted over the last year. A job posted in the last 28 days is open (at most 5 open per
 *   member: the app's rule), hired, completed or cancelled; an older one completed, hired,
 *   cancelled or expired (30 days after posting). Nothing is due when the seed ends (no open job
 *   past its expiry, no job marked done 7 days ago), so the first read settles nothing;
 * - invitations are invited, viewed, quoted or declined (the first one of a hired job quoted and
 *   its quote accepted, the others' quotes lost; an open job's quotes submitted, an ended job's
 *   lost); at most 3 invitations for a job posted in the last 3 days (3 outstanding at once).
 * There are no kept counters on the jobs tables (the lists count invites and quotes on read).
 */

export type BulkJobOptions = {
  jobs: number;
  log?: (line: string) => void;
};

export type BulkJobCounts = {
  jobs: number;
  invites: number;
  quotes: number;
  ms: number;
};

/** The members with many jobs, and each one's share of all jobs. */
const HEAVY_MEMBERS = 5;
const HEAVY_SHARE = 50;
/** Providers many jobs are sent to, and the share of the other jobs first sent to them. */
const HOT_PROVIDERS = 3;
const HOT_SHARE = 8;

/** Jobs of this last stretch may be open (an open job's expiry stays days away during a bench). */
const OPEN_WINDOW_DAYS = JOB_EXPIRY_DAYS - 2;

const JOB_TITLES = [
  'Quote needed for a job at home',
  'Looking for someone reliable this month',
  'Small job, happy to be flexible on time',
  'Need a hand with an urgent repair',
  'Rental property: work before new tenants move in',
  'Job at our holiday bach',
  'Quote please: materials and labour',
  'Follow-up work after a previous job',
];

const JOB_DESCRIPTIONS = [
  'Single-storey house with easy access from the street. Photos can be sent on request; we are home most afternoons.',
  'Townhouse, second floor, parking on the street only. Looking for a written quote with materials included.',
  'The work is in the garage and along the back fence. We have a dog, so please close the gate behind you.',
  'Older villa, some parts may need extra care. Happy to discuss options before you quote.',
  'Apartment building with a lift; the body corporate needs a copy of your insurance before work starts.',
  'Weekday mornings suit us best. Please include call-out and any disposal costs in the quote.',
];

const QUOTE_INCLUDES = [
  'Labour, materials and call-out; rubbish taken away.',
  'Labour and materials; GST included.',
  'Two tradespeople for half a day, parts extra if needed (agreed first).',
  'Site visit, the work, and clean-up afterwards.',
];

const QUOTE_MESSAGES = [
  'Thanks for the clear description. I can start on the date below.',
  'Happy to come and have a look first if that helps.',
  '',
  'Price fixed for the scope described; anything extra agreed with you before it is done.',
];

const CANCEL_REASONS = [
  'Sorted it out ourselves in the end.',
  'Plans changed, the work is no longer needed.',
  'Found someone through a friend.',
];

/** Adds the jobs, their invitations and quotes in one transaction. */
export async function seedBulkJobs(db: Db, options: BulkJobOptions): Promise<BulkJobCounts> {
  return runBulkLoad(db, options.log, async (tx, step) => {
    const planned = await planJobs(tx, options.jobs);
    step(`bulk jobs: planned ${planned} jobs`);
    if (planned === 0) return { jobs: 0, invites: 0, quotes: 0 };
    const invites = await planInvites(tx);
    step(`bulk jobs: planned ${invites} invitations`);
    const load = await beginLoad(tx, ['jobs', 'job_invites', 'job_quotes']);
    await insertJobs(tx);
    step(`bulk jobs: inserted ${planned} jobs`);
    await insertInvites(tx);
    step(`bulk jobs: inserted ${invites} invitations`);
    const quotes = await insertQuotes(tx);
    step(`bulk jobs: inserted ${quotes} quotes`);
    await endLoad(tx, load);
    step(`bulk jobs: rebuilt ${load.reindex.length} indexes`);
    await tx.execute(sql`analyze jobs, job_invites, job_quotes`);
    return { jobs: planned, invites, quotes };
  });
}

/**
 * jb_jobs: one row per new job (its id, member, first service, sub category, place, state and
 * times). Answers the count.
 */
async function planJobs(db: Db, wanted: number): Promise<number> {
  await planMembersAndHotProviders(db, 'jb', HOT_PROVIDERS);
  // Approved services of providers who can be reached (the hot providers' apart), numbered in
  // all (n) and within their sub category and city (gn of gs), where a job's invitations go.
  await db.execute(sql`
    create temp table jb_services on commit drop as
    select (row_number() over (partition by hot order by id) - 1)::int n,
           (row_number() over (partition by sub_category_id, city order by id) - 1)::int gn,
           (count(*) over (partition by sub_category_id, city))::int gs,
           id, provider_id, sub_category_id, city, suburb, hot
      from (select s.id, s.added_by_id provider_id, s.sub_category_id, s.city, s.suburb,
                   s.added_by_id in (select provider_id from jb_hot) hot
              from services s join users p on p.id = s.added_by_id
             where s.status = 'approved' and not p.is_suspended) x`);
  await db.execute(sql`analyze jb_members, jb_services`);
  const { members, heavy, others, ordinary, hot } = await planSizes(db, 'jb', HEAVY_MEMBERS);
  if (wanted <= 0 || ordinary === 0 || others <= 0) return 0;
  const perHeavy = Math.floor(wanted / HEAVY_SHARE);
  const rest = wanted - perHeavy * heavy;
  await db.execute(sql`
    create temp table jb_pairs on commit drop as
    select k, m.id member_id, s.id service_id
      from generate_series(0, ${int(heavy * perHeavy - 1)}) k
      join jb_members m on m.n = ${int(members - heavy)} + k / ${int(Math.max(1, perHeavy))}
      join jb_services s on not s.hot and s.n = pg_temp.h(k, 1) % ${int(ordinary)}
    union all
    select ${int(heavy * perHeavy)} + j, m.id, s.id
      from generate_series(0, ${int(rest - 1)}) j
      join jb_members m on m.n = pg_temp.h(j, 2) % ${int(others)}
      cross join lateral (select ${int(hot)} > 0
                                 and pg_temp.h(j, 3) % ${int(HOT_SHARE)} = 0 to_hot) t
      join jb_services s on s.hot = t.to_hot
           and s.n = case when t.to_hot then pg_temp.h(j, 4) % ${int(Math.max(1, hot))}
                          else pg_temp.h(j, 5) % ${int(ordinary)} end`);
  await planStates(db);
  const [planned] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from jb_jobs`);
  return planned?.n ?? 0;
}

/**
 * jb_jobs from jb_pairs: each job's id (reserved past the table's sequence, set after the
 * insert: the invitations refer to them), posting time, state and the times that follow.
 */
async function planStates(db: Db): Promise<void> {
  const [base] = await queryRows<{ id: number }>(
    db,
    sql`select greatest(coalesce(pg_sequence_last_value(pg_get_serial_sequence('jobs', 'id')::regclass), 0),
                        coalesce((select max(id) from jobs), 0))::int id`,
  );
  // Posted 1 hour to 365 days ago; the rank among the member's recent jobs caps the open ones.
  await db.execute(sql`
    create temp table jb_plan on commit drop as
    with p as (
      select (row_number() over (order by k) - 1)::int n, member_id, service_id,
             now() - (60 + pg_temp.h(k, 6) % (365 * 24 * 60)) * interval '1 minute' created_at
        from jb_pairs
    )
    select p.*, ${int(base!.id)} + p.n + 1 id,
           p.created_at > now() - ${int(OPEN_WINDOW_DAYS)} * interval '1 day' recent,
           row_number() over (partition by p.member_id,
                                           p.created_at > now() - ${int(OPEN_WINDOW_DAYS)} * interval '1 day'
                              order by p.created_at desc, p.n) recent_rank,
           pg_temp.h(p.n, 7) % 100 r1, pg_temp.h(p.n, 8) % 100 r2
      from p`);
  await db.execute(sql`
    create temp table jb_states on commit drop as
    select p.*, s.provider_id, s.sub_category_id, s.city, s.suburb, s.gn, s.gs,
           case when p.recent and p.recent_rank <= ${int(OPEN_JOBS_MAX)} and p.r1 < 70 then 'open'
                when p.recent then
                  case when p.r2 < 50 then 'hired'
                       when p.r2 < 70 and p.created_at < now() - interval '3 days' then 'completed'
                       else 'cancelled' end
                when p.r2 < 40 then 'completed'
                when p.r2 < 55 then 'hired'
                when p.r2 < 75
                  or p.created_at > now() - ${int(JOB_EXPIRY_DAYS)} * interval '1 day' then 'cancelled'
                else 'expired' end state
      from jb_plan p join jb_services s on s.id = p.service_id`);
  // The times follow each other: posted, hired (within 14 days), marked done, confirmed (within
  // 7 days of done); a hired job marked done was marked in the last 5 days.
  await db.execute(sql`
    create temp table jb_timed on commit drop as
    select j.*,
           case when j.state in ('hired', 'completed') then j.created_at
                  + (least(now(), j.created_at + interval '14 days') - j.created_at)
                  * (0.1 + (pg_temp.h(j.n, 9) % 80) / 100.0) end hired_at,
           case when j.state = 'cancelled' then j.created_at
                  + (least(now(), j.created_at + interval '30 days') - j.created_at)
                  * (0.1 + (pg_temp.h(j.n, 10) % 80) / 100.0) end cancelled_at
      from jb_states j`);
  await db.execute(sql`
    create temp table jb_done on commit drop as
    select j.*,
           case when j.state = 'completed'
                  then j.hired_at + (least(now(), j.hired_at + interval '20 days') - j.hired_at) * 0.5
                when j.state = 'hired' and pg_temp.h(j.n, 11) % 4 = 0
                  then greatest(j.hired_at + (now() - j.hired_at) / 2, now() - interval '5 days')
           end done_at
      from jb_timed j`);
  await db.execute(sql`
    create temp table jb_jobs on commit drop as
    select j.*,
           case when j.state = 'completed' then j.done_at
                  + (least(now(), j.done_at + interval '7 days') - j.done_at)
                  * (0.2 + (pg_temp.h(j.n, 12) % 80) / 100.0) end completed_at,
           j.created_at + ${int(JOB_EXPIRY_DAYS)} * interval '1 day' expires_at,
           case j.state when 'open' then now()
                        when 'cancelled' then j.cancelled_at
                        when 'expired' then j.created_at + ${int(JOB_EXPIRY_DAYS)} * interval '1 day'
                        else j.hired_at end end_at
      from jb_done j`);
  await db.execute(sql`analyze jb_jobs`);
}

/**
 * jb_invites: each job's invitations (1 to 5; 3 at most in its first 3 days): the first to the
 * service it was planned with, the others to services of its sub category and city, one per
 * provider. Times lie between the posting and the job's end (hire, cancel, expiry, or now).
 */
async function planInvites(db: Db): Promise<number> {
  await db.execute(sql`
    create temp table jb_invite_pairs on commit drop as
    select distinct on (x.job_id, x.provider_id) x.*
      from (
        select j.id job_id, j.n, j.state job_state, j.created_at job_created_at, j.end_at,
               j.service_id = s.id first, k, s.id service_id, s.provider_id,
               pg_temp.h(j.n::bigint * 8 + k, 13) % 100 r, pg_temp.h(j.n::bigint * 8 + k, 14) f
          from jb_jobs j
          cross join lateral generate_series(1,
            case when j.created_at > now() - interval '3 days'
                 then 1 + pg_temp.h(j.n, 15) % ${int(INVITES_AT_ONCE_MAX)}
                 else 1 + pg_temp.h(j.n, 15) % ${int(INVITES_TOTAL_MAX)} end) k
          join jb_services s on s.sub_category_id = j.sub_category_id and s.city = j.city
               and s.gn = case when k = 1 then j.gn
                               else (j.gn + pg_temp.h(j.n::bigint * 8 + k, 16) % j.gs) % j.gs end
      ) x
     order by x.job_id, x.provider_id, x.k`);
  await db.execute(sql`
    create temp table jb_invites on commit drop as
    select p.*, t.state,
           p.job_created_at + (p.end_at - p.job_created_at) * (p.k - 1) / 12.0 created_at
      from jb_invite_pairs p
      cross join lateral (
        select case when p.k = 1 and p.job_state in ('hired', 'completed') then 'quoted'
                    when p.r < 15 then 'invited'
                    when p.r < 35 then 'viewed'
                    when p.r < 75 then 'quoted'
                    else 'declined' end state) t`);
  await db.execute(sql`analyze jb_invites`);
  const [planned] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from jb_invites`);
  return planned?.n ?? 0;
}

async function insertJobs(db: Db): Promise<void> {
  await db.execute(sql`
    insert into jobs (id, member_id, sub_category_id, city, suburb, title, description, timing,
                      start_date, budget, state, created_at, expires_at, hired_at,
                      hired_service_id, hired_provider_id, done_at, completed_at, cancelled_at,
                      cancel_reason, member_seen_at)
    overriding system value
    select j.id, j.member_id, j.sub_category_id, j.city, j.suburb,
           left(sc.name || ': ' || (${json(JOB_TITLES)} ->> (pg_temp.h(j.n, 20) % ${int(JOB_TITLES.length)})::int), 100),
           ${json(JOB_DESCRIPTIONS)} ->> (pg_temp.h(j.n, 21) % ${int(JOB_DESCRIPTIONS.length)})::int,
           t.timing,
           case when t.timing = 'date'
                then (j.created_at + (7 + pg_temp.h(j.n, 22) % 30) * interval '1 day')::date end,
           case when pg_temp.h(j.n, 23) % 7 < 6
                then ${json(BUDGET_BANDS)} ->> (pg_temp.h(j.n, 24) % ${int(BUDGET_BANDS.length)})::int end,
           j.state, j.created_at, j.expires_at, j.hired_at,
           case when j.hired_at is not null then j.service_id end,
           case when j.hired_at is not null then j.provider_id end,
           j.done_at, j.completed_at, j.cancelled_at,
           case when j.state = 'cancelled'
                then ${json(CANCEL_REASONS)} ->> (pg_temp.h(j.n, 25) % ${int(CANCEL_REASONS.length)})::int end,
           case when pg_temp.h(j.n, 26) % 3 > 0
                then j.created_at + (j.end_at - j.created_at) * 0.9 end
      from jb_jobs j
      join sub_categories sc on sc.id = j.sub_category_id
      cross join lateral (select ${json(JOB_TIMINGS)}
                                   ->> (pg_temp.h(j.n, 27) % ${int(JOB_TIMINGS.length)})::int timing) t
     order by j.id`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('jobs', 'id'), (select max(id) from jobs))`,
  );
}

/** Viewed a fifth of the way to the job's end at most; answered after that (ids follow times). */
async function insertInvites(db: Db): Promise<void> {
  await db.execute(sql`
    insert into job_invites (job_id, service_id, provider_id, state, created_at, viewed_at,
                             answered_at, decline_reason)
    select i.job_id, i.service_id, i.provider_id, i.state, i.created_at,
           case when i.state <> 'invited'
                then i.created_at + (i.end_at - i.created_at) * 0.2 * (i.f % 100) / 100.0 end,
           case when i.state in ('quoted', 'declined')
                then i.created_at + (i.end_at - i.created_at) * (0.3 + 0.6 * (i.f / 100 % 100) / 100.0) end,
           case when i.state = 'declined'
                then ${json(DECLINE_REASONS)} ->> (i.f % ${int(DECLINE_REASONS.length)})::int end
      from jb_invites i
     order by i.created_at, i.job_id, i.k`);
}

/**
 * A quote for each quoted invitation, sent when it was answered: submitted while the job is
 * open; the first one of a hired job accepted (valid 30 days, longer than any wait for a hire),
 * the others lost; an ended job's lost. Answers the count.
 */
async function insertQuotes(db: Db): Promise<number> {
  const [inserted] = await queryRows<{ n: number }>(
    db,
    sql`with q as (
      insert into job_quotes (job_id, invite_id, service_id, provider_id, kind, amount_cents,
                              amount_max_cents, includes, earliest_start, valid_days,
                              valid_until, message, state, created_at, updated_at)
      select i.job_id, i.id, i.service_id, i.provider_id, x.kind, x.amount,
             case when x.kind = 'range' then x.amount + (1 + p.f % 20) * 5000 end,
             ${json(QUOTE_INCLUDES)} ->> (p.f % ${int(QUOTE_INCLUDES.length)})::int,
             (i.answered_at + (1 + p.f % 14) * interval '1 day')::date,
             x.valid_days, i.answered_at + x.valid_days * interval '1 day',
             ${json(QUOTE_MESSAGES)} ->> (p.f / 7 % ${int(QUOTE_MESSAGES.length)})::int,
             x.state, i.answered_at, i.answered_at
        from jb_invites p
        join job_invites i on i.job_id = p.job_id and i.provider_id = p.provider_id
        cross join lateral (
          select case when p.f % 3 = 0 then 'range' else 'fixed' end kind,
                 (4 + p.f / 3 % 400) * 2500 amount,
                 case when p.first and p.job_state in ('hired', 'completed') then 30
                      else (array[7, 14, 30])[(1 + p.f / 11 % 3)::int] end valid_days,
                 case when p.job_state = 'open' then 'submitted'
                      when p.first and p.job_state in ('hired', 'completed') then 'accepted'
                      else 'lost' end state) x
       where p.state = 'quoted'
       order by i.answered_at, i.id
      returning 1)
    select count(*)::int n from q`,
  );
  return inserted?.n ?? 0;
}
