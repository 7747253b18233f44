import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the real server has migrated and seeded with the demo data (read-only). */
    e2eSeededDataDir: string;
  }
}

/**
 * Seeding the demo data takes a while (images included), so it is done once: the real server
 * starts on a fresh folder, seeds it, and stops. Each `startServer()` then gets its own copy of
 * that folder and starts in a second or two.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(join(tmpdir(), 'ks-e2e-seed-'));
  const dataDir = join(root, 'data');
  const started = performance.now();
  // Seeding (images included) on a busy shared machine can take minutes: a bound for a hung
  // start, not a time the suite relies on.
  const server = await startServer({
    dataDir,
    keepDataDir: true,
    fromSeed: false,
    readyTimeoutMs: 600_000,
  });
  await server.stop();
  console.log(`e2e: seeded the demo data folder in ${Math.round(performance.now() - started)} ms`);
  project.provide('e2eSeededDataDir', dataDir);
  return () => rmSync(root, { recursive: true, force: true });
}
