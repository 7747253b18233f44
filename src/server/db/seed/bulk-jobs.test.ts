import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countRows as count, openBulkSeedDb } from '#tests/helpers/bulk-seed-db.ts';
import type { Db, DbHandle } from '../client.ts';
import { queryRows } from '../query.ts';
import { seedBulkJobs } from './bulk-jobs.ts';

/** Rows breaking one of the app's rules for jobs, invites and quotes (none when consistent). */
const BROKEN_RULES: Record<string, string> = {
  'more than 5 open jobs for a member': `select member_id from jobs where state = 'open'
    group by member_id having count(*) > 5`,
  'a job with no invitation, or more than 5': `select j.id from jobs j
    left join job_invites i on i.job_id = j.id group by j.id
    having count(i.id) not between 1 and 5`,
  'more than 3 invitations of a job posted in the last 3 days': `select j.id from jobs j
    join job_invites i on i.job_id = j.id where j.created_at > now() - interval '3 days'
    group by j.id having count(*) > 3`,
  'two invitations of a job to one provider': `select 1 from job_invites
    group by job_id, provider_id having count(*) > 1`,
  'an invitation to a service of another sub category, or not of its provider': `select 1
    from job_invites i join jobs j on j.id = i.job_id join services s on s.id = i.service_id
    where s.sub_category_id <> j.sub_category_id or s.added_by_id <> i.provider_id`,
  'times out of order': `select 1 from jobs j where not (
      j.created_at <= now() and j.expires_at = j.created_at + interval '30 days'
      and (j.hired_at is null or j.hired_at between j.created_at and now())
      and (j.done_at is null or j.done_at between j.hired_at and now())
      and (j.completed_at is null or j.completed_at between j.done_at and j.done_at + interval '7 days')
      and (j.cancelled_at is null or j.cancelled_at between j.created_at and now()))`,
  'state without its times': `select 1 from jobs j where not case j.state
      when 'open' then j.hired_at is null and j.cancelled_at is null and j.expires_at > now()
      when 'hired' then j.hired_at is not null and j.completed_at is null
        and j.hired_service_id is not null and j.hired_provider_id is not null
      when 'completed' then j.done_at is not null and j.completed_at is not null
        and j.hired_service_id is not null
      when 'cancelled' then j.cancelled_at is not null and j.cancel_reason is not null
      when 'expired' then j.expires_at <= now() and j.hired_at is null end`,
  'invitation answered out of order': `select 1 from job_invites i join jobs j on j.id = i.job_id
    where i.created_at < j.created_at or i.viewed_at < i.created_at or i.answered_at < i.viewed_at
       or i.answered_at > now() or (i.state = 'invited') <> (i.viewed_at is null)
       or (i.state in ('quoted', 'declined')) <> (i.answered_at is not null)
       or (i.state = 'declined') <> (i.decline_reason is not null)`,
  'a quoted invitation without its quote, or a quote without one': `select 1 from job_invites i
    full join job_quotes q on q.invite_id = i.id
    where (i.state = 'quoted') <> (q.id is not null)
       or q.job_id <> i.job_id or q.provider_id <> i.provider_id or q.service_id <> i.service_id`,
  "a quote's state not its job's": `select 1 from job_quotes q join jobs j on j.id = q.job_id
    where q.state <> case when j.state = 'open' then 'submitted'
                          when j.state in ('hired', 'completed')
                               and q.service_id = j.hired_service_id then 'accepted'
                          else 'lost' end
       or (q.state = 'accepted' and q.valid_until <= j.hired_at)
       or q.valid_until <> q.updated_at + q.valid_days * interval '1 day'`,
  // What settleDueJobs (job-lifecycle.ts) would change at the first read.
  'a job due to expire or to be confirmed': `select 1 from jobs
    where (state = 'open' and expires_at <= now())
       or (state = 'hired' and done_at <= now() - interval '7 days')`,
  'a hire without its accepted quote': `select 1 from jobs j where j.hired_at is not null
    and (select count(*) from job_quotes q where q.job_id = j.id and q.state = 'accepted'
            and q.provider_id = j.hired_provider_id) <> 1`,
};

async function brokenRules(db: Db): Promise<string[]> {
  const broken: string[] = [];
  for (const [rule, text] of Object.entries(BROKEN_RULES)) {
    if ((await count(db, text)) > 0) broken.push(rule);
  }
  return broken;
}

/** Issue 26 §7: the bench's bulk jobs keep the app's rules for jobs (decision 131). */
describe('bulk jobs (PGlite)', () => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await openBulkSeedDb();
    db = handle.db;
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('adds the jobs asked for, with invitations and quotes that keep the rules', async () => {
    const counts = await seedBulkJobs(db, { jobs: 600 });
    expect(counts.jobs).toBe(600);
    expect(await count(db, 'select 1 from jobs')).toBe(600);
    expect(await count(db, 'select 1 from job_invites')).toBe(counts.invites);
    expect(await count(db, 'select 1 from job_quotes')).toBe(counts.quotes);
    expect(counts.invites).toBeGreaterThan(600);
    expect(counts.quotes).toBeGreaterThan(0);
    expect(await brokenRules(db)).toEqual([]);
    // Every state is there; a few members have many jobs, a few providers many invitations.
    const states = await queryRows<{ state: string }>(
      db,
      sql`select distinct state from jobs order by 1`,
    );
    expect(states.map((s) => s.state)).toEqual([
      'cancelled',
      'completed',
      'expired',
      'hired',
      'open',
    ]);
    const [most] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int n from jobs group by member_id order by 1 desc limit 1`,
    );
    expect(most!.n).toBeGreaterThanOrEqual(12);
    expect(
      await count(db, `select 1 from job_invites where state in ('invited', 'viewed', 'declined')`),
    ).toBeGreaterThan(0);
  }, 120_000);

  it('adds more on top, and the app inserts after them', async () => {
    const more = await seedBulkJobs(db, { jobs: 100 });
    expect(more.jobs).toBe(100);
    expect(await count(db, 'select 1 from jobs')).toBe(700);
    expect(await brokenRules(db)).toEqual([]);
    // The sequence is past the reserved ids.
    const [member] = await queryRows<{ id: number; sub: number }>(
      db,
      sql`select (select id from users where role_id = 3 order by id limit 1) id,
                 (select id from sub_categories order by id limit 1) sub`,
    );
    await db.execute(
      sql`insert into jobs (member_id, sub_category_id, city, suburb, title, description, timing,
                            state, expires_at)
          values (${member!.id}, ${member!.sub}, 'Auckland', 'Ponsonby', 'A job', 'A description',
                  'flexible', 'cancelled', now() + interval '30 days')`,
    );
    expect(await count(db, 'select 1 from jobs')).toBe(701);
  }, 120_000);
});
