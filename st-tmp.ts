import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { buildCases, runLoad, startApp } from './bench/setup.ts';
const running = await startApp('postgres://postgres@127.0.0.1:5432/ks_bench_100k', mkdtempSync('/tmp/x-'));
const cases = await buildCases(running.handle);
const threads = () => {
  const out: Record<string, number> = {};
  for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const f = stat.slice(close + 2).split(' ');
    out[`${name}-${tid}`] = (Number(f[11]) + Number(f[12])) * 10000;
  }
  return out;
};
for (const name of [process.argv[2] ?? 'home search (sub', 'health']) {
  const c = cases.find((x) => x.name.includes(name))!;
  const requests = c.requests.map((r) => ({ ...r, headers: { ...r.headers, 'cache-control': 'no-cache' } }));
  await runLoad({ url: running.url, connections: 50, requests, durationSeconds: 2 });
  const a = threads(); const cu = process.cpuUsage();
  const res = await runLoad({ url: running.url, connections: 50, requests, durationSeconds: 5 });
  const b = threads(); const cu2 = process.cpuUsage(cu);
  console.log(name, 'answers', res.total, 'rps', res.rps.toFixed(0), 'cpuUsage user µs/answer', (cu2.user / res.total).toFixed(0), 'sys', (cu2.system / res.total).toFixed(0));
  for (const k of Object.keys(b)) console.log('  ', k, ((b[k]! - (a[k] ?? 0)) / res.total).toFixed(1));
}
await running.close();
