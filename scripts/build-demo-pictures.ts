// `node --import tsx scripts/build-demo-pictures.ts`: one of scripts/build.mjs's builds, the
// demo picture pool rendered into dist/demo-pictures/<key>/ for the seed to copy (decision 113).
import { utimesSync } from 'node:fs';

import { PICTURE_CACHES_FOLDER } from '../src/server/db/seed/picture-cache.ts';
import { buildPoolCache } from '../src/server/db/seed/seed-images.ts';

const began = performance.now();
const { dir, made } = await buildPoolCache();
const seconds = ((performance.now() - began) / 1000).toFixed(1);
console.log(
  made ? `Demo pictures rendered into ${dir} (${seconds} s)` : 'Demo pictures are current',
);
// Up to date now: scripts/ensure-build.mjs compares this folder's time with its sources'.
const now = new Date();
utimesSync(PICTURE_CACHES_FOLDER, now, now);
