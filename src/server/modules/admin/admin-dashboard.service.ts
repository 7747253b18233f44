import { sql } from 'drizzle-orm';

import { ROLE } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

type Counts = {
  services_pending: number;
  services_changed: number;
  services_approved: number;
  services_rejected: number;
  providers: number;
  active_subscriptions: number;
  members: number;
  enquiries_30_days: number;
  reviews_30_days: number;
  revenue_30_days_cents: number;
};

/**
 * GET /api/admin/dashboard: counts (services by status, providers, active subscriptions, members,
 * enquiries and reviews of the last 30 days, revenue of the last 30 days) and, per NZ day of the
 * last 30, the new services and enquiries.
 */
export async function getDashboard(db: Db, now = new Date()) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  // The daily series starts at midnight of the first NZ day: a little earlier than `since`.
  const seriesFrom = new Date(since.getTime() - 86_400_000);
  const [counts] = await queryRows<Counts>(
    db,
    sql`
      select
        (select count(*)::int from services where status = 'pending') as services_pending,
        (select count(*)::int from services where changed_at is not null) as services_changed,
        (select count(*)::int from services where status = 'approved') as services_approved,
        (select count(*)::int from services where status = 'rejected') as services_rejected,
        (select count(*)::int from users where role_id = ${ROLE.provider}) as providers,
        (select count(*)::int from subscriptions where status = 'active') as active_subscriptions,
        (select count(*)::int from users where role_id = ${ROLE.customer}) as members,
        (select count(*)::int from enquiries where created_at >= ${since}) as enquiries_30_days,
        (select count(*)::int from reviews where created_at >= ${since}) as reviews_30_days,
        (select coalesce(sum(amount_cents), 0)::int from payments
          where status = 'succeeded' and created_at >= ${since}) as revenue_30_days_cents`,
  );
  const daily = await queryRows<{ day: string; services: number; enquiries: number }>(
    db,
    sql`
      with days as (
        select generate_series(
          (${now}::timestamptz at time zone 'Pacific/Auckland')::date - 29,
          (${now}::timestamptz at time zone 'Pacific/Auckland')::date, interval '1 day')::date as day
      ), s as (
        select (created_at at time zone 'Pacific/Auckland')::date as day, count(*)::int as n
        from services where created_at >= ${seriesFrom} group by 1
      ), e as (
        select (created_at at time zone 'Pacific/Auckland')::date as day, count(*)::int as n
        from enquiries where created_at >= ${seriesFrom} group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.n, 0) as services,
             coalesce(e.n, 0) as enquiries
      from days d left join s on s.day = d.day left join e on e.day = d.day
      order by d.day`,
  );
  const { revenue_30_days_cents: cents, ...rest } = counts!;
  return { counts: { ...rest, revenue_30_days_nzd: cents / 100 }, daily };
}
