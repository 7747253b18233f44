import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { GiveUp, isRunning, startProcess, waitFor, type Managed } from './processes.ts';

/**
 * The app instances: `node --import tsx src/server/main.ts` in production mode, each on its own
 * loopback port, all on the same PostgreSQL, Redis and uploads folder (one machine: a shared
 * DATA_DIR is the shared storage; several machines would set the S3_* variables instead).
 */

export const ROOT_DIR = resolve(import.meta.dirname, '..', '..');

export type InstanceEnv = {
  databaseUrl: string;
  redisUrl: string;
  publicUrl: string;
  dataDir: string;
  smtpUrl?: string | undefined;
  seedDemo: boolean;
  /** More variables (LOG_LEVEL, RESPONSE_CACHE…). */
  extra?: Record<string, string> | undefined;
};

export type Instance = {
  index: number;
  port: number;
  url: string;
  logFile: string;
  current: () => Managed | null;
  /** Starts (or restarts) the process and waits until /api/ready answers. */
  start: () => Promise<void>;
};

/** The environment of one instance: nothing inherited but PATH and HOME. */
export function instanceEnv(port: number, env: InstanceEnv): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: env.publicUrl,
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: env.redisUrl,
    DATA_DIR: env.dataDir,
    TRUST_PROXY: 'loopback',
    SEED_DEMO: String(env.seedDemo),
    ...(env.smtpUrl ? { SMTP_URL: env.smtpUrl } : {}),
    ...env.extra,
  };
}

async function isReady(url: string): Promise<boolean> {
  const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(2000) });
  return res.status === 200;
}

export function defineInstance(
  index: number,
  port: number,
  logDir: string,
  env: InstanceEnv,
): Instance {
  mkdirSync(env.dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(logDir, `app-${index + 1}.log`);
  let proc: Managed | null = null;
  return {
    index,
    port,
    url,
    logFile,
    current: () => proc,
    start: async () => {
      if (proc && isRunning(proc)) return;
      const started = startProcess(
        `app-${index + 1}`,
        process.execPath,
        ['--import', 'tsx', 'src/server/main.ts'],
        { cwd: ROOT_DIR, env: instanceEnv(port, env), logFile },
      );
      proc = started;
      await waitFor(
        `app instance ${index + 1} (${url}/api/ready)`,
        async () => {
          if (!isRunning(started)) {
            throw new GiveUp(`app instance ${index + 1} exited during start:\n${started.tail()}`);
          }
          return isReady(url);
        },
        180_000,
        () => started.tail(),
      );
    },
  };
}
