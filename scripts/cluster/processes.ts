import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { connect, createServer } from 'node:net';

/**
 * Child processes of the cluster: each in its own process group (so Ctrl-C reaches only this
 * script, which then stops them in order), its output appended to a log file, and every one
 * still running killed when this process exits, whatever the reason.
 */

export type Managed = {
  name: string;
  child: ChildProcess;
  pid: number;
  logFile: string;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** The last lines it printed (for error messages). */
  tail: () => string;
};

export type SpawnOptions = {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logFile: string;
  /** Run as this user (root starting PostgreSQL, which refuses to run as root). */
  uid?: number;
  gid?: number;
};

/** A server of the cluster that can be stopped and started again on the same port and folder. */
export type Service = {
  url: string;
  port: number;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  current: () => Managed | null;
};

const running = new Set<Managed>();

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

process.on('exit', () => {
  for (const managed of running) killGroup(managed.pid, 'SIGKILL');
});

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions,
): Managed {
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(command, args, {
    env: options.env ?? process.env,
    cwd: options.cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.uid !== undefined ? { uid: options.uid, gid: options.gid } : {}),
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  let recent = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    recent = (recent + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(managed);
      log.end();
      resolve();
    });
    child.once('error', (err) => {
      recent += `\n${err.message}`;
      running.delete(managed);
      resolve();
    });
  });
  const managed: Managed = {
    name,
    child,
    pid: child.pid,
    logFile: options.logFile,
    exited,
    tail: () => recent,
  };
  running.add(managed);
  return managed;
}

export const isRunning = (managed: Managed) =>
  managed.child.exitCode === null && managed.child.signalCode === null && running.has(managed);

/** Sends `signal` to the process group; SIGKILL after `graceMs` if it is still running. */
export async function stopProcess(
  managed: Managed,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  if (!isRunning(managed)) return;
  killGroup(managed.pid, signal);
  const timer = setTimeout(() => killGroup(managed.pid, 'SIGKILL'), graceMs);
  await managed.exited;
  clearTimeout(timer);
}

/** Kills the process at once (SIGKILL, no clean-up), as a crash would. */
export async function killProcess(managed: Managed): Promise<void> {
  if (!isRunning(managed)) return;
  killGroup(managed.pid, 'SIGKILL');
  await managed.exited;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Thrown by a `waitFor` check to stop waiting at once (the awaited thing cannot happen). */
export class GiveUp extends Error {}

/** Polls `check` until it returns true; throws `describe()` after `timeoutMs`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  describe: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await check().catch((err: unknown) => {
      if (err instanceof GiveUp) throw err;
      return false;
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}\n${describe()}`);
}

/** Whether something accepts TCP connections on host:port. */
export function portOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}
