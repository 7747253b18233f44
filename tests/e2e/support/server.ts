import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { inject } from 'vitest';

/** The repository root (tests/e2e/support → ../../..). */
export const ROOT_DIR = resolve(import.meta.dirname, '..', '..', '..');

export type RunningServer = {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output: () => string;
  /** SIGTERM, wait for the process to exit, remove the data folder. */
  stop: () => Promise<void>;
};

export type StartServerOptions = {
  /** Extra environment variables for the server. */
  env?: Record<string, string>;
  /** How long to wait for /api/ready (a fresh folder migrates and seeds the demo data). */
  readyTimeoutMs?: number;
  /** Keep the data folder after stop (default: removed). */
  keepDataDir?: boolean;
  /** Use this data folder instead of a fresh temporary one. */
  dataDir?: string;
  /**
   * Start from a copy of the folder the e2e global setup seeded (default: true when there is one;
   * much faster than seeding again). false: an empty folder, seeded at start.
   */
  fromSeed?: boolean;
};

/** The seeded data folder of the e2e global setup, when running under it. */
function seededDataDir(): string | undefined {
  try {
    return inject('e2eSeededDataDir');
  } catch {
    return undefined;
  }
}

/** A free TCP port on the loopback interface (PORT=0 would break the PUBLIC_URL default). */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not find a free port'));
        return;
      }
      probe.close(() => resolvePort(address.port));
    });
  });
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => resolveExit(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolveExit(true);
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The server build `npm start` runs (decision 113). */
const SERVER_MAIN = join('dist', 'server', 'main.js');

/**
 * Starts the real server as `npm start` runs it (`node dist/server/main.js`, the built web app
 * from dist/web) on a free port with a fresh data folder, in development mode so /dev routes
 * exist. Builds nothing: `npm run test:e2e` runs `npm run build` first.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  for (const built of [join('dist', 'web', 'index.html'), SERVER_MAIN]) {
    if (!existsSync(join(ROOT_DIR, built))) {
      throw new Error(
        `The app is not built (${built} is missing): run \`npm run build\` first, ` +
          'or use `npm run test:e2e`, which builds it.',
      );
    }
  }
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ks-e2e-'));
  mkdirSync(dataDir, { recursive: true });
  const seed = options.fromSeed === false ? undefined : seededDataDir();
  if (seed) cpSync(seed, dataDir, { recursive: true });
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      // Empty values win over a developer's .env: PGlite, outbox mail, local payments.
      DATABASE_URL: '',
      SMTP_URL: '',
      REDIS_URL: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_PUBLISHABLE_KEY: '',
      TRUST_PROXY: 'false',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was ready:\n${output.slice(-4000)}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { url, port, dataDir, output: () => output, stop };
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    await sleep(200);
  }
  await stop();
  throw new Error(
    `The server on ${url} was not ready within ${options.readyTimeoutMs ?? 120_000} ms (${lastError}):\n${output.slice(-4000)}`,
  );
}
