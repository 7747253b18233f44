// The empty, migrated PGlite database made at build time (decision 113, second part), so a first
// start copies a folder instead of running PGlite's `initdb` and every migration. The template
// lives in dist/pglite-template/<key>/, the key a hash of the PGlite version and the drizzle/
// migrations folder: a template made by another PGlite or before a new migration is never used.
// Invariants: the template is copied only into a data folder with no database at all (no
// `pglite` folder, or an empty one), through a temporary folder renamed into place, so a crash
// mid-copy leaves no half database; any failure falls back to today's path (initdb + migrate).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { packageRoot } from '../lib/package-root.ts';

/** The folder all templates sit under (dist/ at the package root). */
export const TEMPLATES_FOLDER = join(packageRoot(), 'dist', 'pglite-template');

/** Every file under `dir`, as sorted paths relative to it. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(prefix, entry.name);
      return entry.isDirectory() ? filesUnder(dir, path) : [path];
    })
    .sort();
}

/** The template's key: the PGlite version and the migrations' names and contents, hashed. */
export function pgliteTemplateKey(root: string = packageRoot()): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  const migrations = join(root, 'drizzle');
  for (const file of filesUnder(migrations)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(migrations, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the template for today's PGlite and migrations is (whether or not it exists). */
export function pgliteTemplateDir(): string {
  return join(TEMPLATES_FOLDER, pgliteTemplateKey());
}

/** The folder holds no database: missing, or empty (a file or an unreadable one holds "some"). */
function holdsNoDatabase(pgliteDir: string): boolean {
  try {
    return readdirSync(pgliteDir).length === 0;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Today's template folder, or null when the key cannot be worked out. */
function currentTemplate(): string | null {
  try {
    return pgliteTemplateDir();
  } catch {
    return null;
  }
}

/**
 * Copies the template (by default the one matching today's PGlite and migrations) into
 * `pgliteDir` when that holds no database. Returns whether it did; false (nothing changed) when
 * there is a database already, no template, or the copy failed. The caller holds the data
 * folder's lock.
 */
export function copyPgliteTemplate(
  pgliteDir: string,
  template: string | null = currentTemplate(),
): boolean {
  if (!holdsNoDatabase(pgliteDir) || template === null) return false;
  if (!existsSync(join(template, 'PG_VERSION'))) return false;
  const temporary = `${pgliteDir}.template-${process.pid}`;
  try {
    rmSync(temporary, { recursive: true, force: true });
    cpSync(template, temporary, { recursive: true });
    // rename(2) replaces an empty folder; a missing one is simply created.
    renameSync(temporary, pgliteDir);
    return true;
  } catch {
    rmSync(temporary, { recursive: true, force: true });
    return false;
  }
}
