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

/**
 * PGlite has no cross-process lock: two servers on one folder would both write and corrupt it.
 * A lock file holding our pid guards the folder; a stale one (dead pid) is taken over.
 * Returns the release function.
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
      writeFileSync(path, String(process.pid), { flag: 'wx' });
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
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
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
