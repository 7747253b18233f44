// Runs before `npm start`: builds the web app and its server-rendering bundle (dist/web and
// dist/ssr) when either is missing or older than src/web, so `npm install && npm start` works
// on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

const index = 'dist/web/index.html';
const ssrBundle = 'dist/ssr/entry-server.js';
const sources = [
  'src/web',
  'src/shared',
  'public',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
].filter((p) => existsSync(p));
const newestSource = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
const stale = (file) => !existsSync(file) || statSync(file).mtimeMs < newestSource;
if (stale(index) || stale(ssrBundle)) {
  console.log('Building the web app (dist/web) and its server-rendering bundle (dist/ssr)...');
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exit(result.status ?? 1);
}
