/**
 * `npm run bench:profile -- --case "home search"`: where one read call's time goes, on the
 * database path (`Cache-Control: no-cache`), at 100k services (issue 14: "record the profile
 * before and after").
 *
 *   npm run bench:profile -- --case "home search" --seconds 10
 *   npm run bench:profile -- --case "free text" --size 1m --cached
 *   npm run bench:profile -- --case mix                   # the realistic mix (bench/mix.ts)
 *
 * The app runs in this process (production mode, on the bench database of bench/run.ts) under
 * V8's sampling profiler while autocannon loads it from another process; pg_stat_statements (when
 * the server preloads it) says what each statement cost PostgreSQL. Prints and writes
 * bench/results/profile-<case>.md: CPU µs per answer of the app and of PostgreSQL, the app's
 * self time by function and by package, and the statements by total time.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { cpuNow } from './cpu.ts';
import { loadMixData, mixStream } from './mix.ts';
import {
  buildCases,
  ensureDatabase,
  LARGE,
  log,
  MAIN,
  ROOT,
  runLoad,
  SMALL,
  startApp,
} from './setup.ts';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number };

const { values: args } = parseArgs({
  options: {
    case: { type: 'string', default: 'home search' },
    seconds: { type: 'string', default: '10' },
    size: { type: 'string', default: '100k' },
    cached: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
  },
});

const databaseUrl = args['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const size = args.size === '10k' ? SMALL : args.size === '1m' ? LARGE : MAIN;

/** Where a sampled function lives: a package, a file of ours, or Node itself. */
function areaOf(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const ours = /\/(src|bench)\/(.+)$/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  if (url.startsWith('node:')) return 'node internals';
  return url === '' ? '(native, GC, idle)' : url;
}

function summarize(profile: Profile, answers: number) {
  const sampleUs =
    (profile.endTime - profile.startTime) /
    profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  const parents = new Map<number, ProfileNode>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node);
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${areaOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    void lineNumber;
    if (functionName === '(idle)' || (functionName === '(program)' && url === '')) {
      if (functionName === '(idle)') continue;
    }
    // A native function (a system call, say) is named with its callers, which say what it is.
    let name = label(node);
    if (url === '' && lineNumber < 0 + 1) {
      const chain: string[] = [];
      for (let p = parents.get(node.id); p && chain.length < 3; p = parents.get(p.id)) {
        chain.push(label(p));
      }
      if (chain.length > 0) name += ` ← ${chain.join(' ← ')}`;
    }
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
    const area = functionName === '(garbage collector)' ? '(garbage collector)' : areaOf(url);
    byArea.set(area, (byArea.get(area) ?? 0) + hits);
  }
  const rows = (map: Map<string, number>, top: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, hits]) => `| ${name} | ${((hits * sampleUs) / answers).toFixed(1)} |`)
      .join('\n');
  return [
    '| package or file (self time) | µs / answer |',
    '|---|---:|',
    rows(byArea, 25),
    '',
    '| function (self time) | µs / answer |',
    '|---|---:|',
    rows(byFunction, 40),
  ].join('\n');
}

type Statement = { query: string; calls: number; total_ms: number; plan_ms: number; rows: number };

async function statements(url: string, reset: boolean): Promise<Statement[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const have = await client.query(
      `select 1 from pg_extension where extname = 'pg_stat_statements'`,
    );
    if (!have.rowCount) return [];
    if (reset) {
      await client.query('select pg_stat_statements_reset()');
      return [];
    }
    const { rows } = await client.query<Statement>(
      `select query, calls::int, total_exec_time as total_ms, total_plan_time as plan_ms,
              rows::int
       from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
       order by total_exec_time + total_plan_time desc limit 12`,
    );
    return rows;
  } finally {
    await client.end();
  }
}

function statementTable(list: Statement[], answers: number): string {
  if (list.length === 0) return '(pg_stat_statements is not loaded on this server)';
  const oneLine = (q: string) => q.replace(/\s+/g, ' ').slice(0, 160).replace(/\|/g, '\\|');
  return [
    '| statement | calls / answer | exec µs / call | plan µs / call | rows / call |',
    '|---|---:|---:|---:|---:|',
    ...list.map(
      (s) =>
        `| \`${oneLine(s.query)}\` | ${(s.calls / answers).toFixed(2)} | ${((s.total_ms * 1000) / s.calls).toFixed(0)} | ${((s.plan_ms * 1000) / s.calls).toFixed(0)} | ${(s.rows / s.calls).toFixed(1)} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ks-profile-'));
  try {
    const url = await ensureDatabase({ databaseUrl, reseed: false }, size, dataDir);
    const running = await startApp(url, dataDir);
    try {
      const isMix = args.case === 'mix';
      const cases = isMix ? [] : await buildCases(running.handle);
      const chosen = isMix
        ? {
            name: 'realistic mix',
            requests: mixStream(await loadMixData(running.handle), 60_000, 7, 900_000_000),
          }
        : cases.find((c) => c.name.toLowerCase().includes(args.case.toLowerCase()));
      if (!chosen) throw new Error(`no case matches "${args.case}"`);
      // The mix is served as visitors are (its members bypass the micro-cache by themselves).
      const requests =
        args.cached || isMix
          ? chosen.requests
          : chosen.requests.map((r) => ({
              ...r,
              headers: { ...r.headers, 'cache-control': 'no-cache' },
            }));
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      let cpuBefore = cpuNow();
      const result = await runLoad(
        {
          url: running.url,
          connections: Number(args.connections),
          requests,
          stream: isMix,
          warmupSeconds: isMix ? 0 : 2,
          durationSeconds: Number(args.seconds),
        },
        () => {
          void statements(url, true);
          void session.post('Profiler.start');
          cpuBefore = cpuNow();
        },
      );
      const cpuAfter = cpuNow();
      const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
      session.disconnect();
      const answers = result.total;
      const name = chosen.name
        .replace(/[^\w]+/g, '-')
        .toLowerCase()
        .slice(0, 60);
      const md = [
        `## Profile: ${chosen.name} (${args.cached ? 'as served' : 'database path'}, ${size.name})`,
        '',
        `${new Date().toISOString()}, load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(
            ', ',
          )}; ${answers} answers at ${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms, ${result.non2xx} non-2xx.`,
        '',
        `CPU µs per answer: app ${((cpuAfter.node - cpuBefore.node) / answers).toFixed(0)}, PostgreSQL ${((cpuAfter.pg - cpuBefore.pg) / answers).toFixed(0)} (the profiler itself adds a little to the app).`,
        '',
        summarize(profile, answers),
        '',
        statementTable(await statements(url, false), answers),
        '',
      ].join('\n');
      writeFileSync(join(ROOT, 'bench', 'results', `profile-${name}.md`), md);
      log(md);
    } finally {
      await running.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
