/**
 * `npm run bench:forgot`: does POST /api/password/forgot take the same time for an address with
 * an account and one without (issue 15 §2)? Run by hand, not in CI (timings are no test).
 *
 * Builds the app in this process on a migrated in-memory PGlite with members, then sends the
 * request alternately for a member's address and for an unknown one (each from its own
 * client address, so no rate limit trips) and prints the median and p90 of each, and their
 * ratio. For comparison it also times the work the answer used to wait for (lookup, token,
 * outbox row: `requestPasswordReset`), which now runs after the answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDb } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { users } from '../src/server/db/schema/index.ts';
import { afterReplyIdle } from '../src/server/lib/after-reply.ts';
import { createLocalStorage } from '../src/server/platform/storage/storage.ts';
import { requestPasswordReset } from '../src/server/modules/auth/password.service.ts';

const ROUNDS = 200;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p90: at(0.9) };
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

function report(label: string, known: number[], unknown: number[]): void {
  const k = stats(known);
  const u = stats(unknown);
  console.log(
    `${label}: known median ${fmt(k.median)} p90 ${fmt(k.p90)} | unknown median ${fmt(u.median)} p90 ${fmt(u.p90)} | known/unknown median ${(k.median / u.median).toFixed(2)}`,
  );
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ks-forgot-'));
  const handle = await openDb({ kind: 'pglite-memory' });
  await runMigrations(handle);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    config,
    dbHandle: handle,
    storage: createLocalStorage(config.uploadsDir, config.publicUrl),
  });
  await app.ready();
  // One member per round: the per-email limit (3 in 30 minutes) must not answer instead.
  const member = (i: number) => `timing.member.${i}@example.co.nz`;
  await handle.db.insert(users).values(
    Array.from({ length: ROUNDS }, (_, i) => ({
      email: member(i),
      username: `timing-member-${i}`,
      slug: `timing-member-${i}`,
      roleId: 3 as const,
      firstName: 'Mere',
      lastName: 'Parata',
      isVerified: true,
    })),
  );

  const known: number[] = [];
  const unknown: number[] = [];
  const directKnown: number[] = [];
  const directUnknown: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    for (const exists of [true, false]) {
      const to = exists ? member(i) : `nobody.${i}@example.co.nz`;
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        remoteAddress: `10.${i % 250}.${exists ? 1 : 2}.${(i % 200) + 1}`,
        payload: { email: to },
      });
      const took = performance.now() - started;
      if (res.statusCode === 200) (exists ? known : unknown).push(took);
      await afterReplyIdle();
      const directStarted = performance.now();
      await requestPasswordReset(handle.db, config, to);
      (exists ? directKnown : directUnknown).push(performance.now() - directStarted);
    }
  }
  report('answer of POST /api/password/forgot (now)', known, unknown);
  report(
    'work behind it (lookup, token, outbox; before: inside the answer)',
    directKnown,
    directUnknown,
  );
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}

await main();
