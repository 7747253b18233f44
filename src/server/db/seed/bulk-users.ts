import { sql } from 'drizzle-orm';

import { CITIES } from '#shared/locations.ts';
import type { Db } from '../client.ts';
import { int } from './bulk-sql.ts';
import { CATALOGUE } from './catalogue-data.ts';

/**
 * The bulk seed's users: providers (`bulk.provider<k>`, a business in a trade and a city) and
 * customers (`bulk.customer<k>`), with example.com emails and no password, where k continues
 * from the largest user id. Each leaves a temporary table numbering its rows from 0
 * (bulk_providers, bulk_customers) for the later inserts to pick from.
 */

/** Inserts `count` providers after user id `ub`; fills bulk_providers (n, id, trade, city…). */
export async function insertBulkProviders(db: Db, ub: number, count: number): Promise<void> {
  await db.execute(sql`
      create temp table bulk_providers on commit drop as
      select g - 1 as n, ${int(ub)} + g as k,
             c.n as cat_n, c.size as cat_size, ci.n as city_n, ci.name as city,
             fn, ln, bn, phone, c.trade
        from generate_series(1, ${int(count)}) g
        cross join seed_lists l
        join seed_cats c on c.n = pg_temp.h(g, 1) % ${int(CATALOGUE.length)}
        join seed_cities ci on ci.n = pg_temp.h(g, 2) % ${int(CITIES.length)}
        cross join lateral (select
          l.first_names[1 + pg_temp.h(g, 3) % cardinality(l.first_names)] fn,
          l.last_names[1 + pg_temp.h(g, 4) % cardinality(l.last_names)] ln,
          case when pg_temp.h(g, 5) % 2 = 0
               then l.prefixes[1 + pg_temp.h(g, 6) % cardinality(l.prefixes)]
               else l.last_names[1 + pg_temp.h(g, 4) % cardinality(l.last_names)]
          end || ' ' || c.words[1 + pg_temp.h(g, 8) % cardinality(c.words)]
              || l.suffixes[1 + pg_temp.h(g, 9) % cardinality(l.suffixes)] bn,
          case when pg_temp.h(g, 10) % 10 < 6
               then l.mobiles[1 + pg_temp.h(g, 11) % cardinality(l.mobiles)]
               else ci.area_code
          end || ' ' || (200 + pg_temp.h(g, 12) % 800) || ' '
              || lpad((pg_temp.h(g, 13) % 10000)::text, 4, '0') phone) x`);
  await db.execute(sql`
      insert into users (role_id, username, slug, email, first_name, last_name, business_name,
                         contact_person, phone_number, about_message, is_verified, created_at,
                         updated_at)
      select 2, 'bulk.provider' || p.k, pg_temp.slug(p.bn) || '-' || p.k,
             'bulk.provider' || p.k || '@example.com', p.fn, p.ln, p.bn, p.fn || ' ' || p.ln,
             p.phone,
             replace(replace(replace(replace(
               l.abouts[1 + pg_temp.h(p.k, 14) % cardinality(l.abouts)],
               '{business}', p.bn), '{city}', p.city), '{trade}', p.trade),
               '{years}', (3 + pg_temp.h(p.k, 15) % 30)::text),
             true, t.ts, t.ts
        from bulk_providers p
        cross join seed_lists l
        cross join lateral (select now() - (30 + pg_temp.h(p.k, 16) % 900) * interval '1 day' ts) t
       order by p.n`);
  await db.execute(sql`alter table bulk_providers add column id int, add column about text`);
  await db.execute(sql`
      update bulk_providers p set id = u.id, about = u.about_message
        from users u where lower(u.email) = 'bulk.provider' || p.k || '@example.com'`);
  await db.execute(sql`create index on bulk_providers (n)`);
  await db.execute(sql`analyze bulk_providers`);
}

/**
 * Inserts `count` customers after the providers (user ids from `first`); fills bulk_customers
 * (n, id) with every customer added after user id `ub`.
 */
export async function insertBulkCustomers(
  db: Db,
  ub: number,
  first: number,
  count: number,
): Promise<void> {
  if (count > 0) {
    await db.execute(sql`
        insert into users (role_id, username, slug, email, first_name, last_name, phone_number,
                           is_verified, created_at, updated_at)
        select 3, 'bulk.customer' || k, 'bulk-customer-' || k, 'bulk.customer' || k || '@example.com',
               l.first_names[1 + pg_temp.h(k, 20) % cardinality(l.first_names)],
               l.last_names[1 + pg_temp.h(k, 21) % cardinality(l.last_names)],
               l.mobiles[1 + pg_temp.h(k, 22) % cardinality(l.mobiles)] || ' '
                 || (200 + pg_temp.h(k, 23) % 800) || ' '
                 || lpad((pg_temp.h(k, 24) % 10000)::text, 4, '0'),
               true, t.ts, t.ts
          from generate_series(${int(first)}, ${int(first + count - 1)}) k
          cross join seed_lists l
          cross join lateral (select now() - (400 + pg_temp.h(k, 25) % 500) * interval '1 day' ts) t
         order by k`);
  }
  await db.execute(sql`
      create temp table bulk_customers on commit drop as
      select (row_number() over (order by id) - 1)::int n, id
        from users where id > ${int(ub)} and role_id = 3`);
  await db.execute(sql`create index on bulk_customers (n)`);
  await db.execute(sql`analyze bulk_customers`);
}
