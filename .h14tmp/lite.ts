import { PgDialect } from 'drizzle-orm/pg-core';
import { openDb } from '/work/wt-14/src/server/db/client.ts';
import { buildCardPageQuery } from '/work/wt-14/src/server/modules/browse/card-queries.ts';
import { createQueryRunner } from '/work/wt-14/src/server/db/query.ts';
const h = await openDb({ kind: 'pglite', dataDir: '/tmp/h14/pglite100k' });
const q = createQueryRunner(h);
const cases: [string, any][] = [
  ['home', { visibility: 'approved', subCategoryId: 20, city: 'Auckland', suburb: 'Ponsonby' }],
  ['catcity', { visibility: 'approved', categoryId: 3, city: 'Auckland' }],
  ['q', { visibility: 'approved', q: 'leak', city: 'Auckland' }],
];
for (const [n, f] of cases) {
  for (const withTotal of [true, false, false]) {
    const t = performance.now();
    const rows = await q(buildCardPageQuery(f, { page: 1, perPage: 24 }, withTotal));
    console.log(n, withTotal, rows.length, (performance.now() - t).toFixed(1), 'ms');
  }
}
const d = new PgDialect({ casing: 'snake_case' });
const { sql, params } = d.sqlToQuery(buildCardPageQuery(cases[1]![1], { page: 1, perPage: 24 }, false));
const r: any = await (h.driver as any).client.query('explain analyze ' + sql, params);
console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
await h.close();
