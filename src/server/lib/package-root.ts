import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's root folder (the nearest one up with a package.json), found from this module's
 * place: src/server/lib when the sources run (tsx, tests), dist/server when the server build
 * runs (`npm start`, decision 113). Files that ship beside the code (the drizzle migrations) are
 * found from it, so the same code reads them from either place. Pure: no state, no imports of
 * the app.
 */
export function packageRoot(moduleUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(moduleUrl)}`);
    dir = parent;
  }
  return dir;
}
