import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { captureLogs, type LogLine } from '#tests/helpers/log-capture.ts';
import { startTcpProxy, type TcpProxy } from '#tests/helpers/tcp-proxy.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { openTestPostgres, TEST_DATABASE_URL } from '#tests/helpers/test-db.ts';
import { openDb, type DbHandle } from './client.ts';

const DOWN = 'database unreachable: answering 503 until it is back';
const BACK = 'database reachable again';

/** Reads that go to the database every time (no micro-cache in these apps). */
const PATHS = ['/api/ready', '/api/category-list', '/api/getAd'];

async function hitAll(t: TestApp, rounds: number) {
  const answers = [];
  for (let i = 0; i < rounds; i++) {
    for (const url of PATHS) answers.push(await t.app.inject({ method: 'GET', url }));
  }
  return answers;
}

function expectUnavailable(answers: Awaited<ReturnType<typeof hitAll>>) {
  for (const res of answers) {
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 0, success: false });
    expect(res.body).not.toMatch(/ECONNREFUSED|PGlite|terminat|select/i);
  }
}

const count = (lines: LogLine[], msg: string) => lines.filter((l) => l.msg === msg).length;
const errorLines = (lines: LogLine[]) => lines.filter((l) => l.level >= 50);

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('database unreachable on pglite (closed)', () => {
  it('answers 503 with Retry-After and logs the outage once', async () => {
    const logs = captureLogs();
    const t = await buildTestApp('pglite', { RESPONSE_CACHE: 'false' }, { logger: logs.logger });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/category-list' })).statusCode).toBe(
        200,
      );
      await t.handle.close();
      expectUnavailable(await hitAll(t, 5));
      const lines = logs.lines();
      expect(count(lines, DOWN)).toBe(1);
      expect(errorLines(lines)).toHaveLength(1);
      expect(t.app.databaseOutage.isDown).toBe(true);
    } finally {
      await t.app.close();
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('database unreachable on postgres (through a relay)', () => {
  let base: DbHandle;
  let proxy: TcpProxy;
  let t: TestApp;
  let databaseName = '';
  const logs = captureLogs();

  beforeAll(async () => {
    base = await openTestPostgres();
    const pool = (base.driver as { pool: pg.Pool }).pool;
    const url = new URL(pool.options.connectionString!);
    databaseName = url.pathname.slice(1);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    let onPoolError = (_err: Error) => {};
    const handle = await openDb({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 4,
      onPoolError: (err) => onPoolError(err),
    });
    t = await buildTestApp(
      'postgres',
      { RESPONSE_CACHE: 'false' },
      { logger: logs.logger, handle },
    );
    onPoolError = (err) => t.app.databaseOutage.report(err);
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
    await base.close();
  });

  it('a refused connection: 503 with Retry-After, one line down, one line back, recovers by itself', async () => {
    for (const res of await hitAll(t, 1)) expect(res.statusCode).toBe(200);
    await proxy.down();
    expectUnavailable(await hitAll(t, 8));
    expect(count(logs.lines(), DOWN)).toBe(1);
    expect(errorLines(logs.lines())).toHaveLength(1);

    await proxy.up();
    await waitFor(() => count(logs.lines(), BACK) === 1);
    for (const res of await hitAll(t, 2)) expect(res.statusCode).toBe(200);
    const lines = logs.lines();
    expect(count(lines, DOWN)).toBe(1);
    expect(count(lines, BACK)).toBe(1);
    expect(lines.find((l) => l.msg === BACK)).toMatchObject({ failures: expect.any(Number) });
    expect(errorLines(lines)).toHaveLength(1);
  });

  it('backends terminated by an administrator: no 500, and the next requests succeed', async () => {
    for (const res of await hitAll(t, 1)) expect(res.statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    for (const res of await hitAll(t, 3)) expect([200, 503]).toContain(res.statusCode);
    await waitFor(() => !t.app.databaseOutage.isDown);
    for (const res of await hitAll(t, 1)) expect(res.statusCode).toBe(200);
    expect(logs.lines().filter((l) => l.msg === 'request failed')).toHaveLength(0);
  });
});
