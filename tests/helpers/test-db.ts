import { readFileSync } from 'node:fs';

import { sql } from 'drizzle-orm';
import { inject } from 'vitest';

import { openDb, type DbHandle } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';

/** Where API tests run: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export type TestDbKind = 'pglite' | 'postgres';

// Tests may read the environment for their own switches; the app reads it only in config.ts.
// eslint-disable-next-line no-restricted-properties
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** The database kinds to run API suites on: `describe.each(testDbKinds)`. */
export const testDbKinds: TestDbKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh migrated in-memory PGlite, loaded from the snapshot the global setup made. */
export async function openTestPglite(): Promise<DbHandle> {
  const bytes = readFileSync(inject('dbSnapshotPath'));
  return openDb({ kind: 'pglite-memory', loadDataDir: new Blob([bytes]) });
}

const TABLES = [
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

/**
 * A PostgreSQL database for one test file: a private schema in TEST_DATABASE_URL's database,
 * migrated, and dropped on close. Files run in parallel without seeing each other's rows.
 */
export async function openTestPostgres(): Promise<DbHandle> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schemaName = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = await openDb({ kind: 'postgres', url: TEST_DATABASE_URL, poolSize: 1 });
  await admin.db.execute(sql.raw(`create schema "${schemaName}"`));
  await admin.db.execute(sql.raw(`create extension if not exists pg_trgm`));
  await admin.close();
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schemaName},public`);
  const handle = await openDb({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  await runMigrations(handle);
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await handle.db.execute(sql.raw(`drop schema "${schemaName}" cascade`));
      await close();
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
