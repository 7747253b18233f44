/**
 * `npm run bench:cpu-split -- --case "everyday word"`: where the app process's CPU goes per
 * answer, by thread (the JavaScript thread, V8's GC helpers, libuv's pool) and by user vs kernel
 * time, on the database path at 100k services (`--rate N`: at a held rate). Prints one table;
 * writes nothing.
 */
import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

import { buildCases, ensureDatabase, log, MAIN, runLoad, startApp } from './setup.ts';

const { values: args } = parseArgs({
  options: {
    case: { type: 'string', default: 'everyday word' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '50' },
    /** Offer this many requests a second on a schedule instead (bench/load.ts, held rate). */
    rate: { type: 'string' },
    'database-url': { type: 'string' },
  },
});
const databaseUrl =
  args['database-url'] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Ticks = Map<string, { user: number; system: number }>;

/** Clock ticks (10 ms) of each thread of this process, summed by thread name. */
function threads(): Ticks {
  const out: Ticks = new Map();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close).replace(/\d+$/, '#');
      const f = stat.slice(close + 2).split(' ');
      const key = tid === String(process.pid) ? 'main (JavaScript)' : name;
      const t = out.get(key) ?? { user: 0, system: 0 };
      t.user += Number(f[11]);
      t.system += Number(f[12]);
      out.set(key, t);
    } catch {
      // ended
    }
  }
  return out;
}

const dataDir = mkdtempSync(join(tmpdir(), 'ks-split-'));
try {
  const url = await ensureDatabase({ databaseUrl, reseed: false }, MAIN, dataDir);
  const running = await startApp(url, dataDir);
  try {
    const cases = await buildCases(running.handle);
    for (const wanted of args.case.split(',')) {
      const chosen = cases.find((c) => c.name.toLowerCase().includes(wanted.toLowerCase()));
      if (!chosen) throw new Error(`no case matches "${wanted}"`);
      const requests = chosen.requests.map((r) => ({
        ...r,
        headers: { ...r.headers, 'cache-control': 'no-cache' },
      }));
      const gc = new Map<number, number[]>();
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          const kind = (e as unknown as { detail: { kind: number } }).detail.kind;
          gc.set(kind, [...(gc.get(kind) ?? []), e.duration]);
        }
      });
      const loop = monitorEventLoopDelay({ resolution: 1 });
      let before = threads();
      let usageBefore = process.cpuUsage();
      const result = await runLoad(
        {
          url: running.url,
          connections: Number(args.connections),
          requests,
          warmupSeconds: 2,
          durationSeconds: Number(args.seconds),
          ...(args.rate ? { rate: Number(args.rate) } : {}),
        },
        () => {
          before = threads();
          usageBefore = process.cpuUsage();
          observer.observe({ entryTypes: ['gc'] });
          running.serverTimes.length = 0;
          loop.enable();
        },
      );
      const usage = process.cpuUsage(usageBefore);
      observer.disconnect();
      loop.disable();
      for (const [kind, list] of gc) {
        const total = list.reduce((a, b) => a + b, 0);
        log(
          `  gc kind ${kind}: ${list.length} pauses, total ${total.toFixed(0)} ms, max ${Math.max(...list).toFixed(1)} ms`,
        );
      }
      log(
        `  event loop delay: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
      );
      const inApp = [...running.serverTimes].sort((a, b) => a - b);
      const at = (q: number) => inApp[Math.floor(q * (inApp.length - 1))] ?? 0;
      log(
        `  inside the app (request in to answer out): p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${(inApp.at(-1) ?? 0).toFixed(0)} ms`,
      );
      const after = threads();
      const n = result.total;
      log(
        `${chosen.name}: ${n} answers, ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms`,
      );
      log(
        `process: user ${(usage.user / n).toFixed(0)} µs + system ${(usage.system / n).toFixed(0)} µs per answer`,
      );
      for (const [name, t] of after) {
        const b = before.get(name) ?? { user: 0, system: 0 };
        const user = ((t.user - b.user) * 10_000) / n;
        const system = ((t.system - b.system) * 10_000) / n;
        if (user + system > 1)
          log(`  ${name}: user ${user.toFixed(0)} + system ${system.toFixed(0)}`);
      }
      const heap = process.memoryUsage();
      log(
        `heap used ${(heap.heapUsed / 1e6).toFixed(0)} MB, rss ${(heap.rss / 1e6).toFixed(0)} MB`,
      );
    }
  } finally {
    await running.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
