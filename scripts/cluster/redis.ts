import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import {
  portOpen,
  startProcess,
  stopProcess,
  waitFor,
  type Managed,
  type Service,
} from './processes.ts';

/**
 * The cluster's own redis-server (Debian's) on a spare loopback port with its own folder and no
 * persistence: shared rate-limit counters and cache invalidations are short-lived by nature.
 */

export type Redis = Service;

export async function startRedis(options: { dir: string; port: number }): Promise<Redis> {
  mkdirSync(options.dir, { recursive: true });
  const binary = process.env.REDIS_SERVER ?? 'redis-server';
  let server: Managed | null = null;
  const start = async () => {
    server = startProcess(
      'redis',
      binary,
      ['--port', String(options.port), '--bind', '127.0.0.1', '--dir', options.dir]
        .concat(['--save', '', '--appendonly', 'no', '--daemonize', 'no'])
        .concat(['--logfile', '']),
      { logFile: join(options.dir, 'redis.log') },
    );
    const started = server;
    await waitFor(
      'redis-server',
      () => portOpen(options.port),
      15_000,
      () => started.tail(),
    );
  };
  await start();
  return {
    url: `redis://127.0.0.1:${options.port}`,
    port: options.port,
    start,
    stop: async () => {
      if (server) await stopProcess(server, 'SIGTERM', 5000);
      server = null;
    },
    current: () => server,
  };
}
