import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createScratchPostgresDb,
  openTestPglite,
  TEST_DATABASE_URL,
} from '#tests/helpers/test-db.ts';
import { openDb, type DbHandle } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.ts';

const journal = JSON.parse(
  readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as {
  entries: unknown[];
};

/** Rows of a raw query through the handle's own driver. */
async function rows<T>(handle: DbHandle, text: string): Promise<T[]> {
  if (handle.driver.kind === 'pglite') return (await handle.driver.client.query<T>(text)).rows;
  return (await handle.driver.pool.query<T & pg.QueryResultRow>(text)).rows;
}

async function appliedMigrations(handle: DbHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    handle,
    'select count(*)::int as n from drizzle.__drizzle_migrations',
  );
  return Number(row?.n);
}

async function tableNames(handle: DbHandle): Promise<string[]> {
  const result = await rows<{ table_name: string }>(
    handle,
    "select table_name from information_schema.tables where table_schema = 'public' order by 1",
  );
  return result.map((r) => r.table_name);
}

async function trigramSimilarity(handle: DbHandle): Promise<number> {
  const [row] = await rows<{ s: number }>(handle, "select similarity('plumber', 'plumbing') as s");
  return Number(row?.s);
}

/** The pid of a process that has just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  expect(child.status).toBe(0);
  return child.pid;
}

describe('PGlite in a data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ks-lock-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second open of the same folder with a clear message', async () => {
    const first = await openDb({ kind: 'pglite', dataDir });
    try {
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').split(' ')[0]).toBe(
        String(process.pid),
      );
      // The lock file holds our own pid; another process would see it alive.
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--input-type=module',
          '-e',
          `import { openDb } from ${JSON.stringify(join(import.meta.dirname, 'client.ts'))};
           try { await openDb({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); console.log('OPENED'); }
           catch (err) { console.log(err.constructor.name + ': ' + err.message); }`,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(child.stdout).toContain('DataDirLockedError');
      expect(child.stdout).toContain(dataDir);
      expect(child.stdout).toContain(`in use by another Kiwi Services server (pid ${process.pid})`);
      expect(child.stdout).not.toContain('OPENED');
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });

  it('throws DataDirLockedError when the lock names a live process', async () => {
    // Our parent (the test runner) is alive and is not us.
    writeFileSync(join(dataDir, 'server.lock'), String(process.ppid));
    try {
      const error = await openDb({ kind: 'pglite', dataDir }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toBe(
        `The data folder ${dataDir} is in use by another Kiwi Services server (pid ${process.ppid}). ` +
          'Stop that server first, or set DATA_DIR to another folder.',
      );
    } finally {
      rmSync(join(dataDir, 'server.lock'), { force: true });
    }
  });

  it('takes over a stale lock left by a dead process, and migrates', async () => {
    writeFileSync(join(dataDir, 'server.lock'), String(deadPid()));
    const handle = await openDb({ kind: 'pglite', dataDir });
    try {
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').split(' ')[0]).toBe(
        String(process.pid),
      );
      await runMigrations(handle);
      expect(await appliedMigrations(handle)).toBe(journal.entries.length);
      await handle.ping();
    } finally {
      await handle.close();
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);
  });

  it('reopens the migrated folder with its data', async () => {
    const handle = await openDb({ kind: 'pglite', dataDir });
    try {
      await runMigrations(handle);
      expect(await appliedMigrations(handle)).toBe(journal.entries.length);
      expect(await tableNames(handle)).toContain('services');
    } finally {
      await handle.close();
    }
  });
});

describe('migrations on PGlite', () => {
  it('running them on a migrated database is a no-op', async () => {
    const handle = await openTestPglite();
    try {
      const before = await tableNames(handle);
      expect(await appliedMigrations(handle)).toBe(journal.entries.length);
      await runMigrations(handle);
      await runMigrations(handle);
      expect(await appliedMigrations(handle)).toBe(journal.entries.length);
      expect(await tableNames(handle)).toEqual(before);
    } finally {
      await handle.close();
    }
  });

  it('create the whole data model with pg_trgm', async () => {
    const handle = await openDb({ kind: 'pglite-memory' });
    try {
      await runMigrations(handle);
      const tables = await tableNames(handle);
      for (const table of [
        'users',
        'sessions',
        'password_tokens',
        'categories',
        'sub_categories',
        'services',
        'service_images',
        'watchlist',
        'enquiries',
        'reviews',
        'subscriptions',
        'payments',
        'ads',
        'outbox_emails',
        'contact_messages',
        'career_applications',
      ]) {
        expect(tables).toContain(table);
      }
      expect(await trigramSimilarity(handle)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('two concurrent runs both succeed, and a third is a no-op', async () => {
    const scratch = await createScratchPostgresDb();
    const a = await openDb({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    const b = await openDb({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    try {
      await Promise.all([runMigrations(a), runMigrations(b)]);
      expect(await appliedMigrations(a)).toBe(journal.entries.length);
      expect(await tableNames(a)).toContain('services');
      await runMigrations(b);
      expect(await appliedMigrations(b)).toBe(journal.entries.length);
      expect(await trigramSimilarity(a)).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
      await scratch.drop();
    }
  });

  it('a pool reports the postgres kind, pings, and plans prepared statements once', async () => {
    const scratch = await createScratchPostgresDb();
    const handle = await openDb({ kind: 'postgres', url: scratch.url, poolSize: 1 });
    try {
      expect(handle.kind).toBe('postgres');
      await handle.ping();
      // Every connection of the pool, the first query included, runs generic plans.
      const [mode] = await rows<{ plan_cache_mode: string }>(handle, 'show plan_cache_mode');
      expect(mode?.plan_cache_mode).toBe('force_generic_plan');
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });

  it('keeps the start-up options a DATABASE_URL gives', async () => {
    const scratch = await createScratchPostgresDb();
    const url = `${scratch.url}?options=${encodeURIComponent('-c lock_timeout=4321')}`;
    const handle = await openDb({ kind: 'postgres', url, poolSize: 1 });
    try {
      const [timeout] = await rows<{ lock_timeout: string }>(handle, 'show lock_timeout');
      const [mode] = await rows<{ plan_cache_mode: string }>(handle, 'show plan_cache_mode');
      expect([timeout?.lock_timeout, mode?.plan_cache_mode]).toEqual([
        '4321ms',
        'force_generic_plan',
      ]);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
