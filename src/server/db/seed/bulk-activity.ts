import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';
import { int, json } from './bulk-sql.ts';

/**
 * The bulk seed's customer activity: reviews, each following an enquiry by the same customer
 * for that service (as the API requires), and watchlists. (service, customer) pairs are unique:
 * customer c reviews up to REVIEWS_PER_CUSTOMER distinct approved services, spaced evenly.
 */

/** How many services one customer reviews at most (pairs stay unique). */
export const REVIEWS_PER_CUSTOMER = 20;

/** Generic enquiry texts (bulk rows do not know the task or suburb). */
const BULK_ENQUIRY_MESSAGES = [
  'Hi, could you give me a quote? I am home most afternoons.',
  'Kia ora, are you available next week? Happy to send photos.',
  'Hello, what does your availability look like this month?',
  'Hi there, a neighbour recommended you. Could you call me back?',
  'Morning! Could you fit us in before Christmas?',
];

/**
 * Plans the reviews into rv_plan (customer number, approved service number, rating, dates);
 * returns how many: `wanted`, or fewer when the customers cannot give that many distinct pairs.
 */
export async function planBulkReviews(
  db: Db,
  approved: number,
  customers: number,
  wanted: number,
): Promise<number> {
  // Customer c reviews `per` distinct services, spaced `stride` apart.
  const per = Math.min(REVIEWS_PER_CUSTOMER, approved);
  const reviews = per > 0 ? Math.min(wanted, customers * per) : 0;
  const stride = Math.max(1, Math.floor(approved / Math.max(1, per)));
  await db.execute(sql`
      create temp table rv_plan on commit drop as
      select r, r / ${int(Math.max(1, per))} cn, a.n sn, t.rating, t.reviewed_at,
             greatest(a.created_at + interval '1 hour',
                      t.reviewed_at - (1 + pg_temp.h(r, 53) % 14) * interval '1 day') enquired_at
        from generate_series(0, ${int(reviews - 1)}) r
        join svc_approved a
          on a.n = (pg_temp.h(r / ${int(Math.max(1, per))}, 50)
                    + (r % ${int(Math.max(1, per))}) * ${int(stride)}) % ${int(Math.max(1, approved))}
        cross join lateral (select
          case when pg_temp.h(r, 56) % 100 < 50 then 5 when pg_temp.h(r, 56) % 100 < 80 then 4
               when pg_temp.h(r, 56) % 100 < 90 then 3 when pg_temp.h(r, 56) % 100 < 95 then 2
               else 1 end rating,
          greatest(a.created_at + interval '1 day',
                   now() - (1 + pg_temp.h(r, 51) % (700 * 24)) * interval '1 hour') reviewed_at) t`);
  await db.execute(sql`analyze rv_plan`);
  return reviews;
}

/** Inserts the planned enquiries (read, 70 % messages) to the services' owners. */
export async function insertBulkEnquiries(db: Db): Promise<void> {
  await db.execute(sql`
        insert into enquiries (service_id, provider_id, user_id, type, message, is_read, created_at)
        select sv.id, sv.added_by_id, cu.id, e.type,
               case when e.type = 'message'
                    then ${json(BULK_ENQUIRY_MESSAGES)} ->> (pg_temp.h(r, 52) % ${int(BULK_ENQUIRY_MESSAGES.length)})::int
               end,
               true, rv.enquired_at
          from rv_plan rv
          join bulk_customers cu on cu.n = rv.cn
          join bulk_services sv on sv.n = rv.sn
          cross join lateral (select case when pg_temp.h(r, 54) % 10 < 7 then 'message' else 'call' end type) e`);
}

/** Inserts the planned reviews, with a text of their rating. */
export async function insertBulkReviews(db: Db): Promise<void> {
  await db.execute(sql`
        insert into reviews (service_id, provider_id, user_id, rating, review, created_at, updated_at)
        select sv.id, sv.added_by_id, cu.id, rv.rating,
               t.texts[1 + pg_temp.h(r, 55) % cardinality(t.texts)],
               rv.reviewed_at, rv.reviewed_at
          from rv_plan rv
          join bulk_customers cu on cu.n = rv.cn
          join bulk_services sv on sv.n = rv.sn
          join seed_reviews t on t.rating = rv.rating`);
}

/** Two approved services on each customer's watchlist (fewer when fewer exist); returns how many rows. */
export async function insertBulkWatchlist(
  db: Db,
  approved: number,
  customers: number,
): Promise<number> {
  if (approved === 0 || customers === 0) return 0;
  const perCustomer = Math.min(2, approved);
  await db.execute(sql`
        insert into watchlist (user_id, service_id, created_at)
        select cu.id, sv.id, now() - (pg_temp.h(cu.n, 60) % 300) * interval '1 day'
          from bulk_customers cu
          cross join generate_series(0, ${int(perCustomer - 1)}) j
          join bulk_services sv
            on sv.n = (pg_temp.h(cu.n, 61) + j * ${int(Math.max(1, Math.floor(approved / perCustomer)))}) % ${int(approved)}`);
  return customers * perCustomer;
}
