import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const WEB = join(ROOT, 'src', 'web');
const MANTINE_STYLES = join(ROOT, 'node_modules', '@mantine', 'core', 'styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The value names the web app imports from @mantine/core (type-only imports left out). */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  const importRe = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g;
  for (const file of sourceFiles(WEB)) {
    for (const match of readFileSync(file, 'utf8').matchAll(importRe)) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

const imported = readFileSync(join(WEB, 'app', 'mantine-styles.css'), 'utf8');

describe('Mantine styles per component', () => {
  it('imports the styles of every Mantine component the app uses', () => {
    const missing = [...importedComponents()].filter(
      (name) =>
        existsSync(join(MANTINE_STYLES, `${name}.css`)) &&
        !imported.includes(`@mantine/core/styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it('imports the global styles first and never the whole stylesheet', () => {
    const files = [...imported.matchAll(/@import '([^']+)'/g)].map((m) => m[1]);
    expect(files.slice(0, 3)).toEqual([
      '@mantine/core/styles/baseline.css',
      '@mantine/core/styles/default-css-variables.css',
      '@mantine/core/styles/global.css',
    ]);
    const entry = readFileSync(join(WEB, 'main.tsx'), 'utf8');
    expect(entry).not.toContain('@mantine/core/styles.css');
    for (const file of files) expect(existsSync(join(ROOT, 'node_modules', file!))).toBe(true);
  });
});
