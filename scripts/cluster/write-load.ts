import pg from 'pg';

import { call, nextAddress, registrationBody } from './client.ts';

/**
 * A write load for the cluster tests and `npm run faults`: `concurrency` loops, each registering
 * new customers through nginx (one new client address per request, so per-address limits never
 * interfere), recording every attempt. An attempt is acknowledged when the app answered 200 with
 * status 1: the account must then exist, whatever happens afterwards.
 */

export type Attempt = {
  email: string;
  startedAt: number;
  endedAt: number;
  /** HTTP status, or 0 when the connection failed. */
  status: number;
  acknowledged: boolean;
  /** The Retry-After header of a refused write (503 while the database is down, 429). */
  retryAfter?: string;
};

export type WriteLoad = {
  attempts: Attempt[];
  /** Stops the loops and resolves when every request in flight has ended. */
  stop: () => Promise<Attempt[]>;
};

export type WriteLoadOptions = {
  /** Loops running at once (default 6). */
  concurrency?: number;
  /** Pause of each loop after each request (ms; default 0: as fast as answered). */
  pauseMs?: number;
  /** Part of every generated email address. */
  tag?: string;
};

export function startWriteLoad(url: string, options: WriteLoadOptions = {}): WriteLoad {
  const { concurrency = 6, pauseMs = 0, tag = 'load' } = options;
  const attempts: Attempt[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const body = registrationBody(tag);
      const startedAt = Date.now();
      let status: number;
      let acknowledged = false;
      let retryAfter: string | undefined;
      try {
        const reply = await call(url, '/api/register', {
          json: body,
          from: nextAddress(),
          timeoutMs: 15_000,
        });
        status = reply.status;
        const header = reply.headers['retry-after'];
        if (typeof header === 'string') retryAfter = header;
        acknowledged =
          reply.status === 200 && (reply.body as { status?: number } | null)?.status === 1;
      } catch {
        status = 0;
      }
      const endedAt = Date.now();
      attempts.push({ email: body.email, startedAt, endedAt, status, acknowledged, retryAfter });
      // A failed attempt (database down) must not spin: a short pause, as a client would.
      const pause = acknowledged ? pauseMs : Math.max(pauseMs, 50);
      if (pause > 0) await new Promise((r) => setTimeout(r, pause));
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    attempts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return attempts;
    },
  };
}

/** The acknowledged registrations whose account is not in the database (must be none). */
export async function lostWrites(databaseUrl: string, attempts: Attempt[]): Promise<string[]> {
  const acknowledged = attempts.filter((a) => a.acknowledged).map((a) => a.email);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>(
      'select email from users where email = any($1::text[])',
      [acknowledged],
    );
    const found = new Set(rows.map((r) => r.email));
    return acknowledged.filter((email) => !found.has(email));
  } finally {
    await client.end();
  }
}

/** Counts of an attempt list by outcome, for reports. */
export function tally(attempts: Attempt[]) {
  const byStatus: Record<string, number> = {};
  for (const a of attempts) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return {
    attempted: attempts.length,
    acknowledged: attempts.filter((a) => a.acknowledged).length,
    byStatus,
  };
}
