import { sql } from 'drizzle-orm';

import { CITIES } from '#shared/locations.ts';
import type { Storage } from '../../lib/storage.ts';
import { slugify } from '../../lib/slug.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';
import { CATALOGUE } from './catalogue-data.ts';
import { fill, listSentence } from './plan-text.ts';
import { ensureCatalogue } from './seed-catalogue.ts';
import { recomputeRatings } from './ratings.ts';
import { createImagePool, hasImagePool, poolMainKey } from './seed-images.ts';
import { stepTimer } from './step-timer.ts';
import {
  ABOUT_SERVICE_LINES,
  AREA_CODES,
  BUSINESS_PREFIXES_ANYWHERE,
  BUSINESS_SUFFIXES,
  DESCRIPTION_CLOSINGS,
  DESCRIPTION_OPENINGS,
  MOBILE_PREFIXES,
  NZ_FIRST_NAMES,
  NZ_LAST_NAMES,
  PROVIDER_ABOUT_TEMPLATES,
  REJECTION_REASONS,
  REVIEW_TEXTS,
} from './text-data.ts';

/**
 * Large data sets for benchmarks, made with set-based SQL (`insert … select … from
 * generate_series`) rather than row-by-row inserts. Every "random" choice is a hash of the row
 * number, so the same flags give the same data. Works on PostgreSQL and PGlite.
 *
 * - Providers and customers get `bulk.provider<n>` / `bulk.customer<n>` usernames (example.com
 *   emails, no password), services are ~96 % approved (3 % pending, 1 % rejected), mostly in
 *   their provider's trade and city, suburbs always belong to the service's city, and main images
 *   point at the demo image pool (no service_images rows in bulk mode).
 * - Each review has an enquiry by the same customer for that service (as the API requires), and
 *   (service, customer) pairs are unique: each customer reviews up to 20 distinct services.
 * - Services and reviews are planned in temporary tables first, so services are inserted with
 *   their final rating aggregates (no 100k-row update afterwards).
 * - Everything runs in one transaction. The secondary indexes of services, enquiries, reviews
 *   and watchlist are dropped for the load and rebuilt at the end (much faster than updating
 *   them row by row), and a superuser skips the per-row foreign key checks. The tables are
 *   locked meanwhile: do not run it against a database a live server is using.
 */

export type BulkOptions = {
  services: number;
  providers: number;
  reviews: number;
  /** At least enough for the reviews (reviews / 20). */
  customers?: number;
  log?: (line: string) => void;
};

export type BulkCounts = Record<string, number>;

/** How many services one customer reviews at most (pairs stay unique). */
export const REVIEWS_PER_CUSTOMER = 20;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** A trusted whole number inlined into the SQL (parameters would need casts everywhere). */
const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return sql.raw(String(value));
};

/** Generic enquiry texts (bulk rows do not know the task or suburb). */
const BULK_ENQUIRY_MESSAGES = [
  'Hi, could you give me a quote? I am home most afternoons.',
  'Kia ora, are you available next week? Happy to send photos.',
  'Hello, what does your availability look like this month?',
  'Hi there, a neighbour recommended you. Could you call me back?',
  'Morning! Could you fit us in before Christmas?',
];

/** Tables whose secondary indexes are dropped during the load and rebuilt after it. */
const REINDEXED_TABLES = ['services', 'enquiries', 'reviews', 'watchlist'];

/** Adds bulk providers, customers, services, enquiries, reviews and watchlists. */
export async function seedBulk(
  db: Db,
  storage: Storage,
  options: BulkOptions,
): Promise<BulkCounts> {
  const step = stepTimer(options.log);
  const startedAt = performance.now();
  const providers = Math.max(1, options.providers);
  const servicesWanted = Math.max(0, options.services);
  const reviewsWanted = Math.max(0, options.reviews);
  const customers = Math.max(
    options.customers ?? 0,
    Math.ceil(reviewsWanted / REVIEWS_PER_CUSTOMER),
  );

  const catalogue = await ensureCatalogue(db);
  if (!hasImagePool(storage)) {
    await createImagePool(storage);
    step('bulk: rendered the image pool');
  }

  const counts = await db.transaction(async (tx) => {
    // The pool's 15 s statement timeout is for web requests, not for bulk inserts.
    await tx.execute(sql`set local statement_timeout = 0`);
    // Each statement runs once over many rows: JIT compiling costs seconds and saves nothing,
    // and sorts and hashes should stay in memory.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    await createHelpers(tx, catalogue);
    const [bases] = await queryRows<{ ub: number; sb: number }>(
      tx,
      sql`select (select coalesce(max(id), 0) from users)::int ub,
                 (select coalesce(max(id), 0) from services)::int sb`,
    );
    const { ub, sb } = bases!;
    step('bulk: prepared reference tables');

    // Providers.
    await tx.execute(sql`
      create temp table bulk_providers on commit drop as
      select g - 1 as n, ${int(ub)} + g as k,
             c.n as cat_n, c.size as cat_size, ci.n as city_n, ci.name as city,
             fn, ln, bn, phone, c.trade
        from generate_series(1, ${int(providers)}) g
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
    await tx.execute(sql`
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
    await tx.execute(sql`alter table bulk_providers add column id int, add column about text`);
    await tx.execute(sql`
      update bulk_providers p set id = u.id, about = u.about_message
        from users u where lower(u.email) = 'bulk.provider' || p.k || '@example.com'`);
    await tx.execute(sql`create index on bulk_providers (n)`);
    await tx.execute(sql`analyze bulk_providers`);
    step(`bulk: inserted ${providers} providers`);

    // Customers.
    if (customers > 0) {
      await tx.execute(sql`
        insert into users (role_id, username, slug, email, first_name, last_name, phone_number,
                           is_verified, created_at, updated_at)
        select 3, 'bulk.customer' || k, 'bulk-customer-' || k, 'bulk.customer' || k || '@example.com',
               l.first_names[1 + pg_temp.h(k, 20) % cardinality(l.first_names)],
               l.last_names[1 + pg_temp.h(k, 21) % cardinality(l.last_names)],
               l.mobiles[1 + pg_temp.h(k, 22) % cardinality(l.mobiles)] || ' '
                 || (200 + pg_temp.h(k, 23) % 800) || ' '
                 || lpad((pg_temp.h(k, 24) % 10000)::text, 4, '0'),
               true, t.ts, t.ts
          from generate_series(${int(ub + providers + 1)}, ${int(ub + providers + customers)}) k
          cross join seed_lists l
          cross join lateral (select now() - (400 + pg_temp.h(k, 25) % 500) * interval '1 day' ts) t
         order by k`);
    }
    await tx.execute(sql`
      create temp table bulk_customers on commit drop as
      select (row_number() over (order by id) - 1)::int n, id
        from users where id > ${int(ub)} and role_id = 3`);
    await tx.execute(sql`create index on bulk_customers (n)`);
    await tx.execute(sql`analyze bulk_customers`);
    step(`bulk: inserted ${customers} customers`);

    // Plan the services (mostly in the provider's trade and city) before inserting them, so
    // their rating aggregates can be inserted with them instead of updated afterwards.
    await tx.execute(sql`
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
             x.ts created_at
        from generate_series(1, ${int(servicesWanted)}) g
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
          now() - (48 + pg_temp.h(g, 48) % (720 * 24)) * interval '1 hour' ts) x`);
    await tx.execute(sql`
      create temp table svc_approved on commit drop as
      select (row_number() over (order by g) - 1)::int n, g, created_at
        from svc_plan where status = 'approved'`);
    await tx.execute(sql`analyze svc_plan, svc_approved`);
    const [approvedRow] = await queryRows<{ c: number }>(
      tx,
      sql`select count(*)::int c from svc_approved`,
    );
    const approved = approvedRow!.c;

    // Review pairs: customer c reviews `per` distinct services, spaced `stride` apart; each
    // review follows an enquiry by the same customer for that service.
    const per = Math.min(REVIEWS_PER_CUSTOMER, approved);
    const reviews = per > 0 ? Math.min(reviewsWanted, customers * per) : 0;
    const stride = Math.max(1, Math.floor(approved / Math.max(1, per)));
    await tx.execute(sql`
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
    await tx.execute(sql`analyze rv_plan`);
    step(`bulk: planned ${servicesWanted} services (${approved} approved) and ${reviews} reviews`);

    const reindex = await dropIndexes(tx, REINDEXED_TABLES);
    // Rows are built valid (ids come from the rows just inserted), so a superuser skips the
    // per-row foreign key checks; anyone else keeps them.
    const [role] = await queryRows<{ su: boolean }>(
      tx,
      sql`select rolsuper su from pg_roles where rolname = current_user`,
    );
    if (role?.su) await tx.execute(sql`set local session_replication_role = replica`);
    step(
      `bulk: dropped ${reindex.length} indexes for the load${role?.su ? ', skipping FK checks' : ''}`,
    );

    await tx.execute(sql`
      create temp table svc_map (id int, slug text) on commit drop`);
    await tx.execute(sql`
      with ins as (
        insert into services (slug, title, description, main_image, category_id, sub_category_id,
                              service_types, about_service, about_service1, about_service2,
                              business_name, city, suburb, postal_code, about, contact_name,
                              phone_number, added_by_id, status, rejection_reason, moderated_at,
                              rating_count, rating_sum, created_at, updated_at)
        select p.slug, p.title, p.description, p.main_image, p.category_id, p.sub_category_id,
               p.service_types, p.about_service, p.about_service1, p.about_service2,
               p.business_name, p.city, p.suburb, p.postal_code, p.about, p.contact_name,
               p.phone_number, p.added_by_id, p.status, p.rejection_reason, p.moderated_at,
               coalesce(agg.c, 0), coalesce(agg.s, 0), p.created_at, p.created_at
          from svc_plan p
          left join svc_approved a on a.g = p.g
          left join (select sn, count(*)::int c, sum(rating)::int s from rv_plan group by sn) agg
            on agg.sn = a.n
         order by p.g
        returning id, slug)
      insert into svc_map select id, slug from ins`);
    await tx.execute(sql`analyze svc_map`);
    await tx.execute(sql`
      create temp table bulk_services on commit drop as
      select a.n, m.id, p.added_by_id
        from svc_approved a join svc_plan p on p.g = a.g join svc_map m on m.slug = p.slug`);
    await tx.execute(sql`analyze bulk_services`);
    step(`bulk: inserted ${servicesWanted} services`);

    if (reviews > 0) {
      await tx.execute(sql`
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
      step(`bulk: inserted ${reviews} enquiries`);
      await tx.execute(sql`
        insert into reviews (service_id, user_id, rating, review, created_at, updated_at)
        select sv.id, cu.id, rv.rating,
               t.texts[1 + pg_temp.h(r, 55) % cardinality(t.texts)],
               rv.reviewed_at, rv.reviewed_at
          from rv_plan rv
          join bulk_customers cu on cu.n = rv.cn
          join bulk_services sv on sv.n = rv.sn
          join seed_reviews t on t.rating = rv.rating`);
      step(`bulk: inserted ${reviews} reviews`);
    }

    // Watchlists: two services per customer.
    let watches = 0;
    if (approved > 0 && customers > 0) {
      const perCustomer = Math.min(2, approved);
      await tx.execute(sql`
        insert into watchlist (user_id, service_id, created_at)
        select cu.id, sv.id, now() - (pg_temp.h(cu.n, 60) % 300) * interval '1 day'
          from bulk_customers cu
          cross join generate_series(0, ${int(perCustomer - 1)}) j
          join bulk_services sv
            on sv.n = (pg_temp.h(cu.n, 61) + j * ${int(Math.max(1, Math.floor(approved / perCustomer)))}) % ${int(approved)}`);
      watches = customers * perCustomer;
      step(`bulk: inserted ${watches} watchlist rows`);
    }

    if (role?.su) await tx.execute(sql`set local session_replication_role = origin`);
    for (const definition of reindex) await tx.execute(sql.raw(definition));
    step(`bulk: rebuilt ${reindex.length} indexes`);

    // A safety net: only rows whose aggregate differs are written (none, normally).
    await recomputeRatings(tx);
    step('bulk: checked the rating aggregates');
    await tx.execute(sql`analyze users, services, enquiries, reviews, watchlist`);
    step('bulk: analysed the tables');
    return {
      providers,
      customers,
      services: servicesWanted,
      approved,
      enquiries: reviews,
      reviews,
      watchlist: watches,
    };
  });
  return { ...counts, ms: Math.round(performance.now() - startedAt) };
}

/**
 * Drops the secondary indexes of `tables` (not primary keys or constraints) and returns the
 * statements that rebuild them: loading without indexes and building them once is far faster.
 */
async function dropIndexes(db: Db, tables: string[]): Promise<string[]> {
  const found = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.indexrelid::regclass::text name, pg_get_indexdef(i.indexrelid) def
          from pg_index i
          join pg_class t on t.oid = i.indrelid
         where t.relnamespace = (select oid from pg_namespace where nspname = current_schema())
           and t.relname in ${tables}
           and not i.indisprimary
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const index of found) await db.execute(sql.raw(`drop index ${index.name}`));
  return found.map((index) => index.def);
}

/** The hash and slug functions and the reference tables the bulk inserts pick from. */
async function createHelpers(
  db: Db,
  catalogue: Awaited<ReturnType<typeof ensureCatalogue>>,
): Promise<void> {
  // h(x, salt): a non-negative deterministic pseudo-random number for row x.
  await db.execute(
    sql.raw(`
    create or replace function pg_temp.h(x bigint, s int) returns bigint
    language sql immutable parallel safe
    as $$ select hashint8(x * 64 + s) & 2147483647 $$`),
  );
  await db.execute(
    sql.raw(`
    create or replace function pg_temp.slug(t text) returns text
    language sql immutable parallel safe
    as $$ select trim(both '-' from regexp_replace(lower(translate(replace(t, '&', ' and '),
      'āēīōūĀĒĪŌŪ', 'aeiouaeiou')), '[^a-z0-9]+', '-', 'g')) $$`),
  );

  const cats = CATALOGUE.map((c, n) => ({
    n,
    size: c.subCategories.length,
    words: c.businessWords,
    trade: c.trade,
  }));
  await db.execute(sql`
    create temp table seed_cats on commit drop as
    select * from jsonb_to_recordset(${json(cats)}) as x(n int, size int, words text[], trade text)`);

  const subs = CATALOGUE.flatMap((c, catN) =>
    c.subCategories.map((s, idx) => {
      const slug = slugify(s.name);
      const descriptions = DESCRIPTION_OPENINGS.map((opening, i) =>
        [
          fill(opening, { trade: c.trade }),
          `We can help with ${listSentence(rotate(s.tasks, i).slice(0, 4))}.`,
          `${c.credentials[i % c.credentials.length]!}.`,
          DESCRIPTION_CLOSINGS[i % DESCRIPTION_CLOSINGS.length]!,
        ].join(' '),
      );
      return {
        cat_n: catN,
        idx,
        id: catalogue.subCategoryIds.get(slug)!,
        category_id: catalogue.categoryIds[catN]!,
        titles: s.titles,
        descriptions,
        credentials: c.credentials,
        types: s.types,
        main_image: poolMainKey(slug),
      };
    }),
  );
  await db.execute(sql`
    create temp table seed_subs on commit drop as
    select * from jsonb_to_recordset(${json(subs)}) as x(cat_n int, idx int, id int,
      category_id int, titles text[], descriptions text[], credentials text[], types text[],
      main_image text)`);

  const cities = CITIES.map((c, n) => ({
    n,
    name: c.name,
    size: c.suburbs.length,
    postal_codes: c.postal_codes,
    area_code: AREA_CODES[c.name] ?? '09',
  }));
  await db.execute(sql`
    create temp table seed_cities on commit drop as
    select * from jsonb_to_recordset(${json(cities)}) as x(n int, name text, size int,
      postal_codes text[], area_code text)`);
  const places = CITIES.flatMap((c, cityN) =>
    c.suburbs.map((suburb, idx) => ({ city_n: cityN, idx, suburb })),
  );
  await db.execute(sql`
    create temp table seed_places on commit drop as
    select * from jsonb_to_recordset(${json(places)}) as x(city_n int, idx int, suburb text)`);

  const lists = {
    first_names: NZ_FIRST_NAMES,
    last_names: NZ_LAST_NAMES,
    prefixes: BUSINESS_PREFIXES_ANYWHERE,
    suffixes: BUSINESS_SUFFIXES,
    mobiles: MOBILE_PREFIXES,
    abouts: PROVIDER_ABOUT_TEMPLATES,
    lines: ABOUT_SERVICE_LINES,
    rejections: REJECTION_REASONS,
  };
  await db.execute(sql`
    create temp table seed_lists on commit drop as
    select * from jsonb_to_record(${json(lists)}) as x(first_names text[], last_names text[],
      prefixes text[], suffixes text[], mobiles text[], abouts text[], lines text[],
      rejections text[])`);
  // Bulk reviews do not know the job or the provider's name.
  const reviewTexts = REVIEW_TEXTS.map((texts, i) => ({
    rating: i + 1,
    texts: texts.map((t) => fill(t, { noun: 'job', first: 'The owner' })),
  }));
  await db.execute(sql`
    create temp table seed_reviews on commit drop as
    select * from jsonb_to_recordset(${json(reviewTexts)}) as x(rating int, texts text[])`);
  await db.execute(
    sql`analyze seed_cats, seed_subs, seed_cities, seed_places, seed_lists, seed_reviews`,
  );
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
