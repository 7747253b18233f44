import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runServer, type Run } from '#tests/helpers/run-server.ts';
import { startTcpProxy } from '#tests/helpers/tcp-proxy.ts';
import { openTestPostgres, TEST_DATABASE_URL } from '#tests/helpers/test-db.ts';

const MAIN = join(import.meta.dirname, 'main.ts');

/** A clear refusal: exit status 1, the message on stderr, no stack trace. */
function expectRefusal(run: Run, ...phrases: string[]) {
  expect(run.code, run.stderr).toBe(1);
  for (const phrase of phrases) expect(run.stderr).toContain(phrase);
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stdout).not.toContain('is ready');
}

describe('start-up refuses a bad configuration with a message naming it', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ks-start-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('TRUST_PROXY that is neither a flag, a count nor addresses', async () => {
    const run = await runServer({ DATA_DIR: dataDir, TRUST_PROXY: 'the load balancer' });
    expectRefusal(run, 'Invalid configuration: TRUST_PROXY: must be true, false, a hop count');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('DATA_DIR that cannot be written', async () => {
    // A folder inside a regular file can never be created (even by root).
    const run = await runServer({ DATA_DIR: join(MAIN, 'data') });
    expectRefusal(run, 'DATA_DIR is not usable', join(MAIN, 'data'), 'ENOTDIR');
  });

  it('DATA_DIR whose embedded database cannot be opened', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'ks-start-broken-'));
    writeFileSync(join(broken, 'pglite'), 'not a database folder');
    try {
      const run = await runServer({ DATA_DIR: broken });
      expectRefusal(
        run,
        'DATA_DIR is not usable: the embedded database in',
        join(broken, 'pglite'),
      );
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('DATABASE_URL where nothing listens, after waiting DATABASE_WAIT_SECONDS', async () => {
    const run = await runServer({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://kiwi:s3cret-pass@127.0.0.1:1/kiwi',
      DATABASE_WAIT_SECONDS: '1',
    });
    expectRefusal(run, 'DATABASE_URL is not reachable', '127.0.0.1:1/kiwi', 'ECONNREFUSED');
    expect(run.stderr).not.toContain('s3cret-pass');
    expect(run.stdout).toContain('waiting for the database');
  });
});

describe.runIf(TEST_DATABASE_URL)('start-up waits for a database that comes up late', () => {
  it('starts once PostgreSQL answers, a moment after the server', async () => {
    const base = await openTestPostgres();
    const dataDir = mkdtempSync(join(tmpdir(), 'ks-start-late-'));
    const url = new URL((base.driver as { pool: pg.Pool }).pool.options.connectionString!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.down();
    url.port = String(proxy.port);
    try {
      let waiting: () => void = () => {};
      const isWaiting = new Promise<void>((resolve) => (waiting = resolve));
      const running = runServer(
        {
          DATA_DIR: dataDir,
          DATABASE_URL: url.toString(),
          DATABASE_WAIT_SECONDS: '60',
          SEED_DEMO: 'false',
          PORT: '0',
          HOST: '127.0.0.1',
        },
        /is ready/,
        (stdout) => stdout.includes('waiting for the database') && waiting(),
      );
      // The database comes up a second after the server found it missing.
      await isWaiting;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await proxy.up();
      const run = await running;
      expect(run.stdout).toContain('is ready');
      expect(run.stderr).toBe('');
    } finally {
      await proxy.close();
      await base.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
