// `npm run build`: the web app (dist/web, then its .br/.gz copies), its server-rendering bundle
// (dist/ssr), the server (dist/server, decision 113), the empty database template
// (dist/pglite-template) and the demo pictures (dist/demo-pictures), built side by side: each is
// its own process, so one's single-threaded phases use the core another leaves idle. Each
// output is printed whole when its build ends. `node scripts/build.mjs web server` builds only those
// (scripts/ensure-build.mjs passes what is stale). Exits non-zero when any build fails.
import { spawn } from 'node:child_process';

const STEPS = {
  // The empty migrated database a first start copies (decision 113, second part);
  // listed first: it is the longest (PGlite's initdb).
  template: [['node', '--import', 'tsx', 'scripts/build-pglite-template.ts']],
  web: [
    ['npx', 'vite', 'build'],
    ['node', 'scripts/precompress.mjs'],
  ],
  ssr: [['npx', 'vite', 'build', '--ssr', 'src/web/entry-server.tsx', '--logLevel', 'warn']],
  server: [['npx', 'vite', 'build', '--config', 'vite.server.config.ts']],
  // The demo picture pool, rendered once for the demo seed to copy (decision 113).
  pictures: [['node', '--import', 'tsx', 'scripts/build-demo-pictures.ts']],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in STEPS));
if (unknown.length > 0) {
  console.error(
    `Unknown build ${unknown.join(', ')}: choose from ${Object.keys(STEPS).join(', ')}`,
  );
  process.exit(2);
}
const targets = asked.length > 0 ? asked : Object.keys(STEPS);

/** Runs one command, collecting its output; resolves with its exit code. */
function run([command, ...args], output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`));
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const startedAt = performance.now();
const results = await Promise.all(
  targets.map(async (name) => {
    const output = [];
    const began = performance.now();
    let code = 0;
    for (const step of STEPS[name]) {
      code = await run(step, output);
      if (code !== 0) break;
    }
    const seconds = ((performance.now() - began) / 1000).toFixed(1);
    process.stdout.write(Buffer.concat(output));
    console.log(`${code === 0 ? 'built' : 'FAILED'} ${name} (${seconds} s)`);
    return code;
  }),
);
const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(`build: ${targets.join(', ')} in ${seconds} s`);
process.exit(results.every((code) => code === 0) ? 0 : 1);
