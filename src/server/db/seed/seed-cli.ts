/**
 * `npm run db:seed`: migrates, then seeds the demo data when the database has no users (and
 * SEED_DEMO is on, the default outside production).
 *
 *   npm run db:seed                       demo data (only into an empty database)
 *   npm run db:seed -- --reset            empty every table first, then the demo data
 *   npm run db:seed -- --services 100000 --providers 5000 --reviews 1000000
 *                                         demo data if empty, then a large benchmark data set
 *   npm run db:seed -- --conversations 100000 --messages 1000000
 *                                         bulk conversations between the members and providers
 *                                         already there (after the bulk data when both are given)
 *   npm run db:seed -- --jobs 100000     bulk jobs of the members, with invitations and quotes to
 *                                         the services already there (after the conversations)
 *
 * Works on PGlite in DATA_DIR or on DATABASE_URL. PGlite's folder is locked by a running server:
 * stop `npm start` first.
 */
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';

import { ConfigError, loadConfig, loadDotEnv } from '../../config.ts';
import { openStorage } from '../../platform/storage/open-storage.ts';
import type { Db } from '../client.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { runMigrations } from '../migrate.ts';
import { openDbFromConfig } from '../open-from-config.ts';
import { seedBulkConversations } from './bulk-conversations.ts';
import { seedBulkJobs } from './bulk-jobs.ts';
import { REVIEWS_PER_CUSTOMER, seedBulk } from './seed-bulk.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

const USAGE = `Usage: npm run db:seed -- [--reset] [--services N] [--providers N] [--reviews N] [--customers N]
                         [--conversations N] [--messages N] [--jobs N]

  (no flags)      seed the demo data when the database has no users (SEED_DEMO on)
  --reset         empty every table first (all data is lost), then seed
  --services N    add N bulk services (about 96 % approved)
  --providers N   add N bulk providers (default: services / 20)
  --reviews N     add N bulk reviews, each with an enquiry (default: services * 10)
  --customers N   add N bulk customers (at least reviews / ${REVIEWS_PER_CUSTOMER})
  --conversations N  add N bulk conversations between existing members and approved services
  --messages N       messages of those conversations in all (default: conversations * 10)
  --jobs N        add N bulk jobs of existing members, with 1 to 5 invitations each to approved
                  services of their sub category and city, and quotes for some of them`;

/** Largest count a flag accepts (rows of one bulk run). */
const MAX_COUNT = 50_000_000;

class UsageError extends Error {}

function parseCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) > MAX_COUNT) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${MAX_COUNT}, not "${value}"`);
  }
  return Number(value);
}

function parseFlags(argv: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        reset: { type: 'boolean', default: false },
        services: { type: 'string' },
        providers: { type: 'string' },
        reviews: { type: 'string' },
        customers: { type: 'string' },
        conversations: { type: 'string' },
        messages: { type: 'string' },
        jobs: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const v = parsed.values;
  const services = parseCount('services', v.services);
  const providers = parseCount('providers', v.providers);
  const reviews = parseCount('reviews', v.reviews);
  const customers = parseCount('customers', v.customers);
  const conversations = parseCount('conversations', v.conversations);
  const messages = parseCount('messages', v.messages);
  const jobs = parseCount('jobs', v.jobs);
  if (messages !== undefined && conversations === undefined) {
    throw new UsageError('--messages needs --conversations');
  }
  const bulk =
    services !== undefined ||
    providers !== undefined ||
    reviews !== undefined ||
    customers !== undefined;
  const bulkServices = services ?? (providers !== undefined ? providers * 20 : 10_000);
  return {
    help: v.help,
    reset: v.reset,
    conversations:
      conversations !== undefined
        ? { conversations, messages: messages ?? conversations * 10 }
        : null,
    jobs: jobs ?? null,
    bulk: bulk
      ? {
          services: bulkServices,
          providers: providers ?? Math.max(1, Math.ceil(bulkServices / 20)),
          reviews: reviews ?? bulkServices * 10,
          ...(customers !== undefined ? { customers } : {}),
        }
      : null,
  };
}

/** Empties every table of the app's schema (the migrations journal lives elsewhere). */
async function truncateAll(db: Db): Promise<void> {
  const result: unknown = await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema()`,
  );
  const tables = (result as { rows: { tablename: string }[] }).rows.map(
    (r) => `"${r.tablename.replace(/"/g, '""')}"`,
  );
  if (tables.length > 0) {
    await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
  }
}

const line = (text: string) => console.log(`  ${text}`);

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2));
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  const startedAt = performance.now();
  loadDotEnv();
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Seeding ${where}`);
  const handle = await openDbFromConfig(config, (err) => console.error('database error:', err));
  try {
    await runMigrations(handle);
    const storage = await openStorage(config);
    if (flags.reset) {
      console.warn(`WARNING: --reset empties every table of ${where}; all its data is lost.`);
      await truncateAll(handle.db);
      console.log('Emptied every table.');
    }
    if (!config.seedDemo) {
      // Demo accounts have documented passwords: never in production unless asked for.
      console.log('SEED_DEMO is off (the default in production): the demo seed was skipped.');
    } else {
      const demo = await seedDemoIfEmpty(handle.db, storage, { log: line });
      if (demo) {
        console.log(`Demo data seeded in ${demo.ms} ms:`, demo);
      } else {
        console.log('The database already has users: the demo seed was skipped.');
      }
    }
    if (flags.bulk) {
      console.log(
        `Bulk data: ${flags.bulk.services} services, ${flags.bulk.providers} providers, ${flags.bulk.reviews} reviews`,
      );
      const counts = await seedBulk(handle.db, storage, { ...flags.bulk, log: line });
      console.log(`Bulk data seeded in ${counts.ms} ms:`, counts);
    }
    if (flags.conversations) {
      console.log(
        `Bulk conversations: ${flags.conversations.conversations} conversations, ${flags.conversations.messages} messages`,
      );
      const counts = await seedBulkConversations(handle.db, { ...flags.conversations, log: line });
      console.log(`Bulk conversations seeded in ${counts.ms} ms:`, counts);
    }
    if (flags.jobs !== null) {
      console.log(`Bulk jobs: ${flags.jobs} jobs`);
      const counts = await seedBulkJobs(handle.db, { jobs: flags.jobs, log: line });
      console.log(`Bulk jobs seeded in ${counts.ms} ms:`, counts);
    }
  } finally {
    await handle.close();
  }
  console.log(`Done in ${Math.round(performance.now() - startedAt)} ms.`);
}

try {
  await main();
} catch (err) {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n\n${USAGE}`);
  } else if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Seeding failed:', err);
  }
  process.exitCode = 1;
}
