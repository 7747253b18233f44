import type { DbHandle } from './client.ts';

/** Advisory lock keys of the scheduled jobs (any numbers every instance agrees on). */
export const JOB_LOCKS = {
  subscriptions: 7_245_901_201,
  sessions: 7_245_901_202,
  renditions: 7_245_901_203,
  stagedImages: 7_245_901_204,
  vocabulary: 7_245_901_205,
  availability: 7_245_901_206,
  replyTimes: 7_245_901_207,
  jobs: 7_245_901_208,
  credentials: 7_245_901_209,
} as const;

/**
 * Runs a scheduled job in one instance at a time: on PostgreSQL under a session advisory lock
 * held on one pooled connection (another instance skips this round and returns null); PGlite is
 * one process, so it just runs.
 */
export async function runExclusive<T>(
  handle: DbHandle,
  key: number,
  job: () => Promise<T>,
): Promise<T | null> {
  if (handle.driver.kind !== 'postgres') return job();
  const client = await handle.driver.pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
      key,
    ]);
    if (!rows[0]?.ok) return null;
    try {
      return await job();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
