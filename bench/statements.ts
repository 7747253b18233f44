/**
 * `npm run bench:statements -- "macron" "home search (sub"`: the statements each case's requests
 * run once the caches are warm (three rounds first), counted by pg_stat_statements, on the
 * database path at 100k services. A request that needs two trips to the database waits twice in
 * the pool's line under load, so this count explains a p99 near twice the p50. Prints only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { buildCases, ensureDatabase, MAIN, startApp } from './setup.ts';

const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dataDir = mkdtempSync(join(tmpdir(), 'ks-statements-'));
try {
  const url = await ensureDatabase({ databaseUrl, reseed: false }, MAIN, dataDir);
  const running = await startApp(url, dataDir);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('create extension if not exists pg_stat_statements');
    const cases = await buildCases(running.handle);
    for (const wanted of process.argv.slice(2)) {
      const chosen = cases.find((c) => c.name.toLowerCase().includes(wanted.toLowerCase()));
      if (!chosen) throw new Error(`no case matches "${wanted}"`);
      const send = (r: (typeof chosen.requests)[number]) =>
        fetch(running.url + r.path, {
          method: r.method,
          headers: { ...r.headers, 'cache-control': 'no-cache' },
          body: r.body ?? null,
        }).then((res) => res.text());
      for (let round = 0; round < 3; round++) for (const r of chosen.requests) await send(r);
      await admin.query('select pg_stat_statements_reset()');
      for (const r of chosen.requests) await send(r);
      const { rows } = await admin.query<{ calls: number; query: string }>(
        `select calls::int, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as query
           from pg_stat_statements
          where dbid = (select oid from pg_database where datname = current_database())
            and query not like '%pg_stat_statements%'
          order by calls desc`,
      );
      const total = rows.reduce((n, r) => n + r.calls, 0);
      console.log(
        `\n${chosen.name}: ${chosen.requests.length} requests, ${total} statements (${(total / chosen.requests.length).toFixed(2)} per request)`,
      );
      for (const r of rows) console.log(`${String(r.calls).padStart(5)}  ${r.query}`);
    }
  } finally {
    await admin.end();
    await running.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
