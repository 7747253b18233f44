import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildCardPageQuery } from '/work/wt-14/src/server/modules/browse/card-queries.ts';
const d = new PgDialect({ casing: 'snake_case' });
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/ks_bench_100k' });
await c.connect();
const combos = (await c.query(`select sub_category_id as sub, city, suburb from services where status='approved' group by 1,2,3 order by count(*) desc limit 50`)).rows;
for (const withTotal of [true, false]) {
  const times: number[] = [];
  for (let i = 0; i < 400; i++) {
    const cb = combos[i % combos.length];
    const { sql, params } = d.sqlToQuery(buildCardPageQuery({ visibility: 'approved', subCategoryId: cb.sub, city: cb.city, suburb: cb.suburb }, { page: 1, perPage: 24 }, withTotal));
    const t = performance.now();
    await c.query({ name: 'x' + withTotal, text: sql, values: params });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log('withTotal', withTotal, 'p50', times[200].toFixed(3), 'p90', times[360].toFixed(3));
}
const r = await c.query(`select name, generic_plans, custom_plans from pg_prepared_statements`);
console.log(r.rows);
await c.end();
