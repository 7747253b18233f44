// Runs before `npm start`: builds the web app when dist/web is missing or older than src/web,
// so `npm install && npm start` works on a fresh clone.
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
if (!existsSync(index) || statSync(index).mtimeMs < newestSource) {
  console.log('Building the web app (dist/web)...');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  process.exit(result.status ?? 1);
}
