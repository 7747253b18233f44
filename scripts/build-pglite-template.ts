// `node --import tsx scripts/build-pglite-template.ts`: one of scripts/build.mjs's builds, the
// empty migrated PGlite database a first start copies instead of running initdb (decision 113).
import { buildPgliteTemplate } from '../src/server/db/pglite-template-build.ts';

const began = performance.now();
const { dir, made } = await buildPgliteTemplate();
const seconds = ((performance.now() - began) / 1000).toFixed(1);
console.log(made ? `PGlite template made in ${dir} (${seconds} s)` : `PGlite template is current`);
