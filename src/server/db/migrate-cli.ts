/**
 * `npm run db:migrate`: applies the committed migrations to the configured database (PGlite in
 * DATA_DIR, or DATABASE_URL) and exits. Fails clearly when a running server holds the data folder.
 */
import { ConfigError, loadConfig, loadDotEnv } from '../config.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { runMigrations } from './migrate.ts';
import { openDbFromConfig } from './open-from-config.ts';

async function main(): Promise<void> {
  const startedAt = performance.now();
  loadDotEnv();
  const config = loadConfig();
  const handle = await openDbFromConfig(config, (err) => console.error('database error:', err));
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`Migrations applied to ${where} in ${Math.round(performance.now() - startedAt)} ms.`);
}

try {
  await main();
} catch (err) {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Migration failed:', err);
  }
  process.exitCode = 1;
}
