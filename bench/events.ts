/**
 * `npm run bench:events`: the conversations' event stream under load (issue 25 §7). On the
 * bench database (bench/setup.ts, ks_bench_100k with its bulk conversations), one app instance
 * on PostgreSQL (its change bus over LISTEN/NOTIFY, as in production with several instances):
 *
 * 1. 1,000 logged-in members each open `GET /api/conversations/events` (one stream per member,
 *    each a side of a different open conversation); every stream must answer 200 and send its
 *    `: connected` line.
 * 2. The providers of those conversations send messages (multipart, as the web does), a few at a
 *    time, while all the streams stay open; each message must reach its member's stream as
 *    `event: message` with the conversation id. Delivery latency: from the send's start to the
 *    event's arrival (p50, p99, max), and from the send's answer (after the commit).
 * 3. Every stream must still be open at the end (no error, no close).
 *
 *   npm run bench:events                         1,000 streams, 500 messages, 10 at a time
 *   npm run bench:events -- --streams 2000 --messages 1000 --concurrency 20
 *
 * The clients run in a child process (this file with `--client`), so the app's event loop is its
 * own. Prints a table and writes bench/results/events.md and events.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { sql } from 'drizzle-orm';

import { loadConfig, loadDotEnv } from '../src/server/config.ts';
import { queryRows } from '../src/server/db/query.ts';
import { createSession } from '../src/server/platform/sessions/sessions.ts';
import { multipartText } from './conversations.ts';
import { BENCH_ORIGIN } from './mix.ts';
import { ensureDatabase, log, MAIN, ROOT, startApp } from './setup.ts';

type ClientSpec = {
  url: string;
  /** One per stream: the member's cookie, the conversation, the provider's cookie. */
  pairs: { member: string; provider: string; conversationId: number }[];
  messages: number;
  concurrency: number;
};

type ClientResult = {
  streams: number;
  opened: number;
  openErrors: number;
  openMs: number;
  messages: number;
  sendErrors: number;
  delivered: number;
  lost: number;
  /** From the send's start to the event (ms). */
  p50: number;
  p99: number;
  max: number;
  /** From the send's answer (after the commit) to the event (ms); negative when it came first. */
  afterAnswerP50: number;
  afterAnswerP99: number;
  streamErrors: number;
  openAtEnd: number;
};

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

// ---------------------------------------------------------------------------------------------
// The client process

async function client(spec: ClientSpec): Promise<ClientResult> {
  const base = new URL(spec.url);
  const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const sendAgent = new Agent({ keepAlive: true, maxSockets: spec.concurrency });
  const waiting = new Map<number, (at: number) => void>();
  let openErrors = 0;
  let streamErrors = 0;
  let open = 0;
  const requests: ClientRequest[] = [];
  const started = performance.now();
  await Promise.all(
    spec.pairs.map(
      (pair) =>
        new Promise<void>((resolve) => {
          let connected = false;
          const req = httpRequest(
            new URL('/api/conversations/events', base),
            { agent: streamAgent, headers: { cookie: pair.member, accept: 'text/event-stream' } },
            (res) => {
              if (res.statusCode !== 200) {
                openErrors++;
                res.resume();
                return resolve();
              }
              res.setEncoding('utf8');
              let buffer = '';
              res.on('data', (chunk: string) => {
                buffer += chunk;
                if (!connected && buffer.includes(': connected')) {
                  connected = true;
                  open++;
                  resolve();
                }
                // Whole events only: "event: message\ndata: {...}\n\n".
                let end: number;
                while ((end = buffer.indexOf('\n\n')) >= 0) {
                  const block = buffer.slice(0, end);
                  buffer = buffer.slice(end + 2);
                  const match = /event: message\ndata: \{"conversation_id":(\d+)\}/.exec(block);
                  if (match) waiting.get(Number(match[1]))?.(performance.now());
                }
              });
              res.on('error', () => streamErrors++);
              res.on('close', () => {
                if (connected) open--;
              });
            },
          );
          req.on('error', () => {
            if (connected) streamErrors++;
            else openErrors++;
            resolve();
          });
          req.end();
          requests.push(req);
        }),
    ),
  );
  const openMs = performance.now() - started;

  // The sends: provider i % pairs writes in conversation i % pairs, `concurrency` at a time.
  const fromStart: number[] = [];
  const fromAnswer: number[] = [];
  let sendErrors = 0;
  let lost = 0;
  let next = 0;
  const sendOne = async (i: number) => {
    const pair = spec.pairs[i % spec.pairs.length]!;
    const form = multipartText('body', `Bench event message ${i}: are you free on Thursday?`);
    const t0 = performance.now();
    const delivered = new Promise<number>((resolve) => waiting.set(pair.conversationId, resolve));
    const status = await new Promise<number>((resolve) => {
      const req = httpRequest(
        new URL(`/api/conversations/${pair.conversationId}/messages`, base),
        {
          method: 'POST',
          agent: sendAgent,
          headers: {
            cookie: pair.provider,
            origin: BENCH_ORIGIN,
            'content-type': form.type,
            'x-forwarded-for': `10.201.${(i >> 8) & 255}.${i & 255}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(form.body);
    });
    const t1 = performance.now();
    if (status !== 200) {
      sendErrors++;
      waiting.delete(pair.conversationId);
      return;
    }
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
    const at = await Promise.race([delivered, timeout]);
    waiting.delete(pair.conversationId);
    if (at === null) {
      lost++;
      return;
    }
    fromStart.push(at - t0);
    fromAnswer.push(at - t1);
  };
  await Promise.all(
    Array.from({ length: spec.concurrency }, async () => {
      while (next < spec.messages) await sendOne(next++);
    }),
  );
  // Still open after the sends (a heartbeat-free moment: nothing closed them).
  await new Promise((r) => setTimeout(r, 500));
  const openAtEnd = open;
  for (const req of requests) req.destroy();
  streamAgent.destroy();
  sendAgent.destroy();
  fromStart.sort((a, b) => a - b);
  fromAnswer.sort((a, b) => a - b);
  return {
    streams: spec.pairs.length,
    opened: spec.pairs.length - openErrors,
    openErrors,
    openMs: Math.round(openMs),
    messages: spec.messages,
    sendErrors,
    delivered: fromStart.length,
    lost,
    p50: quantile(fromStart, 0.5),
    p99: quantile(fromStart, 0.99),
    max: fromStart.at(-1) ?? 0,
    afterAnswerP50: quantile(fromAnswer, 0.5),
    afterAnswerP99: quantile(fromAnswer, 0.99),
    streamErrors,
    openAtEnd,
  };
}

// ---------------------------------------------------------------------------------------------
// The bench process

function runClient(spec: ClientSpec): Promise<ClientResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ks-events-'));
  const file = join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench', 'events.ts'), '--client', file],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`the client exited with code ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as ClientResult);
    });
  });
}

/** CPU steal and load of the machine over a run (noisy neighbours show here). */
function cpuTimes(): { steal: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
  const values = fields.map(Number);
  return { steal: values[7] ?? 0, total: values.reduce((a, b) => a + b, 0) };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      client: { type: 'string' },
      streams: { type: 'string', default: '1000' },
      messages: { type: 'string', default: '500' },
      concurrency: { type: 'string', default: '10' },
      'database-url': { type: 'string' },
      out: { type: 'string', default: 'events' },
    },
    strict: true,
  });
  if (values.client) {
    const spec = JSON.parse(readFileSync(values.client, 'utf8')) as ClientSpec;
    process.stdout.write(`${JSON.stringify(await client(spec))}\n`);
    return;
  }
  loadDotEnv();
  const config = loadConfig();
  const databaseUrl =
    values['database-url'] ?? config.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const streams = Math.max(1, Number(values.streams));
  const dataDir = mkdtempSync(join(tmpdir(), 'ks-bench-events-'));
  try {
    const url = await ensureDatabase({ databaseUrl, reseed: false }, MAIN, dataDir);
    const running = await startApp(url, dataDir);
    try {
      // One open conversation per member (members and providers reachable), spread over the table.
      const rows = await queryRows<{ id: number; member_id: number; provider_id: number }>(
        running.handle.db,
        sql`select distinct on (c.member_id) c.id, c.member_id, c.provider_id
              from conversations c
              join users mu on mu.id = c.member_id and not mu.is_suspended
              join users pu on pu.id = c.provider_id and not pu.is_suspended
             where c.blocked_by_id is null and c.id % 37 = 0
             order by c.member_id, c.id
             limit ${streams}`,
      );
      if (rows.length < streams) throw new Error(`only ${rows.length} members found`);
      const cookie = new Map<number, string>();
      const ids = [...new Set(rows.flatMap((r) => [r.member_id, r.provider_id]))];
      for (let i = 0; i < ids.length; i += 50) {
        await Promise.all(
          ids.slice(i, i + 50).map(async (userId) => {
            const session = await createSession(running.handle.db, { userId, isPersistent: true });
            cookie.set(userId, `ks_session=${session.id}`);
          }),
        );
      }
      const spec: ClientSpec = {
        url: running.url,
        pairs: rows.map((r) => ({
          member: cookie.get(r.member_id)!,
          provider: cookie.get(r.provider_id)!,
          conversationId: r.id,
        })),
        messages: Math.max(1, Number(values.messages)),
        concurrency: Math.max(1, Number(values.concurrency)),
      };
      log(
        `Events: ${streams} streams, ${spec.messages} messages, ${spec.concurrency} sends at a time`,
      );
      const before = cpuTimes();
      const load = loadavg();
      const result = await runClient(spec);
      const after = cpuTimes();
      const steal = (100 * (after.steal - before.steal)) / Math.max(1, after.total - before.total);
      const ok =
        result.openErrors === 0 &&
        result.sendErrors === 0 &&
        result.lost === 0 &&
        result.streamErrors === 0 &&
        result.openAtEnd === streams &&
        result.p99 < 1000;
      const fmt = (n: number) => n.toFixed(1);
      const md = [
        `## Event stream: ${streams} streams on one instance (ks_bench_100k, PostgreSQL, change bus over LISTEN/NOTIFY)`,
        '',
        `${new Date().toISOString()}. Load average at the start ${load.map((n) => n.toFixed(1)).join(', ')} (${cpus().length} CPUs); CPU steal during the run ${steal.toFixed(1)} %.`,
        '',
        '| streams opened / errors | open all (ms) | messages sent / send errors | delivered / lost | delivery p50 / p99 / max (ms, from the send) | after the answer p50 / p99 (ms) | stream errors | open at the end | target |',
        '|---:|---:|---:|---:|---:|---:|---:|---:|---|',
        `| ${result.opened} / ${result.openErrors} | ${result.openMs} | ${result.messages} / ${result.sendErrors} | ${result.delivered} / ${result.lost} | ${fmt(result.p50)} / ${fmt(result.p99)} / ${fmt(result.max)} | ${fmt(result.afterAnswerP50)} / ${fmt(result.afterAnswerP99)} | ${result.streamErrors} | ${result.openAtEnd} | ${streams} held, 0 errors, delivery < 1 s ${ok ? '✓' : '✗'} |`,
        '',
      ].join('\n');
      log(`\n${md}`);
      const dir = join(ROOT, 'bench', 'results');
      mkdirSync(dir, { recursive: true });
      const name = values.out.replace(/[^\w-]/g, '');
      writeFileSync(join(dir, `${name}.md`), md);
      writeFileSync(
        join(dir, `${name}.json`),
        JSON.stringify({ date: new Date().toISOString(), load, steal, result, ok }, null, 2),
      );
      if (!ok) process.exitCode = 1;
    } finally {
      await running.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
