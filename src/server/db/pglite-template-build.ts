// Makes the PGlite template (pglite-template.ts) for `npm run build`: an empty database in a
// temporary folder, migrated, closed, then renamed to dist/pglite-template/<key>/. Does nothing
// when that template exists already; other keys' templates are removed (stale). Run by
// scripts/build-pglite-template.ts; not imported by the server.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { openDb } from './client.ts';
import { runMigrations } from './migrate.ts';
import { pgliteTemplateKey, TEMPLATES_FOLDER } from './pglite-template.ts';

/** Builds the template when missing; returns its folder and whether it was made now. */
export async function buildPgliteTemplate(): Promise<{ dir: string; made: boolean }> {
  const key = pgliteTemplateKey();
  const dir = join(TEMPLATES_FOLDER, key);
  if (existsSync(join(dir, 'PG_VERSION'))) return { dir, made: false };
  mkdirSync(TEMPLATES_FOLDER, { recursive: true });
  for (const name of readdirSync(TEMPLATES_FOLDER)) {
    if (name !== key) rmSync(join(TEMPLATES_FOLDER, name), { recursive: true, force: true });
  }
  const work = join(TEMPLATES_FOLDER, `.work-${process.pid}`);
  rmSync(work, { recursive: true, force: true });
  try {
    const handle = await openDb({ kind: 'pglite', dataDir: work });
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'pglite'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { dir, made: true };
}
