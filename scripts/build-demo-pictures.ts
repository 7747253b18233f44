// `node --import tsx scripts/build-demo-pictures.ts`: one of scripts/build.mjs's builds, the
// demo picture pool rendered into dist/demo-pictures/<key>/ for the seed to copy (decision 113).
import { buildPoolCache } from '../src/server/db/seed/seed-images.ts';

const began = performance.now();
const { dir, made } = await buildPoolCache();
const seconds = ((performance.now() - began) / 1000).toFixed(1);
console.log(
  made ? `Demo pictures rendered into ${dir} (${seconds} s)` : 'Demo pictures are current',
);
