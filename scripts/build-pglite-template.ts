// `node --import tsx scripts/build-pglite-template.ts`: one of scripts/build.mjs's builds, the
// empty migrated PGlite database a first start copies instead of running initdb (decision 113).
import { utimesSync } from 'node:fs';

import { TEMPLATES_FOLDER } from '../src/server/db/pglite-template.ts';
import { buildPgliteTemplate } from '../src/server/db/pglite-template-build.ts';

const began = performance.now();
const { dir, made } = await buildPgliteTemplate();
const seconds = ((performance.now() - began) / 1000).toFixed(1);
console.log(made ? `PGlite template made in ${dir} (${seconds} s)` : `PGlite template is current`);
// Up to date now: scripts/ensure-build.mjs compares this folder's time with its sources'.
const now = new Date();
utimesSync(TEMPLATES_FOLDER, now, now);
