import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { Config } from './config.ts';
import type { DbHandle } from './db/client.ts';
import { databaseErrorOf, isDatabaseUnavailable } from './db/errors.ts';

/**
 * Start-up checks that stop the process with one clear line naming the variable to fix,
 * instead of a stack trace (docs/decisions/092-start-up-checks.md). main.ts prints the
 * message of a StartupError and exits with status 1.
 */
export class StartupError extends Error {}

/** The innermost error behind wrappers (drizzle's cause, an AggregateError of addresses). */
function rootCause(err: unknown): NodeJS.ErrnoException {
  let e = err as NodeJS.ErrnoException & { errors?: unknown[] };
  for (let depth = 0; depth < 6; depth++) {
    const inner = e?.cause ?? e?.errors?.[0];
    if (!inner || typeof inner !== 'object') break;
    e = inner as typeof e;
  }
  return e;
}

/** "ECONNREFUSED, connect ECONNREFUSED 127.0.0.1:1": the root cause's code and message. */
function reasonOf(err: unknown): string {
  const e = rootCause(err);
  const message = typeof e?.message === 'string' ? e.message.split('\n')[0] : String(err);
  return e?.code ? `${e.code}${message ? `, ${message}` : ''}` : (message ?? String(err));
}

/** DATA_DIR (and its uploads folder) exists or can be made, and this user can write there. */
export function checkDataDir(config: Pick<Config, 'dataDir' | 'uploadsDir'>): void {
  const probe = join(config.dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(config.uploadsDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    throw new StartupError(
      `DATA_DIR is not usable: cannot write to ${config.dataDir} (${reasonOf(err)}). ` +
        'Set DATA_DIR to a folder this user can create and write.',
    );
  }
}

/** DATABASE_URL with its password hidden, for messages. */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** SQLSTATEs that no waiting fixes: wrong password, unknown role or database. */
const FATAL_CONNECT_CODES: Record<string, string> = {
  '28P01': 'the password was refused',
  '28000': 'the role may not log in',
  '3D000': 'the database does not exist',
};

/**
 * Waits until the database answers `select 1`, retrying connection failures until
 * `config.databaseWaitMs` has passed (a database that comes up a moment after us is fine).
 * A refused login or unknown database stops at once. Throws StartupError naming DATABASE_URL.
 */
export async function waitForDatabase(
  handle: Pick<DbHandle, 'ping' | 'kind'>,
  config: Pick<Config, 'databaseUrl' | 'databaseWaitMs'>,
  onWaiting: (message: string) => void,
): Promise<void> {
  const deadline = Date.now() + config.databaseWaitMs;
  const where = config.databaseUrl ? describeDatabaseUrl(config.databaseUrl) : 'PGlite';
  for (let attempt = 0; ; attempt++) {
    try {
      await handle.ping();
      return;
    } catch (err) {
      const fatal = FATAL_CONNECT_CODES[databaseErrorOf(err).code];
      if (fatal) {
        throw new StartupError(`DATABASE_URL is not usable: ${fatal} (${where}).`);
      }
      if (!isDatabaseUnavailable(err) || Date.now() >= deadline) {
        throw new StartupError(
          `DATABASE_URL is not reachable: ${where} (${reasonOf(err)}). ` +
            'Check that PostgreSQL is running and DATABASE_URL names it ' +
            `(waited ${Math.round(config.databaseWaitMs / 1000)} s; DATABASE_WAIT_SECONDS).`,
        );
      }
      if (attempt === 0) onWaiting(`waiting for the database at ${where}`);
      await sleep(Math.min(1000, Math.max(0, deadline - Date.now())));
    }
  }
}

/** What PGlite threw when opening its folder (it may throw plain objects: ErrnoError). */
function describeThrown(err: unknown): string {
  if (err instanceof Error) return reasonOf(err);
  const e = err as { name?: unknown; errno?: unknown; message?: unknown } | null;
  const errno = typeof e?.errno === 'number' || typeof e?.errno === 'string' ? e.errno : null;
  const parts = [e?.name, errno !== null ? `errno ${errno}` : '', e?.message];
  return parts.filter((part) => typeof part === 'string' && part !== '').join(', ') || 'unknown';
}

/** The embedded database could not be opened in DATA_DIR: a StartupError naming it. */
export function pgliteOpenError(err: unknown, config: Pick<Config, 'dataDir'>): StartupError {
  return new StartupError(
    `DATA_DIR is not usable: the embedded database in ${join(config.dataDir, 'pglite')} could ` +
      `not be opened (${describeThrown(err)}). Check that it is a PGlite data folder this user ` +
      'can write, or set DATA_DIR to another folder.',
  );
}

/** A listen failure as a message naming PORT or HOST, or null for an unexpected one. */
export function listenErrorMessage(err: unknown, config: Pick<Config, 'port' | 'host'>) {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'EADDRINUSE') {
    return `PORT ${config.port} is already in use on ${config.host}: stop the other server or set PORT to another port.`;
  }
  if (code === 'EACCES') {
    return `PORT ${config.port} needs privileges this user does not have: set PORT to 1024 or above.`;
  }
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `HOST ${config.host} is not an address of this machine: set HOST (0.0.0.0 for every address).`;
  }
  return null;
}
