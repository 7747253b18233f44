import { sql } from 'drizzle-orm';

import { CITIES } from '#shared/locations.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import { int } from './bulk-sql.ts';

/**
 * The bulk seed's services: ~96 % approved (3 % pending, 1 % rejected), mostly in their
 * provider's trade and city, suburbs always of the service's city, main images pointing at the
 * demo image pool (no service_images rows). They are planned first (svc_plan, and svc_approved
 * numbering the approved ones from 0) so that, once the reviews are planned too, each service is
 * inserted with its final rating aggregate (no update of every row afterwards).
 */

/** Plans `count` services (slugs continue from service id `sb`); returns how many are approved. */
export async function planBulkServices(
  db: Db,
  sb: number,
  count: number,
  providers: number,
): Promise<number> {
  await db.execute(sql`
      create temp table svc_plan on commit drop as
      select g, pg_temp.slug(x.title) || '-b' || (${int(sb)} + g) slug, x.title,
             replace(replace(replace(s.descriptions[1 + pg_temp.h(g, 30) % cardinality(s.descriptions)],
               '{suburb}', pl.suburb), '{city}', ci.name), '{business}', p.bn) description,
             s.main_image, s.category_id, s.id sub_category_id,
             coalesce(nullif(x.types, '{}'), array[s.types[1]]) service_types,
             s.credentials[1 + pg_temp.h(g, 31) % cardinality(s.credentials)] about_service,
             replace(l.lines[1 + pg_temp.h(g, 32) % cardinality(l.lines)], '{city}', ci.name) about_service1,
             case when pg_temp.h(g, 33) % 4 = 0 then null
                  else replace(l.lines[1 + pg_temp.h(g, 34) % cardinality(l.lines)], '{city}', ci.name)
             end about_service2,
             p.bn business_name, ci.name city, pl.suburb,
             case when cardinality(ci.postal_codes) = 0 then null
                  else ci.postal_codes[1 + pg_temp.h(g, 35) % cardinality(ci.postal_codes)]
             end postal_code,
             p.about, p.fn || ' ' || p.ln contact_name, p.phone phone_number, p.id added_by_id,
             x.status,
             case when x.status = 'rejected'
                  then l.rejections[1 + pg_temp.h(g, 36) % cardinality(l.rejections)]
             end rejection_reason,
             case when x.status <> 'pending' then x.ts + interval '5 hours' end moderated_at,
             x.ts created_at,
             -- Areas (decision 116): 70 % their whole city, 20 % two suburbs of it, 10 % two
             -- whole cities. Prices: a quarter none, some on quote. 5 % of providers not taking
             -- new work.
             case when pg_temp.h(g, 49) % 100 < 70 then array[ci.name]
                  when pg_temp.h(g, 49) % 100 < 90 then array(
                    select ci.name || '/' || p2.suburb from seed_places p2
                     where p2.city_n = ci.n
                       and p2.idx in (pg_temp.h(g, 50) % ci.size, pg_temp.h(g, 51) % ci.size)
                     order by 1)
                  else array(select c2.name from seed_cities c2
                              where c2.n in (ci.n, (ci.n + 1 + pg_temp.h(g, 52) % 3) % ${int(CITIES.length)})
                              order by 1)
             end service_areas,
             x.price_type,
             case when x.price_type in ('from', 'hourly', 'fixed')
                  then 2000 + pg_temp.h(g, 54) % 200000 end price_cents,
             pg_temp.h(p.n, 55) % 100 >= 5 taking_new_work
        from generate_series(1, ${int(count)}) g
        join bulk_providers p on p.n = pg_temp.h(g, 37) % ${int(providers)}
        join seed_subs s on s.cat_n = p.cat_n and s.idx = pg_temp.h(g, 38) % p.cat_size
        join seed_cities ci
          on ci.n = case when pg_temp.h(g, 39) % 100 < 85 then p.city_n
                         else pg_temp.h(g, 40) % ${int(CITIES.length)} end
        join seed_places pl on pl.city_n = ci.n and pl.idx = pg_temp.h(g, 41) % ci.size
        cross join seed_lists l
        cross join lateral (select
          replace(replace(s.titles[1 + pg_temp.h(g, 42) % cardinality(s.titles)],
            '{suburb}', pl.suburb), '{city}', ci.name) title,
          array(select t from unnest(s.types) with ordinality o(t, i)
                 where pg_temp.h(g, 43 + i::int) % 100 < case when i = 1 then 85 else 45 end) types,
          case when pg_temp.h(g, 47) % 100 < 3 then 'pending'
               when pg_temp.h(g, 47) % 100 < 4 then 'rejected'
               else 'approved' end status,
          now() - (48 + pg_temp.h(g, 48) % (720 * 24)) * interval '1 hour' ts,
          case when pg_temp.h(g, 53) % 100 < 25 then null
               when pg_temp.h(g, 53) % 100 < 40 then 'quote'
               when pg_temp.h(g, 53) % 100 < 65 then 'from'
               when pg_temp.h(g, 53) % 100 < 85 then 'hourly'
               else 'fixed' end price_type) x`);
  await db.execute(sql`
      create temp table svc_approved on commit drop as
      select (row_number() over (order by g) - 1)::int n, g, created_at
        from svc_plan where status = 'approved'`);
  await db.execute(sql`analyze svc_plan, svc_approved`);
  const [approvedRow] = await queryRows<{ c: number }>(
    db,
    sql`select count(*)::int c from svc_approved`,
  );
  return approvedRow!.c;
}

/**
 * Inserts the planned services with the rating aggregates of the planned reviews (rv_plan);
 * fills bulk_services (n, id, added_by_id) numbering the approved ones as svc_approved does.
 */
export async function insertBulkServices(db: Db): Promise<void> {
  await db.execute(sql`
      create temp table svc_map (id int, slug text) on commit drop`);
  await db.execute(sql`
      with ins as (
        insert into services (slug, title, description, main_image, category_id, sub_category_id,
                              service_types, about_service, about_service1, about_service2,
                              business_name, city, suburb, postal_code, about, contact_name,
                              phone_number, added_by_id, status, rejection_reason, moderated_at,
                              rating_count, rating_sum, created_at, updated_at,
                              service_areas, price_type, price_cents, taking_new_work, back_on)
        select p.slug, p.title, p.description, p.main_image, p.category_id, p.sub_category_id,
               p.service_types, p.about_service, p.about_service1, p.about_service2,
               p.business_name, p.city, p.suburb, p.postal_code, p.about, p.contact_name,
               p.phone_number, p.added_by_id, p.status, p.rejection_reason, p.moderated_at,
               coalesce(agg.c, 0), coalesce(agg.s, 0), p.created_at, p.created_at,
               p.service_areas, p.price_type, p.price_cents, p.taking_new_work,
               case when not p.taking_new_work then current_date + 30 end
          from svc_plan p
          left join svc_approved a on a.g = p.g
          left join (select sn, count(*)::int c, sum(rating)::int s from rv_plan group by sn) agg
            on agg.sn = a.n
         order by p.g
        returning id, slug)
      insert into svc_map select id, slug from ins`);
  await db.execute(sql`analyze svc_map`);
  // The providers' availability, of which their services hold a copy.
  await db.execute(sql`
      update users u set taking_new_work = false, back_on = current_date + 30
        from (select distinct added_by_id from svc_plan where not taking_new_work) n
       where u.id = n.added_by_id`);
  // Checked badges (issue 27 §3): one provider in 10 holds a checked LBP, copied onto their
  // services as the credentials module does, so that the verified_only lists have rows.
  await db.execute(sql`
      update users u
         set badges = jsonb_build_array(jsonb_build_object(
               'kind', 'lbp', 'label', 'LBP: Carpentry', 'checked_at', (current_date - 30)::text,
               'expires_on', null))
        from (select distinct added_by_id from svc_plan where added_by_id % 10 = 0) l
       where u.id = l.added_by_id`);
  await db.execute(sql`
      update services set provider_licensed = true
       where added_by_id % 10 = 0 and id in (select id from svc_map)`);
  await db.execute(sql`
      create temp table bulk_services on commit drop as
      select a.n, m.id, p.added_by_id
        from svc_approved a join svc_plan p on p.g = a.g join svc_map m on m.slug = p.slug`);
  await db.execute(sql`analyze bulk_services`);
}
