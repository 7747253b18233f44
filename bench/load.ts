/**
 * One autocannon run in its own process (so the load generator never shares the server's event
 * loop). Input: a JSON LoadSpec as the first argument. Output: one JSON LoadResult line.
 */
import autocannon from 'autocannon';

export type LoadRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

export type LoadSpec = {
  url: string;
  connections: number;
  durationSeconds: number;
  /** Each connection cycles through these in order. */
  requests: LoadRequest[];
};

export type LoadResult = {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationSeconds,
    timeout: 10,
    requests: spec.requests.map((r) => ({
      method: r.method,
      path: r.path,
      ...(r.body !== undefined ? { body: r.body } : {}),
      headers: { accept: 'application/json', ...(r.headers ?? {}) },
    })),
  });
  const out: LoadResult = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();
