// Runs after `vite build`: writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next
// to every text asset in dist/web/assets (or the folder given), which @fastify/static serves as they are
// (`preCompressed`), instead of compressing each response on the fly at the fastest levels
// (src/server/app.ts). About a third fewer bytes for the CSS and JS of the first load.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ASSETS = process.argv[2] ?? 'dist/web/assets';
const TEXT = /\.(js|mjs|css|svg|json|txt|xml)$/;
/** Smaller files are sent as they are (see COMPRESS_MIN_BYTES on the server). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const deflate = promisify(gzip);

let before = 0;
let after = 0;
const files = readdirSync(ASSETS).filter((name) => TEXT.test(name));
await Promise.all(
  files.map(async (name) => {
    const path = join(ASSETS, name);
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      deflate(bytes, { level: 9 }),
    ]);
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    before += bytes.length;
    after += br.length;
  }),
);
console.log(
  `precompressed ${files.length} assets: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (brotli)`,
);
