import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acquireDataDirLock, DataDirLockedError, processStartTime } from './data-dir-lock.ts';

/** Runs `take` on a folder whose server.lock holds `content`; returns the error or null. */
function tryLock(dataDir: string, content: string): unknown {
  const lockPath = join(dataDir, 'server.lock');
  writeFileSync(lockPath, content);
  try {
    const release = acquireDataDirLock(dataDir);
    expect(readFileSync(lockPath, 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
    expect(existsSync(lockPath)).toBe(false);
    return null;
  } catch (err) {
    return err;
  } finally {
    rmSync(lockPath, { force: true });
  }
}

describe.runIf(existsSync('/proc/self/stat'))('server.lock ownership (Linux /proc)', () => {
  let dataDir: string;
  let other: ChildProcess;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ks-lock-owner-'));
    // A live process that is not a Kiwi Services server (a pid reused after a crash or reboot).
    other = spawn('sleep', ['60'], { stdio: 'ignore' });
  });
  afterAll(() => {
    other.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores our pid and start time', () => {
    expect(processStartTime(process.pid)).toMatch(/^\d+$/);
    expect(tryLock(dataDir, '')).toBeNull();
  });

  it('takes over an old-style lock whose pid now belongs to another program', () => {
    expect(tryLock(dataDir, String(other.pid))).toBeNull();
  });

  it('takes over a lock whose pid is alive but started at another time', () => {
    const start = Number(processStartTime(process.ppid));
    expect(tryLock(dataDir, `${process.ppid} ${start + 1}`)).toBeNull();
    expect(tryLock(dataDir, `${other.pid} ${start}`)).toBeNull();
  });

  it('refuses a lock held by the live process that wrote it', () => {
    const holder = `${process.ppid} ${processStartTime(process.ppid)}`;
    const err = tryLock(dataDir, holder);
    expect(err).toBeInstanceOf(DataDirLockedError);
    expect((err as Error).message).toContain(`(pid ${process.ppid})`);
    // An old-style lock naming a live node process is still respected.
    expect(tryLock(dataDir, String(process.ppid))).toBeInstanceOf(DataDirLockedError);
  });
});
