/**
 * What the bench scripts share (bench/run.ts, bench/profile.ts): the bench databases and their
 * seeding, the app under test, the load process, and the requests of each measured call.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { placeSlug } from '#shared/landing.ts';
import { CITIES } from '#shared/locations.ts';

import { buildApp, type App } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDb, type DbHandle } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { fillSearchTerms } from '../src/server/db/seed/seed-search-terms.ts';
import { rebuildVocabularyIfEmpty } from '../src/server/modules/search/vocabulary.service.ts';
import { createLocalStorage } from '../src/server/platform/storage/storage.ts';
import { queryRows } from '../src/server/db/query.ts';
import { listedProvider } from '../src/server/db/visibility.ts';
import { createSession } from '../src/server/platform/sessions/sessions.ts';
import { CONVERSATION_CASES, conversationCases } from './conversations.ts';
import { JOB_CASES, jobCases } from './jobs.ts';
import type { LoadRequest, LoadResult, LoadSpec } from './load.ts';
import { BENCH_ORIGIN } from './mix.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type Size = {
  name: string;
  services: number;
  providers: number;
  reviews: number;
  /** Bulk conversations and their messages (issue 25 §7), seeded after the services. */
  conversations: number;
  messages: number;
  /** Bulk jobs with their invitations and quotes (issue 26 §7), seeded after the conversations. */
  jobs: number;
};
export const MAIN: Size = {
  name: 'ks_bench_100k',
  services: 100_000,
  providers: 5_000,
  reviews: 1_000_000,
  conversations: 100_000,
  messages: 1_000_000,
  jobs: 100_000,
};
export const SMALL: Size = {
  name: 'ks_bench_10k',
  services: 10_000,
  providers: 500,
  reviews: 100_000,
  conversations: 10_000,
  messages: 100_000,
  jobs: 10_000,
};
export const LARGE: Size = {
  name: 'ks_bench_1m',
  services: 1_000_000,
  providers: 50_000,
  reviews: 1_000_000,
  conversations: 0,
  messages: 0,
  jobs: 0,
};

export function urlFor(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export const log = (text: string) => console.log(text);

// ---------------------------------------------------------------------------------------------
// Databases

async function serviceCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const exists = await client.query<{ t: string | null }>(
      `select to_regclass('public.services') as t`,
    );
    if (!exists.rows[0]?.t) return 0;
    const res = await client.query<{ n: number }>(`select count(*)::int as n from services`);
    return Number(res.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function conversationCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ n: number }>(
      `select count(*)::int as n from conversations where member_id in
         (select id from users where username like 'bulk.%')`,
    );
    return Number(res.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function jobCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query<{ n: number }>(
      `select count(*)::int as n from jobs where member_id in
         (select id from users where username like 'bulk.%')`,
    );
    return Number(res.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

function runSeed(url: string, args: string[], dataDir: string): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/db/seed/seed-cli.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`the seed exited with code ${code}`)),
    );
  });
}

async function vacuumAnalyze(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  await client.end();
}

/** Creates and seeds a bench database unless it already holds the data (or --reseed). */
export async function ensureDatabase(
  flags: { databaseUrl: string; reseed: boolean },
  size: Size,
  dataDir: string,
): Promise<string> {
  const url = urlFor(flags.databaseUrl, size.name);
  const admin = new pg.Client({ connectionString: flags.databaseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [size.name]);
    if (exists.rowCount && flags.reseed) {
      await admin.query(`drop database "${size.name}" with (force)`);
    }
    if (!exists.rowCount || flags.reseed) await admin.query(`create database "${size.name}"`);
  } finally {
    await admin.end();
  }
  const have = await serviceCount(url);
  if (have >= size.services) {
    log(`${size.name}: ${have} services already seeded`);
  } else {
    if (have > 0) throw new Error(`${size.name} holds ${have} services: run with --reseed`);
    log(
      `${size.name}: seeding ${size.services} services, ${size.providers} providers, ${size.reviews} reviews`,
    );
    const started = performance.now();
    await runSeed(
      url,
      [
        ...['--services', String(size.services), '--providers', String(size.providers)],
        ...['--reviews', String(size.reviews)],
      ],
      dataDir,
    );
    log(`${size.name}: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
    await vacuumAnalyze(url);
  }
  // The conversations (issue 25 §7) come after, so a database seeded before them gets them.
  if (size.conversations > 0) {
    const conversations = await conversationCount(url);
    if (conversations >= size.conversations * 0.95) {
      log(`${size.name}: ${conversations} bulk conversations already seeded`);
    } else {
      if (conversations > 0) {
        throw new Error(`${size.name} holds ${conversations} conversations: run with --reseed`);
      }
      log(`${size.name}: seeding ${size.conversations} conversations, ${size.messages} messages`);
      const started = performance.now();
      const args = ['--conversations', String(size.conversations)];
      await runSeed(url, [...args, '--messages', String(size.messages)], dataDir);
      log(`${size.name}: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
      await vacuumAnalyze(url);
    }
  }
  // The jobs (issue 26 §7) come after the conversations, likewise.
  if (size.jobs > 0) {
    const jobs = await jobCount(url);
    if (jobs >= size.jobs * 0.95) {
      log(`${size.name}: ${jobs} bulk jobs already seeded`);
    } else {
      if (jobs > 0) throw new Error(`${size.name} holds ${jobs} bulk jobs: run with --reseed`);
      log(`${size.name}: seeding ${size.jobs} jobs`);
      const started = performance.now();
      await runSeed(url, ['--jobs', String(size.jobs)], dataDir);
      log(`${size.name}: seeded in ${Math.round((performance.now() - started) / 1000)} s`);
      await vacuumAnalyze(url);
    }
  }
  await ensureThousandReviews(url);
  return url;
}

/** Issue 27 §6: the provider page's reviews at this many visible reviews (one provider). */
export const PROVIDER_REVIEWS = 1_000;

/**
 * The provider the 1,000-review case reads: the listed provider with the most public services
 * (kept by the triggers of migration 0018; adding reviews leaves the choice alone), then the
 * lowest id.
 */
const THOUSAND_PROVIDER = `select u.id, u.slug from users u
  where u.role_id = 2 and u.is_verified and not u.is_suspended and u.public_services > 0
  order by u.public_services desc, u.id limit 1`;

/**
 * Gives THOUSAND_PROVIDER exactly PROVIDER_REVIEWS visible reviews on its public services
 * (issue 27 §6), idempotently: the missing ones from members who have not reviewed any of its
 * services (one review each), spread round-robin over its services, two years back, mostly good
 * ratings, a reply on every sixth, a job on every fortieth (the member's own job when they have
 * one: verified hire) and an enquiry before every twenty-fifth (contacted); any over the count
 * are hidden. The services' rating aggregates are then set from their visible reviews in one
 * update, as the app keeps them review by review (reviews.service.ts), and the provider's public
 * rating fields follow through the services' triggers (migration 0018). One transaction.
 */
async function ensureThousandReviews(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const provider = (await client.query<{ id: number; slug: string }>(THOUSAND_PROVIDER)).rows[0];
    if (!provider) throw new Error('no listed provider for the 1,000-review case');
    const visible = `from reviews r join services s on s.id = r.service_id
      where s.added_by_id = $1 and s.status = 'approved' and s.is_listed and not r.is_hidden`;
    const have = Number(
      (await client.query<{ n: number }>(`select count(*)::int as n ${visible}`, [provider.id]))
        .rows[0]?.n ?? 0,
    );
    if (have > PROVIDER_REVIEWS) {
      await client.query(
        `update reviews set is_hidden = true, hidden_reason = 'bench: over the 1,000'
          where id in (select r.id ${visible} order by r.id desc limit $2)`,
        [provider.id, have - PROVIDER_REVIEWS],
      );
    } else if (have < PROVIDER_REVIEWS) {
      await client.query(
        `with svc as (
           select s.id, (row_number() over (order by s.id) - 1)::int as k, count(*) over () as n
             from services s
            where s.added_by_id = $1 and s.status = 'approved' and s.is_listed),
         m as (
           select x.id, (row_number() over (order by x.h) - 1)::int as k
             from (select u.id, md5(u.id::text) as h from users u
                    where u.role_id = 3 and not u.is_suspended
                      and not exists (select 1 from reviews r join services s on s.id = r.service_id
                                       where s.added_by_id = $1 and r.user_id = u.id)
                    order by h limit $2) x),
         ins as (
           insert into reviews (service_id, user_id, rating, review, job_id, reply_text,
                                reply_created_at, created_at, updated_at)
           select svc.id, m.id,
                  (array[5, 5, 5, 5, 4, 4, 4, 3, 2, 1, 5, 4, 5])[1 + m.k % 13],
                  (array['Turned up on time and did a tidy job.',
                         'Fair price, good communication, would use again.',
                         'Took longer than quoted but the result is fine.',
                         'Did not come back to finish the work.'])[1 + m.k % 4],
                  case when m.k % 40 = 7
                       then (select j.id from jobs j where j.member_id = m.id order by j.id limit 1)
                  end,
                  case when m.k % 6 = 0 then 'Thanks for the review, it was good to work with you.'
                  end,
                  case when m.k % 6 = 0 then t.at + interval '1 day' end,
                  t.at, t.at
             from m
             join svc on svc.k = m.k % svc.n
             cross join lateral (select now() - m.k * interval '17 hours' - interval '1 hour' as at) t
           returning service_id, user_id, created_at, id)
         insert into enquiries (service_id, provider_id, user_id, type, created_at)
         select ins.service_id, $1, ins.user_id, 'call', ins.created_at - interval '2 days'
           from ins where ins.id % 25 = 3`,
        [provider.id, PROVIDER_REVIEWS - have],
      );
    }
    if (have !== PROVIDER_REVIEWS) {
      await client.query(
        `update services s set rating_count = x.c, rating_sum = x.s
           from (select o.id, count(r.id)::int as c, coalesce(sum(r.rating), 0)::int as s
                   from services o left join reviews r on r.service_id = o.id and not r.is_hidden
                  where o.added_by_id = $1 group by o.id) x
          where x.id = s.id and (s.rating_count, s.rating_sum) is distinct from (x.c, x.s)`,
        [provider.id],
      );
    }
    const check = await client.query<{ n: number; c: number; s: number; us: number }>(
      `select count(*)::int as n, u.public_rating_count as c,
              (select coalesce(sum(r.rating), 0)::int ${visible}) as s, u.public_rating_sum as us
         from reviews r join services s on s.id = r.service_id join users u on u.id = s.added_by_id
        where s.added_by_id = $1 and s.status = 'approved' and s.is_listed and not r.is_hidden
        group by u.public_rating_count, u.public_rating_sum`,
      [provider.id],
    );
    const got = check.rows[0];
    if (!got || got.n !== PROVIDER_REVIEWS || got.c !== PROVIDER_REVIEWS || got.s !== got.us) {
      throw new Error(`the 1,000-review provider is not consistent: ${JSON.stringify(got)}`);
    }
    await client.query('commit');
    // Vacuumed too, so the new rows' pages are all-visible (index-only scans), as autovacuum
    // leaves them in service.
    if (have !== PROVIDER_REVIEWS) await client.query('vacuum analyze reviews, enquiries');
    log(`${provider.slug}: ${PROVIDER_REVIEWS} visible reviews (had ${have})`);
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// The app under test

export type Running = {
  app: App;
  handle: DbHandle;
  url: string;
  /** Answers with a 4xx or 5xx status, by "METHOD route status" (the mix reports them). */
  failures: Map<string, number>;
  /** Each answer's time inside the app (Fastify's elapsedTime, ms), since the last reset. */
  serverTimes: number[];
  close: () => Promise<void>;
};

/** The app on PostgreSQL (`databaseUrl`) or, with `pgliteDir`, on PGlite in that folder. */
/** How many migrations the database has applied (0 before the first). */
async function migrationCount(handle: DbHandle): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  ).catch(() => [{ n: 0 }]);
  return rows[0]?.n ?? 0;
}

export async function startApp(
  databaseUrl: string | null,
  dataDir: string,
  pgliteDir?: string,
): Promise<Running> {
  const config = loadConfig({
    NODE_ENV: 'production',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: pgliteDir ?? dataDir,
    PUBLIC_URL: BENCH_ORIGIN,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // The mix sends each visitor's address in X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: 'true',
  });
  const handle = databaseUrl
    ? await openDb({ kind: 'postgres', url: databaseUrl })
    : await openDb({ kind: 'pglite', dataDir: config.dataDir });
  // A bench database seeded before a newer migration gets it now (new indexes, say). A migration
  // that rewrote rows (0030's backfill) leaves pages not all-visible: vacuumed here as autovacuum
  // would soon do, so index-only reads are measured as they run in a settled database.
  const applied = await migrationCount(handle);
  await runMigrations(handle);
  if (databaseUrl && (await migrationCount(handle)) > applied) {
    await queryRows(handle.db, sql`vacuum analyze`);
  }
  // As a start does (main.ts): the everyday words once, the "Did you mean" vocabulary when empty.
  await fillSearchTerms(handle.db, { onlyIfEmpty: true });
  await rebuildVocabularyIfEmpty(handle.db);
  const storage = createLocalStorage(config.uploadsDir, config.publicUrl);
  const app = await buildApp({ config, dbHandle: handle, storage }, { logger: false });
  const failures = new Map<string, number>();
  const serverTimes: number[] = [];
  app.addHook('onResponse', async (request, reply) => {
    if (serverTimes.length < 1_000_000) serverTimes.push(reply.elapsedTime);
    if (reply.statusCode < 400) return;
    const key = `${request.method} ${request.routeOptions.url ?? '?'} ${reply.statusCode}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    handle,
    url: `http://127.0.0.1:${address.port}`,
    failures,
    serverTimes,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** Runs bench/load.ts; `onMark` is called when the measured part starts (after warm-ups). */
export function runLoad(spec: LoadSpec, onMark?: () => void): Promise<LoadResult> {
  // A long request list goes through a file (an argument holds at most 128 KB).
  const text = JSON.stringify(spec);
  let arg = text;
  if (text.length > 100_000) {
    arg = join(mkdtempSync(join(tmpdir(), 'ks-load-')), 'spec.json');
    writeFileSync(arg, text);
    arg = `@${arg}`;
  }
  return new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench', 'load.ts'), arg],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (onMark && text.includes('MARK')) onMark();
      out += text;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (arg.startsWith('@')) rmSync(dirname(arg.slice(1)), { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`autocannon exited with code ${code}`));
      try {
        resolveRun(JSON.parse(out.trim().split('\n').pop() ?? '{}') as LoadResult);
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Parameters taken from the data, so every request finds something

export const json = (body: unknown): Pick<LoadRequest, 'body' | 'headers'> => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

export const SEARCH_WORDS = [
  'leak',
  'hot water',
  'gib',
  'lawn',
  'carpet',
  'heat pump',
  'roof',
  'wi-fi',
  'pest',
  'fence',
];

export type Case = {
  name: string;
  /**
   * 'conversation' and 'jobs': issue 25 §7's and issue 26 §7's target only (p99, no failure), no
   * ratio to the trivial route.
   */
  kind: 'trivial' | 'list' | 'detail' | 'conversation' | 'jobs';
  requests: LoadRequest[];
  /** Each request once in turn over all connections (bench/load.ts `stream`). */
  stream?: boolean;
};

/**
 * The session cookie of a member (bulk customer), made by the app's own code in this database:
 * the logged-in case. Each database needs its own (a PostgreSQL session is unknown to PGlite).
 */
export async function memberCookie(handle: DbHandle): Promise<string> {
  const [member] = await queryRows<{ id: number }>(
    handle.db,
    sql`select id from users where role_id = 3 and not is_suspended order by id desc limit 1`,
  );
  const session = await createSession(handle.db, { userId: member!.id, isPersistent: true });
  return `ks_session=${session.id}`;
}

/** What people type in the Service box: words, prefixes, macrons, misspellings, nonsense. */
const SUGGEST_TEXTS = [
  'sparky',
  'leaky tap',
  'plumb',
  'c',
  'heat pump clean',
  'bond clean',
  'Tūī',
  'kapiti',
  'burts pipes',
  'elecrician',
  'qwxzv',
  'gib stopping karori',
];

/**
 * Every measured call's requests. `wanted` (a case name's words, as `--only` matches them)
 * leaves out the conversation cases when none of them is asked for: they make ~2,300 sessions
 * (and the jobs cases, ~500).
 */
export async function buildCases(
  handle: DbHandle,
  wanted: (name: string) => boolean = () => true,
): Promise<Case[]> {
  const db = handle.db;
  const combos = await queryRows<{ sub: number; city: string; suburb: string }>(
    db,
    sql`select sub_category_id as sub, city, suburb from services where status = 'approved'
        group by 1, 2, 3 order by count(*) desc, 1, 2, 3 limit 50`,
  );
  const catCities = await queryRows<{ cat: number; city: string }>(
    db,
    sql`select category_id as cat, city from services where status = 'approved'
        group by 1, 2 order by 1, 2 limit 40`,
  );
  const subs = await queryRows<{ slug: string; id: number }>(
    db,
    sql`select slug, id from sub_categories where is_active order by id`,
  );
  const services = await queryRows<{ slug: string; id: number }>(
    db,
    sql`select slug, id from services where status = 'approved' order by md5(id::text) limit 200`,
  );
  const reviewed = await queryRows<{ id: number }>(
    db,
    sql`select id from services where status = 'approved' and rating_count > 0
        order by md5(id::text) limit 200`,
  );
  // The provider page's reviews (decision 133): the providers with the most reviews.
  const mostReviewed = await queryRows<{ slug: string; n: number }>(
    db,
    sql`select u.slug, u.public_rating_count as n from users u
        where u.role_id = 2 and ${listedProvider('u')}
        order by u.public_rating_count desc, u.id limit 20`,
  );
  const thousand = await queryRows<{ slug: string; id: number }>(db, sql.raw(THOUSAND_PROVIDER));
  const providers = await queryRows<{ slug: string; id: number }>(
    db,
    sql`select u.slug, u.id from users u where u.role_id = 2 and ${listedProvider('u')}
        order by md5(u.id::text) limit 200`,
  );
  const cities = ['Auckland', 'Hamilton', 'Christchurch', 'Wellington'];
  // The everyday word of the word case (the catalogue's list fills it once merged).
  await db.execute(sql`
    insert into search_terms (term, sub_category_id)
    select 'sparky', id from sub_categories
     where is_active and name ilike 'electric%' order by id limit 1
    on conflict do nothing`);
  const cookie = await memberCookie(handle);
  const asMember = (r: LoadRequest): LoadRequest => ({
    ...r,
    headers: { ...r.headers, cookie },
  });
  const post = (path: string, body: unknown): LoadRequest => ({
    method: 'POST',
    path,
    ...json(body),
  });
  const get = (path: string): LoadRequest => ({ method: 'GET', path });
  const homeSearches = combos.map((c) =>
    post('/api/getSubCategoryServices', {
      subCategory_id: c.sub,
      city: c.city,
      suburb: c.suburb,
      postal_code: '',
      user_id: '',
    }),
  );

  const conversations = CONVERSATION_CASES.some(wanted) ? await conversationCases(handle) : [];
  const jobs = JOB_CASES.some(wanted) ? await jobCases(handle) : [];
  return [
    { name: 'GET /api/health (trivial)', kind: 'trivial', requests: [get('/api/health')] },
    {
      name: 'getSubCategoryServices: home search (sub category + city + suburb)',
      kind: 'list',
      requests: homeSearches,
    },
    {
      // Issue 14: a member's requests (watch flags, never cached) at most 10 % slower.
      name: 'getSubCategoryServices: home search, logged-in member (watch flags)',
      kind: 'list',
      requests: homeSearches.map(asMember),
    },
    {
      name: 'getSubCategoryServices: list filter (category + city)',
      kind: 'list',
      requests: catCities.map((c) =>
        post('/api/getSubCategoryServices', {
          category_id: c.cat,
          subCategory_id: '',
          city: c.city,
          suburb: '',
          user_id: '',
        }),
      ),
    },
    {
      name: 'getSubCategoryServices: free text q + city (relevance)',
      kind: 'list',
      requests: SEARCH_WORDS.flatMap((q) =>
        cities.map((city) => post('/api/getSubCategoryServices', { q, city })),
      ),
    },
    {
      // Issue 24: a suburb served by services based elsewhere (decision 116).
      name: 'getSubCategoryServices: area search (sub category + covered suburb)',
      kind: 'list',
      requests: combos.map((c, i) => {
        const suburbs = CITIES.find((x) => x.name === c.city)?.suburbs ?? [c.suburb];
        const covered = suburbs[(i * 7 + 3) % suburbs.length] ?? c.suburb;
        return post('/api/getSubCategoryServices', {
          subCategory_id: c.sub,
          city: c.city,
          suburb: covered,
        });
      }),
    },
    {
      name: 'getSubCategoryServices: everyday word (q sparky + city)',
      kind: 'list',
      requests: cities.map((city) => post('/api/getSubCategoryServices', { q: 'sparky', city })),
    },
    {
      name: 'getSubCategoryServices: macron-folded text (Tui, kapiti, Otahuhu + city)',
      kind: 'list',
      requests: ['Tui', 'kapiti', 'Otahuhu', 'maori'].flatMap((q) =>
        cities.map((city) => post('/api/getSubCategoryServices', { q, city })),
      ),
    },
    {
      // Built by the "words" part of issue 24: answers 404 until then.
      name: 'GET search-suggest?q=leaky',
      kind: 'list',
      requests: [get('/api/search-suggest?q=leaky')],
    },
    {
      name: 'getPopularServicesAndCategories (limit 3 / 12)',
      kind: 'list',
      requests: [
        post('/api/getPopularServicesAndCategories', { limit: 3 }),
        post('/api/getPopularServicesAndCategories', { limit: 12 }),
      ],
    },
    {
      name: 'get-subCategory-service (sub category slug)',
      kind: 'list',
      requests: subs.map((s) => post('/api/get-subCategory-service', { slug: s.slug })),
    },
    {
      name: 'get-type-services (type, pages 1-3)',
      kind: 'list',
      requests: ['residential', 'commercial', 'trade'].flatMap((type) =>
        [1, 2, 3].map((page) => post('/api/get-type-services', { type, page })),
      ),
    },
    {
      name: 'GET all-services (pages 1-5)',
      kind: 'list',
      requests: [1, 2, 3, 4, 5].map((page) => get(`/api/all-services?page=${page}`)),
    },
    {
      name: 'GET service-detail',
      kind: 'detail',
      requests: services.map((s) => get(`/api/service-detail?id=${encodeURIComponent(s.slug)}`)),
    },
    {
      name: 'GET seller-detail',
      kind: 'detail',
      requests: providers.map((p) => get(`/api/seller-detail?id=${encodeURIComponent(p.slug)}`)),
    },
    {
      name: 'GET seller-services',
      kind: 'list',
      requests: providers.map((p) => get(`/api/seller-services?id=${p.id}`)),
    },
    {
      name: 'GET AllServiceProviders (pages 1-10)',
      kind: 'list',
      requests: Array.from({ length: 10 }, (_, i) => get(`/api/AllServiceProviders?page=${i + 1}`)),
    },
    {
      // Issue 24 §3: everyday words, prefixes, macrons and near spellings ("Did you mean").
      name: 'GET search-suggest (everyday words, prefixes, near spellings)',
      kind: 'list',
      requests: SUGGEST_TEXTS.map((q) => get(`/api/search-suggest?q=${encodeURIComponent(q)}`)),
    },
    {
      // Issue 24 §6: the directory by name (folded), sub category, city, best rated.
      name: 'GET AllServiceProviders (name, sub category, city, rating)',
      kind: 'list',
      requests: [
        get('/api/AllServiceProviders?q=tui'),
        get('/api/AllServiceProviders?sort=rating'),
        ...cities.map((c) => get(`/api/AllServiceProviders?city=${c}`)),
        ...subs.slice(0, 10).map((s) => get(`/api/AllServiceProviders?subCategory_id=${s.id}`)),
      ],
    },
    {
      // Issue 24 §6: landing pages, a sub category in a city and in one of its suburbs.
      name: 'GET landing (sub category + city, + suburb)',
      kind: 'list',
      requests: combos.slice(0, 20).flatMap((c) => {
        const slug = subs.find((s) => s.id === c.sub)?.slug ?? '';
        const city = placeSlug(c.city);
        return [
          get(`/api/landing?service=${slug}&city=${city}`),
          get(`/api/landing?service=${slug}&city=${city}&suburb=${placeSlug(c.suburb)}`),
        ];
      }),
    },
    {
      name: 'GET browse-cities',
      kind: 'list',
      requests: [get('/api/browse-cities')],
    },
    {
      name: 'GET get-reviews',
      kind: 'list',
      requests: reviewed.map((s) => get(`/api/get-reviews?service_id=${s.id}`)),
    },
    {
      name: `GET provider-reviews (20 most-reviewed providers, up to ${mostReviewed[0]?.n ?? 0} reviews; 3 sorts, pages 1-3)`,
      kind: 'list',
      requests: mostReviewed.flatMap((p) =>
        (['newest', 'highest', 'lowest'] as const).flatMap((sort) =>
          [1, 2, 3].map((page) =>
            get(`/api/provider-reviews?id=${encodeURIComponent(p.slug)}&sort=${sort}&page=${page}`),
          ),
        ),
      ),
    },
    {
      // Issue 27 §6: the provider page at 1,000 reviews (ensureThousandReviews), p99 ≤ 50 ms.
      name: 'GET provider-reviews (1,000 reviews: 3 sorts, pages 1, 2, 10, 50)',
      kind: 'list',
      requests: thousand.flatMap((p) =>
        (['newest', 'highest', 'lowest'] as const).flatMap((sort) =>
          [1, 2, 10, 50].map((page) =>
            get(`/api/provider-reviews?id=${encodeURIComponent(p.slug)}&sort=${sort}&page=${page}`),
          ),
        ),
      ),
    },
    ...conversations,
    ...jobs,
  ];
}
