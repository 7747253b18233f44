/**
 * `npm run bench:cluster`: requests per second of one app instance (directly) against nginx in
 * front of three, on the same cluster and the same calls (docs/scaling.md). The figures depend on
 * what else the machine runs: compare the ratio, within one run.
 */
import autocannon from 'autocannon';

import { login } from './client.ts';
import { startCluster } from './cluster.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

type Case = { name: string; path: string; headers?: Record<string, string> };

async function rps(url: string, c: Case): Promise<{ rps: number; p99: number; non2xx: number }> {
  const result = await autocannon({
    url: `${url}${c.path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'gzip, br', ...c.headers },
  });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx };
}

async function main(): Promise<void> {
  const cluster = await startCluster({ log: (line) => console.log(line) });
  try {
    const cookie = await login(cluster.url, 'customer@kiwiservices.co.nz', 'KiwiCustomer2026!');
    const cases: Case[] = [
      { name: 'anonymous list (micro-cache)', path: '/api/all-services?page=1' },
      {
        name: 'session read (/api/me)',
        path: '/api/me',
        headers: { cookie: `ks_session=${cookie}` },
      },
      { name: 'health (no database)', path: '/api/health' },
    ];
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per run`);
    for (const c of cases) {
      const one = await rps(cluster.instances[0]!.url, c);
      const three = await rps(cluster.url, c);
      console.log(
        `${c.name}: one instance ${Math.round(one.rps)} req/s (p99 ${one.p99} ms), ` +
          `nginx + ${cluster.instances.length} instances ${Math.round(three.rps)} req/s ` +
          `(p99 ${three.p99} ms): ×${(three.rps / one.rps).toFixed(2)}` +
          (one.non2xx + three.non2xx ? ` [non-2xx: ${one.non2xx} / ${three.non2xx}]` : ''),
      );
    }
  } finally {
    await cluster.stop();
  }
}

await main();
