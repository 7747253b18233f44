import type { Config } from '../config.ts';
import { openDb, type DbHandle } from './client.ts';

/**
 * Opens the database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite
 * (a DATA_DIR with no database starts from the build's template when it matches, decision 113).
 */
export function openDbFromConfig(
  config: Config,
  onPoolError?: (err: Error) => void,
): Promise<DbHandle> {
  return config.databaseUrl
    ? openDb({ kind: 'postgres', url: config.databaseUrl, ...(onPoolError ? { onPoolError } : {}) })
    : openDb({ kind: 'pglite', dataDir: config.dataDir, fromTemplate: true });
}
