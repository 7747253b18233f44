import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';

import { openDb, type DbHandle } from '../../src/server/db/client.ts';
import { MIGRATIONS_FOLDER, runMigrations } from '../../src/server/db/migrate.ts';

/** Where API tests run: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export type TestDbKind = 'pglite' | 'postgres';

// Tests may read the environment for their own switches; the app reads it only in config.ts.
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The database kinds to run API suites on: `describe.each(testDbKinds)`. */
export const testDbKinds: TestDbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh migrated in-memory PGlite, loaded from the snapshot the global setup made. */
export async function openTestPglite(): Promise<DbHandle> {
  const bytes = readFileSync(inject('dbSnapshotPath'));
  return openDb({ kind: 'pglite-memory', loadDataDir: new Blob([bytes]) });
}

const TABLES = [
  'job_quotes',
  'job_invites',
  'jobs',
  'conversation_reports',
  'conversation_messages',
  'conversations',
  'search_words',
  'search_terms',
  'private_notes',
  'service_drafts',
  'staged_images',
  'service_revisions',
  'admin_actions',
  'card_tokens',
  'stripe_events',
  'payments',
  'subscriptions',
  'reviews',
  'enquiries',
  'watchlist',
  'service_images',
  'services',
  'sub_categories',
  'categories',
  'ads',
  'outbox_emails',
  'contact_messages',
  'career_applications',
  'password_tokens',
  'sessions',
  'users',
];

/** The name of a migrated template database: changes whenever a migration file changes. */
function templateName(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (name.endsWith('.sql'))
      hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return `ks_tmpl_${hash.digest('hex').slice(0, 12)}`;
}

/** The URL of another database on TEST_DATABASE_URL's server. */
export function postgresUrlFor(database: string): string {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Serialises template creation between test processes (any number both sides agree on). */
const TEMPLATE_LOCK_KEY = 7_245_901_114;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(client: pg.Client, name: string): Promise<boolean> {
  const res = await client.query('select 1 from pg_database where datname = $1', [name]);
  return res.rowCount === 1;
}

/**
 * Creates an empty database on TEST_DATABASE_URL's server (not migrated) and returns its URL and
 * a drop function. Its name carries our pid, so databases left by a killed run are cleaned up.
 */
export async function createScratchPostgresDb(
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `ks_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      // Databases of test processes that no longer run (a killed run) are dropped.
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'ks\\_t\\_%'",
      );
      for (const { datname } of stale.rows) {
        const pid = Number(datname.split('_')[2]);
        if (Number.isInteger(pid) && pid > 0 && !isAlive(pid)) {
          await client.query(`drop database if exists "${datname}" with (force)`);
        }
      }
      await client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return {
    name,
    url: postgresUrlFor(name),
    drop: () =>
      withAdmin(async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/** Makes sure the migrated template database exists (made once per migration set). */
async function ensureTemplate(): Promise<string> {
  const template = templateName();
  await withAdmin(async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    try {
      if (await databaseExists(client, template)) return;
      // Built under another name and renamed when complete: a crash never leaves half a template.
      const building = `${template}_building`;
      await client.query(`drop database if exists "${building}" with (force)`);
      await client.query(`create database "${building}"`);
      const handle = await openDb({ kind: 'postgres', url: postgresUrlFor(building), poolSize: 1 });
      try {
        await runMigrations(handle);
      } finally {
        await handle.close();
      }
      await client.query(`alter database "${building}" rename to "${template}"`);
      // Templates of older migration sets go, but the newest few stay: other checkouts (git
      // worktrees, branches) on the same server may be testing another migration set right now.
      const old = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'ks\\_tmpl\\_%' and datname <> $1 order by oid desc offset 4",
        [template],
      );
      for (const { datname } of old.rows) {
        await client.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
  });
  return template;
}

/**
 * A PostgreSQL database for one test file: a private database on TEST_DATABASE_URL's server,
 * copied from a migrated template, and dropped on close. Files run in parallel without seeing
 * each other's rows.
 */
export async function openTestPostgres(): Promise<DbHandle> {
  const template = await ensureTemplate();
  const scratch = await createScratchPostgresDb(template);
  const handle = await openDb({ kind: 'postgres', url: scratch.url, poolSize: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

export function openTestDb(kind: TestDbKind): Promise<DbHandle> {
  return kind === 'postgres' ? openTestPostgres() : openTestPglite();
}

/** Empties every table (for suites that share one database across tests). */
export async function truncateAll(handle: DbHandle): Promise<void> {
  await handle.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
}
