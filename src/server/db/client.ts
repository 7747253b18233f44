import { mkdirSync } from 'node:fs';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

import { acquireDataDirLock } from './data-dir-lock.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import * as schema from './schema/index.ts';

/** One database type for both drivers (PGlite and node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `select 1`; throws when the database is unreachable. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** The underlying driver, for migrations and snapshots. */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };
};

export type DbOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; onPoolError?: (err: Error) => void }
  | {
      kind: 'pglite';
      dataDir: string;
      /** A folder with no database starts as a copy of the build's template (pglite-template.ts). */
      fromTemplate?: boolean;
    }
  | { kind: 'pglite-memory'; loadDataDir?: Blob | File };

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * The connection's start-up options: every prepared statement (the hot reads, query.ts) runs one
 * generic plan, since planning the browse queries again for each call cost more than running
 * them (decision 087). Options given in the URL are kept.
 */
export function withGenericPlans(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const given = parsed.searchParams.get('options') ?? '';
  parsed.searchParams.set('options', `${given} -c plan_cache_mode=force_generic_plan`.trim());
  return parsed.toString();
}

// node-postgres returns bigint (count(*)) and numeric as strings; keep counts as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

/** A handle over an open driver; `selectOne` runs `select 1` for `ping`. */
function handle(
  db: Db,
  driver: DbHandle['driver'],
  selectOne: () => Promise<unknown>,
  close: () => Promise<void>,
): DbHandle {
  return {
    db,
    kind: driver.kind,
    driver,
    ping: async () => {
      await selectOne();
    },
    close,
  };
}

/** Opens PGlite (a folder or in memory) or a node-postgres pool, as the options say. */
export async function openDb(options: DbOptions): Promise<DbHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: withGenericPlans(options.url),
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      statement_timeout: 15_000,
    });
    // Without this handler a PostgreSQL restart kills the process (reliability-security §0).
    pool.on('error', (err) => options.onPoolError?.(err));
    const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
    return handle(
      db,
      { kind: 'postgres', pool },
      () => db.execute(sql`select 1`),
      () => pool.end(),
    );
  }

  let client: PGlite;
  let releaseLock: () => void = () => {};
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    try {
      if (options.fromTemplate) copyPgliteTemplate(`${options.dataDir}/pglite`);
      client = await PGlite.create(`${options.dataDir}/pglite`, {
        extensions: { pg_trgm, unaccent },
      });
    } catch (err) {
      releaseLock();
      throw err;
    }
  } else {
    client = await PGlite.create({
      extensions: { pg_trgm, unaccent },
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  }
  // As on PostgreSQL (withGenericPlans): the hot reads' prepared statements (pglite-prepared.ts)
  // run one generic plan instead of planning again per call (decision 102).
  await client.exec('set plan_cache_mode = force_generic_plan');
  const db = drizzlePglite(client, drizzleOptions) as unknown as Db;
  return handle(
    db,
    { kind: 'pglite', client },
    () => client.query('select 1'),
    async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        releaseLock();
      }
    },
  );
}
