/**
 * `npm run bench:startup`: how long `npm start` takes to answer on a fresh clone, and again on a
 * restart (issue 23 §4, decision 113). Run by hand, not in CI (timings are no test).
 *
 * Each first start is a fresh `git clone` of this repository's HEAD (committed work only) into a
 * temporary folder, with node_modules hard-linked from this checkout (`cp -al`, as an install
 * would have left it, without the download); `npm start` then builds, migrates, seeds and
 * listens. A restart is `npm start` again on the same clone and data. The time is from spawning
 * `npm start` to the first 200 of both `/` (a server-rendered page) and `/api/category-list`.
 * Prints the median of `--runs` (3) of each, and the load average: other work on the machine
 * slows both. `--compare <ref>` measures that commit the same way in the same sitting, for a
 * ratio; `--keep` leaves the clones.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { findFreePort } from '../tests/e2e/support/server.ts';

const ROOT = resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh clone of `ref` with this checkout's node_modules hard-linked in. */
function freshClone(parent: string, ref: string, n: number): string {
  const dir = join(parent, `clone-${ref.slice(0, 12)}-${n}`);
  execFileSync('git', ['clone', '--quiet', ROOT, dir]);
  execFileSync('git', ['-C', dir, 'checkout', '--quiet', ref]);
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  return dir;
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** Runs `npm start` in `dir`; resolves with the ms to the first 200 of both paths, then stops it. */
async function timeStart(dir: string, dataDir: string): Promise<number> {
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    const pending = new Set([`${base}/`, `${base}/api/category-list`]);
    while (pending.size > 0) {
      if (child.exitCode !== null) throw new Error(`npm start exited early:\n${stderr}`);
      for (const url of [...pending]) if (await answers(url)) pending.delete(url);
      if (pending.size > 0) await sleep(50);
    }
    return performance.now() - began;
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(1);

type Result = { ref: string; first: number[]; restart: number[] };

/** One first start (a fresh clone) and one restart of `ref`, added to its result. */
async function measureOnce(parent: string, result: Result, n: number): Promise<void> {
  const dir = freshClone(parent, result.ref, n);
  const dataDir = join(dir, 'bench-data');
  result.first.push(await timeStart(dir, dataDir));
  result.restart.push(await timeStart(dir, dataDir));
  const [first, restart] = [result.first.at(-1)!, result.restart.at(-1)!];
  console.log(
    `  ${result.ref.slice(0, 12)} run ${n + 1}: first ${seconds(first)} s, restart ${seconds(restart)} s`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      compare: { type: 'string' },
      keep: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  const head = execFileSync('git', ['-C', ROOT, 'rev-parse', 'HEAD']).toString().trim();
  const refs = [head, ...(values.compare ? [values.compare] : [])];
  const parent = mkdtempSync(join(tmpdir(), 'ks-bench-startup-'));
  console.log(`Fresh clones in ${parent}; node_modules hard-linked (cp -al) from ${ROOT}.`);
  console.log(
    `Load average at the start: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const results: Result[] = refs.map((ref) => ({ ref, first: [], restart: [] }));
  try {
    // Interleaved by run, so a change in the machine's load falls on both refs alike.
    for (let n = 0; n < runs; n++) for (const r of results) await measureOnce(parent, r, n);
  } finally {
    if (!values.keep) rmSync(parent, { recursive: true, force: true });
  }
  console.log(
    `Load average at the end: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`\n| commit       | first start (median of ${runs}) | restart (median of ${runs}) |`);
  console.log('| ------------ | ------------------------ | -------------------- |');
  for (const r of results) {
    console.log(
      `| ${r.ref.slice(0, 12)} | ${seconds(median(r.first)).padStart(22)} s | ${seconds(median(r.restart)).padStart(18)} s |`,
    );
  }
}

await main();
