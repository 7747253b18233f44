// Runs before `npm start` (and `npm run cluster`): builds what is missing or older than its
// sources, so `npm install && npm start` works on a fresh clone and a restart starts at once.
// The web app (dist/web) and its server-rendering bundle (dist/ssr) follow src/web, src/shared
// and their build settings; the server (dist/server, decision 113) follows src/server,
// src/shared and what the seed imports from tests/factories; the database template
// (dist/pglite-template) follows the migrations and the PGlite version, the demo pictures
// (dist/demo-pictures) the picture code. The check only reads file times
// (about a thousand stats, a few milliseconds); scripts/build.mjs builds the stale ones.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const mtime = newestMtime(join(path, entry.name));
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

const COMMON = ['src/shared', 'package.json', 'package-lock.json'];
const WEB_SOURCES = [
  ...COMMON,
  'src/web',
  'public',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'scripts/vite',
];
const TARGETS = {
  web: { output: 'dist/web/index.html', sources: [...WEB_SOURCES, 'scripts/precompress.mjs'] },
  ssr: { output: 'dist/ssr/entry-server.js', sources: WEB_SOURCES },
  server: {
    output: 'dist/server/main.js',
    sources: [...COMMON, 'src/server', 'tests/factories', 'vite.server.config.ts'],
  },
  // Its folder is named by a hash of the PGlite version and drizzle/ (pglite-template.ts); the
  // server checks that key and falls back to initdb, so a time check is enough here.
  template: {
    output: 'dist/pglite-template',
    sources: ['package-lock.json', 'drizzle', 'src/server/db/pglite-template.ts'],
  },
  // Keyed likewise by its inputs (picture-cache.ts); the seed renders when the key differs.
  pictures: {
    output: 'dist/demo-pictures',
    sources: [
      'package-lock.json',
      'src/server/db/seed/seed-images.ts',
      'src/server/db/seed/picture-cache.ts',
      'src/server/db/seed/catalogue-data.ts',
      'src/server/lib/images.ts',
    ],
  },
};

const newest = new Map();
const newestOf = (path) => {
  if (!newest.has(path)) newest.set(path, newestMtime(path));
  return newest.get(path);
};
const stale = Object.entries(TARGETS)
  .filter(([, { output, sources }]) => {
    if (!existsSync(output)) return true;
    const built = statSync(output).mtimeMs;
    return sources.some((source) => newestOf(source) > built);
  })
  .map(([name]) => name);

if (stale.length > 0) {
  console.log(`Building ${stale.join(', ')} (missing or older than their sources)...`);
  const result = spawnSync(process.execPath, ['scripts/build.mjs', ...stale], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
