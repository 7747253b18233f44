import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

/**
 * Builds import each icon's own module instead of `@tabler/icons-react`'s index (decision 113).
 * The index re-exports all ~6,300 icons: the bundler loaded every one of them through Vite's
 * plugin hooks to keep the ~60 the app uses, seconds of each build; the server-rendering bundle
 * left it to Node, which loaded the CommonJS build of all of them at every server start.
 *
 * `import { IconX, IconY as Y, type Icon } from '@tabler/icons-react'` in the app's sources
 * becomes one default import per icon from its file (the index's own mapping: some names are
 * aliases of another file), with the type-only names left on the package. The icons, their
 * markup and the shared `createReactComponent` are the same modules as through the index.
 * Builds only: the dev server keeps its pre-bundled package.
 */

const PACKAGE = '@tabler/icons-react';
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"];?/gm;

/** Export name → module path, read from the index (`export { default as IconX } from './icons/IconX.mjs'`). */
function iconFiles(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve(`${PACKAGE}/package.json`));
  const index = join(root, 'dist', 'esm', 'tabler-icons-react.mjs');
  const files = new Map<string, string>();
  const line = /export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g;
  for (const [, names, file] of readFileSync(index, 'utf8').matchAll(line)) {
    for (const spec of names!.split(',')) {
      const alias = /default as (\w+)/.exec(spec)?.[1];
      if (alias) files.set(alias, `${PACKAGE}/dist/esm/${file!}`);
    }
  }
  return files;
}

/** The import statement(s) that replace one `import { ... } from '@tabler/icons-react'`. */
function rewrite(specifiers: string, files: Map<string, string>, id: string): string {
  const types: string[] = [];
  const imports: string[] = [];
  for (const raw of specifiers
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    if (raw.startsWith('type ')) {
      types.push(raw.slice(5));
      continue;
    }
    const [name, local = name] = raw.split(/\s+as\s+/) as [string, string?];
    const file = files.get(name);
    if (!file) throw new Error(`${id}: ${PACKAGE} has no icon named ${name}`);
    imports.push(`import ${local} from '${file}';`);
  }
  if (types.length > 0) imports.push(`import type { ${types.join(', ')} } from '${PACKAGE}';`);
  return imports.join(' ');
}

export function directIconImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'kiwi:direct-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: PACKAGE },
      handler(code, id) {
        files ??= iconFiles();
        const table = files;
        const out = code.replace(IMPORT, (_all, specifiers: string) =>
          rewrite(specifiers, table, id),
        );
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
