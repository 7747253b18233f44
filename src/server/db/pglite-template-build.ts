// Makes the PGlite template (pglite-template.ts) for `npm run build`: an empty database in a
// temporary folder, migrated, closed, then renamed to dist/pglite-template/<key>/. Does nothing
// when that template exists already; other keys' templates are removed (stale). Run by
// scripts/build-pglite-template.ts; not imported by the server. It opens PGlite as client.ts does
// (same extensions) but loads neither the app's schema nor node-postgres: it runs beside the
// other builds, and its loading time was a third of its time there.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { packageRoot } from '../lib/package-root.ts';
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
    // The migrations folder as migrate.ts names it (MIGRATIONS_FOLDER), without its imports.
    mkdirSync(work, { recursive: true });
    const client = await PGlite.create(join(work, 'pglite'), { extensions: { pg_trgm, unaccent } });
    try {
      await migrate(drizzle(client), { migrationsFolder: join(packageRoot(), 'drizzle') });
    } finally {
      await client.close();
    }
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'pglite'), dir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { dir, made: true };
}
