/**
 * One load run in its own process (so the load generator never shares the server's event loop).
 * Input: a JSON LoadSpec as the first argument. Output: one JSON LoadResult line.
 *
 * - Throughput (the default): autocannon, `connections` concurrent keep-alive connections.
 * - Latency (`sequential: true`): one keep-alive connection, one request at a time, each timed
 *   with the high-resolution clock (autocannon's histogram rounds to whole milliseconds).
 * - Held rate (`rate: N`, decision 130): N requests a second on a fixed schedule (open loop, as
 *   visitors arrive), over at most `connections` keep-alive connections. Each request's time runs
 *   from when it was due, not from when a connection was free, so a stall counts against every
 *   request it delayed (no coordinated omission). autocannon's own rate limit sends each
 *   second's quota in a burst at the start of the second, which measures bursts, not a rate.
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';

import autocannon, { type Request as CannonRequest } from 'autocannon';

/** Chromium's and Firefox's Accept-Encoding for fetch() over http. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

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
  /** Each connection cycles through these in order (or, with `stream`, all share one sequence). */
  requests: LoadRequest[];
  /** One sequence for all connections: each request sent is the next one of `requests`. */
  stream?: boolean;
  /** One request at a time on one connection, timed to the microsecond. */
  sequential?: boolean;
  /**
   * Throughput runs: first the trivial route (`GET /api/health`) for this many seconds (its rate
   * is the run's baseline), then a warm-up of `warmupSeconds` with the requests, then a line
   * `MARK` on stdout, then the measured run. One process for all three.
   */
  baselineSeconds?: number;
  warmupSeconds?: number;
  /** Held rate: this many requests a second, on a schedule (see above). */
  rate?: number;
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
  /** Mean bytes on the wire per answer (headers and body, compressed when the server did). */
  bytesPerRequest: number;
  /** Answers by status class (throughput runs). */
  status4xx?: number;
  status5xx?: number;
  /** The trivial route's req/s just before (with `baselineSeconds`). */
  baselineRps?: number;
};

function headersOf(r: LoadRequest): Record<string, string> {
  // What a browser's fetch sends: compressed answers are accepted.
  return { accept: 'application/json', 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...r.headers };
}

/** One request; resolves with its status and the bytes of its body. */
function send(agent: Agent, base: URL, r: LoadRequest): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(r.path, base),
      { method: r.method, headers: headersOf(r), agent },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

/** Percentiles and counts of timed answers (milliseconds) over `seconds`. */
function summary(
  times: number[],
  seconds: number,
  counts: { non2xx: number; errors: number; bytes: number },
): LoadResult {
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return {
    rps: times.length / seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: times.at(-1) ?? 0,
    total: times.length,
    non2xx: counts.non2xx,
    errors: counts.errors,
    timeouts: 0,
    bytesPerRequest: times.length > 0 ? Math.round(counts.bytes / times.length) : 0,
  };
}

/**
 * `spec.rate` requests a second for `seconds`, request k due at k / rate; the time of each runs
 * from when it was due. Requests of a stream take the next of the list; otherwise they cycle.
 */
async function held(spec: LoadSpec, seconds: number): Promise<LoadResult> {
  const rate = spec.rate!;
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const base = new URL(spec.url);
  const times: number[] = [];
  const counts = { non2xx: 0, errors: 0, bytes: 0 };
  const total = Math.round(rate * seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request due by now goes out (a late timer never thins the rate).
    while (sent < total && start + (sent * 1000) / rate <= now) {
      const due = start + (sent * 1000) / rate;
      const r = spec.requests[sent % spec.requests.length]!;
      sent++;
      pending.push(
        send(agent, base, r).then(
          (res) => {
            times.push(performance.now() - due);
            counts.bytes += res.bytes;
            if (res.status < 200 || res.status > 299) counts.non2xx++;
          },
          () => void counts.errors++,
        ),
      );
    }
    const next = start + (sent * 1000) / rate;
    await new Promise((done) => setTimeout(done, Math.max(0, next - performance.now())));
  }
  await Promise.all(pending);
  agent.destroy();
  return summary(times, seconds, counts);
}

async function sequential(spec: LoadSpec): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const base = new URL(spec.url);
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let bytes = 0;
  const endAt = performance.now() + spec.durationSeconds * 1000;
  for (let i = 0; performance.now() < endAt; i++) {
    const r = spec.requests[i % spec.requests.length]!;
    const started = performance.now();
    try {
      const res = await send(agent, base, r);
      times.push(performance.now() - started);
      bytes += res.bytes;
      if (res.status < 200 || res.status > 299) non2xx++;
    } catch {
      errors++;
    }
  }
  agent.destroy();
  return summary(times, spec.durationSeconds, { non2xx, errors, bytes });
}

/** autocannon's request list: the cycled requests, or one entry that takes the next of a stream. */
function autocannonRequests(spec: LoadSpec): CannonRequest[] {
  if (!spec.stream) {
    return spec.requests.map((r) => ({
      method: r.method,
      path: r.path,
      ...(r.body !== undefined ? { body: r.body } : {}),
      headers: headersOf(r),
    }));
  }
  let next = 0;
  return [
    {
      setupRequest: (req: CannonRequest): CannonRequest => {
        const r = spec.requests[next++ % spec.requests.length]!;
        return {
          ...req,
          method: r.method,
          path: r.path,
          body: r.body ?? '',
          headers: headersOf(r),
        };
      },
    },
  ];
}

async function cannon(spec: LoadSpec, requests: CannonRequest[], seconds: number) {
  return autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: seconds,
    timeout: 10,
    requests,
  });
}

async function main(): Promise<void> {
  // The spec itself, or `@file` holding it (a long stream does not fit in an argument).
  const arg = process.argv[2] ?? '{}';
  const spec = JSON.parse(
    arg.startsWith('@') ? readFileSync(arg.slice(1), 'utf8') : arg,
  ) as LoadSpec;
  if (spec.sequential) {
    process.stdout.write(`${JSON.stringify(await sequential(spec))}\n`);
    return;
  }
  let baselineRps: number | undefined;
  if (spec.baselineSeconds) {
    const trivial: CannonRequest[] = [
      { method: 'GET', path: '/api/health', headers: headersOf({ method: 'GET', path: '' }) },
    ];
    baselineRps = (await cannon(spec, trivial, spec.baselineSeconds)).requests.average;
  }
  if (spec.rate) {
    if (spec.warmupSeconds) await held(spec, spec.warmupSeconds);
    process.stdout.write('MARK\n');
    const result = await held(spec, spec.durationSeconds);
    process.stdout.write(`${JSON.stringify({ ...result, baselineRps })}\n`);
    return;
  }
  const requests = autocannonRequests(spec);
  if (spec.warmupSeconds) await cannon(spec, requests, spec.warmupSeconds);
  process.stdout.write('MARK\n');
  const result = await cannon(spec, requests, spec.durationSeconds);
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
    bytesPerRequest:
      result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
    status4xx: result['4xx'],
    status5xx: result['5xx'],
    ...(baselineRps !== undefined ? { baselineRps } : {}),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

await main();
