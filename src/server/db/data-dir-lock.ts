import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A process's start time in clock ticks since boot (/proc/<pid>/stat field 22), or null. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isNodeProcess(pid: number): boolean | null {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /(^|\/)node[\d.]*$/.test(argv0);
  } catch {
    return null;
  }
}

/** What a lock file holds: the pid, and (since issue 15) the process's start time. */
function lockContent(): string {
  return `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim();
}

/**
 * The lock's holder still runs: the pid is alive AND is the same process that wrote the lock
 * (its start time matches), not another program that got the pid after a reboot or a crash.
 * An old lock without a start time counts as held only by a node process. Without /proc
 * (not Linux), an alive pid counts as held.
 */
function isHeld(pid: number, startTime: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const current = processStartTime(pid);
  if (current === null) return true;
  if (startTime) return current === startTime;
  return isNodeProcess(pid) ?? true;
}

/**
 * PGlite has no cross-process lock: two servers on one folder would both write and corrupt it.
 * A lock file holding our pid and start time guards the folder; a stale one (dead pid, or a
 * pid now used by another program) is taken over. Returns the release function.
 */
const heldInThisProcess = new Set<string>();

export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, 'server.lock');
  if (heldInThisProcess.has(path)) {
    throw new DataDirLockedError(
      `The data folder ${dataDir} is already open in this process. Close it before opening it again.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, lockContent(), { flag: 'wx' });
      heldInThisProcess.add(path);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldInThisProcess.delete(path);
        rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText = '', startTime] = readFileSync(path, 'utf8').trim().split(/\s+/);
      const pid = Number(pidText);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isHeld(pid, startTime)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Kiwi Services server (pid ${pid}). ` +
            'Stop that server first, or set DATA_DIR to another folder.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
