import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import pg from 'pg';

import { startProcess, stopProcess, waitFor, type Managed, type Service } from './processes.ts';

/**
 * The cluster's own throwaway PostgreSQL: `initdb` into a temporary folder, `postgres` on a
 * spare loopback port. Never the machine's server on 5432 (other work uses it), so stopping it
 * under load (npm run faults) disturbs nothing else. As root it runs as the `postgres` user,
 * because PostgreSQL refuses to run as root.
 */

export type PostgresOptions = { dir: string; port: number; database: string };

/** stop(): fast shutdown, open connections are cut, as when the database goes away. */
export type Postgres = Service;

/** PG_BIN, or the newest Debian /usr/lib/postgresql/N/bin, or the PATH. */
function pgBinary(name: string): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(root, versions[0], 'bin', name);
  }
  return name;
}

/** uid/gid of the `postgres` user when we are root; undefined otherwise. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Running as root: PostgreSQL needs a non-root user; create the `postgres` user ' +
        '(apt-get install postgresql) or run as another user.',
    );
  }
}

function initdb(dataDir: string, user: { uid: number; gid: number } | undefined): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dataDir, user.uid, user.gid);
  execFileSync(
    pgBinary('initdb'),
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', ...(user ? { uid: user.uid, gid: user.gid } : {}) },
  );
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(options: PostgresOptions): Promise<Postgres> {
  const user = runAs();
  const dataDir = join(options.dir, 'data');
  const socketDir = join(options.dir, 'socket');
  mkdirSync(socketDir, { recursive: true });
  if (user) chownSync(socketDir, user.uid, user.gid);
  initdb(dataDir, user);
  const adminUrl = `postgres://postgres@127.0.0.1:${options.port}/postgres`;
  let server: Managed | null = null;
  const start = async () => {
    server = startProcess(
      'postgres',
      pgBinary('postgres'),
      ['-D', dataDir, '-p', String(options.port), '-k', socketDir]
        .concat(['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'])
        .concat(['-c', 'shared_buffers=64MB']),
      { logFile: join(options.dir, 'postgres.log'), ...user },
    );
    const started = server;
    await waitFor(
      'PostgreSQL',
      () => canConnect(adminUrl),
      30_000,
      () => started.tail(),
    );
  };
  await start();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${options.database}"`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${options.port}/${options.database}`,
    port: options.port,
    start,
    // SIGINT: PostgreSQL's fast shutdown (rolls back open transactions, disconnects clients).
    stop: async () => {
      if (server) await stopProcess(server, 'SIGINT', 20_000);
      server = null;
    },
    current: () => server,
  };
}
