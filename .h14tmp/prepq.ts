import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildCardPageQuery } from '/work/wt-14/src/server/modules/browse/card-queries.ts';
const d = new PgDialect({ casing: 'snake_case' });
const db = process.argv[2] ?? 'ks_bench_100k';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/' + db });
await c.connect();
const words = ['leak','hot water','gib','lawn','carpet','heat pump','roof','wi-fi','pest','fence'];
const cities = ['Auckland','Hamilton','Christchurch','Wellington'];
const times: number[] = [];
for (let i = 0; i < 80; i++) {
  const { sql, params } = d.sqlToQuery(buildCardPageQuery({ visibility: 'approved', q: words[i % 10], city: cities[i % 4] }, { page: 1 + (i % 3), perPage: 24 }, false));
  const t = performance.now();
  await c.query({ name: 'q', text: sql, values: params });
  times.push(performance.now() - t);
}
const s = [...times].sort((a, b) => a - b);
console.log('p50', s[40].toFixed(2), 'p90', s[72].toFixed(2), 'last10', times.slice(-10).map(t => t.toFixed(1)).join(' '));
console.log((await c.query(`select generic_plans, custom_plans from pg_prepared_statements`)).rows);
await c.end();
