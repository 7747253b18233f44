import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

import { freePort } from './smtp.ts';

/**
 * A private redis-server (Debian's) on a free port, for tests that stop and restart Redis:
 * the shared server must never be stopped by a test.
 */
/** Whether Debian's redis-server is installed (tests that need their own Redis skip without). */
export const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;

export type OwnRedis = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    );
    child = proc;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const exited = once(proc, 'exit');
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
