/**
 * The jobs cases of `npm run bench` (issue 26 §7, decision 131), on the bench database's bulk
 * jobs (`npm run db:seed -- --jobs 100000`): the member's jobs list ("my jobs"), the provider's
 * invitations ("job requests"), each at page 1, deep pages and by state, and the job page as its
 * member and as an invited provider. Each request carries the session of the user it reads as,
 * made through the app's own session code (as bench/conversations.ts does). Select them with
 * `npm run bench -- --only job`.
 *
 * The job page writes as it reads, as it does in use: the member opening it sets the job's
 * `member_seen_at`; an invited provider opening it first marks the invitation viewed.
 */
import { sql } from 'drizzle-orm';

import type { DbHandle } from '../src/server/db/client.ts';
import { queryRows } from '../src/server/db/query.ts';
import { cookiesOf } from './conversations.ts';
import type { LoadRequest } from './load.ts';

export type JobCase = {
  name: string;
  kind: 'jobs';
  requests: LoadRequest[];
};

/** The cases' names without their counts (what `--only` can match before they are built). */
export const JOB_CASES = [
  'my jobs: list',
  'job requests: list',
  'job page: member and invited provider',
];

/** The lists' default page size (GET /api/jobs, GET /api/job-requests). */
const PER_PAGE = 24;

export async function jobCases(handle: DbHandle): Promise<JobCase[]> {
  const db = handle.db;
  const [have] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from jobs`);
  if (!have || have.n < 1000) return [];
  // The members with the most jobs (the bulk seed's 5 heavy members) and everyday members.
  const heavyMembers = await queryRows<{ id: number; jobs: number }>(
    db,
    sql`select member_id as id, count(*)::int as jobs from jobs
        group by member_id order by count(*) desc, member_id limit 5`,
  );
  const everydayMembers = await queryRows<{ id: number }>(
    db,
    sql`select distinct member_id as id from jobs where id % 997 = 0 order by 1 limit 40`,
  );
  // The providers with the most invitations (the seed's 3 hot providers) and everyday ones.
  const hotProviders = await queryRows<{ id: number; invites: number }>(
    db,
    sql`select provider_id as id, count(*)::int as invites from job_invites
        group by provider_id order by count(*) desc, provider_id limit 3`,
  );
  const everydayProviders = await queryRows<{ id: number }>(
    db,
    sql`select distinct provider_id as id from job_invites where id % 499 = 0 order by 1 limit 40`,
  );
  // Job pages: every state, half read by their member, half by one of the invited providers.
  const pages = await queryRows<{ id: number; reader: number }>(
    db,
    sql`select j.id,
               case when j.id % 2 = 0 then j.member_id
                    else (select min(i.provider_id) from job_invites i where i.job_id = j.id)
               end as reader
          from jobs j
         where j.id % 241 = 0
         order by j.id`,
  );
  const cookies = await cookiesOf(handle, [
    ...heavyMembers.map((m) => m.id),
    ...everydayMembers.map((m) => m.id),
    ...hotProviders.map((p) => p.id),
    ...everydayProviders.map((p) => p.id),
    ...pages.map((p) => p.reader),
  ]);
  const as = (userId: number, path: string): LoadRequest => ({
    method: 'GET',
    path,
    headers: { cookie: cookies.get(userId)! },
  });
  /** Page 1, the middle and last pages, and filtered lists of a user with `total` rows. */
  const deep = (userId: number, route: string, total: number, states: string[]) => {
    const last = Math.max(1, Math.ceil(total / PER_PAGE));
    return [
      as(userId, `${route}?page=1`),
      as(userId, `${route}?page=${Math.ceil(last / 2)}`),
      as(userId, `${route}?page=${last}`),
      ...states.map((state) => as(userId, `${route}?state=${state}`)),
      as(userId, `${route}?state=${states[0]}&page=3`),
    ];
  };
  const myJobs = [
    ...heavyMembers.flatMap((m) => deep(m.id, '/api/jobs', m.jobs, ['completed', 'open'])),
    ...everydayMembers.map((m) => as(m.id, '/api/jobs?page=1')),
  ];
  const requests = [
    ...hotProviders.flatMap((p) =>
      deep(p.id, '/api/job-requests', p.invites, ['quoted', 'invited', 'no_answer']),
    ),
    ...everydayProviders.map((p) => as(p.id, '/api/job-requests?page=1')),
  ];
  const heavyJobs = heavyMembers[0]?.jobs ?? 0;
  const hotInvites = hotProviders[0]?.invites ?? 0;
  return [
    {
      name: `my jobs: list (page 1, deep pages, by state; 5 members with up to ${heavyJobs} jobs, ${everydayMembers.length} everyday members)`,
      kind: 'jobs',
      requests: myJobs,
    },
    {
      name: `job requests: list (page 1, deep pages, by state; 3 providers with up to ${hotInvites} invitations, ${everydayProviders.length} everyday providers)`,
      kind: 'jobs',
      requests,
    },
    {
      name: `job page: member and invited provider (${pages.length} jobs, invites and quotes)`,
      kind: 'jobs',
      requests: pages.map((p) => as(p.reader, `/api/jobs/${p.id}`)),
    },
  ];
}
