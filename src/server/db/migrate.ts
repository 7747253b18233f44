import { join } from 'node:path';

import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';

import { packageRoot } from '../lib/package-root.ts';
import type { DbHandle } from './client.ts';

/** The committed migrations (drizzle/ at the package root, from the sources or the server build). */
export const MIGRATIONS_FOLDER = join(packageRoot(), 'drizzle');

/** Any 64-bit number both processes agree on: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_245_901_113;

/**
 * Applies the committed drizzle migrations. On PostgreSQL, several app processes may start at
 * once: a session advisory lock makes them migrate one after the other. PGlite is guarded by the
 * data-folder lock already.
 */
export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.driver.client), {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  const client = await handle.driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
