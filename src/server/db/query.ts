import { createHash } from 'node:crypto';

import { sql, type SQL } from 'drizzle-orm';

import type { Db, DbHandle } from './client.ts';
import { createPglitePrepared } from './hot-reads/pglite-prepared.ts';
import { sqlText } from './hot-reads/sql-text.ts';

/**
 * Raw SQL reads: the one place that turns a driver's result into rows. Row types are declared
 * by the caller (the SQL decides the columns), so keep each row type next to its query.
 */

/** Runs raw SQL on either driver (or in a transaction) and returns the rows. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Runs raw SQL and returns the rows: see createQueryRunner. */
export type QueryRunner = <T>(query: SQL) => Promise<T[]>;

const MAX_PREPARED = 1000;

/**
 * A runner for hot read queries. On PostgreSQL each distinct SQL text becomes a named prepared
 * statement (per pooled connection), so the server parses and plans it once instead of on every
 * request: planning the browse joins costs more than running them. On PGlite the same, through
 * its wire protocol (pglite-prepared.ts, decision 102): one trip per call instead of six, and no
 * parse per call.
 */
export function createQueryRunner(handle: DbHandle): QueryRunner {
  if (handle.driver.kind === 'pglite') {
    const prepared = createPglitePrepared(handle.driver.client);
    return (query) => {
      const { sql: text, params } = sqlText(query);
      return prepared.run(text, params);
    };
  }
  const pool = handle.driver.pool;
  const names = new Map<string, string>();
  return async <T>(query: SQL) => {
    const { sql: text, params } = sqlText(query);
    let name = names.get(text);
    if (name === undefined) {
      name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      if (names.size < MAX_PREPARED) names.set(text, name);
    }
    const result = await pool.query({ name, text, values: params });
    return result.rows as T[];
  };
}

/**
 * A timestamptz column written by PostgreSQL as the ISO 8601 text the API answers
 * (`2026-11-22T05:23:57.200Z`), for hot reads: the driver then neither parses a Date nor does
 * toIso turn it back into text (about 50 µs of a 20-row list, decision 130).
 */
export const isoText = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** PostgreSQL timestamps arrive as text (`2026-11-22 05:23:57.2+00`) or Date; answer ISO 8601. */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && ISO_UTC.test(value)) return value;
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** A page of a list: 1-based page number and size. */
export type PageInput = { page: number; per_page: number };

/** The rows of one page of `select`, in `order`. */
function pageRows<T>(db: Pick<Db, 'execute'>, input: PageInput, select: SQL, order: SQL) {
  const offset = (input.page - 1) * input.per_page;
  return queryRows<T>(
    db,
    sql`${select} order by ${order} limit ${input.per_page} offset ${offset}`,
  );
}

/**
 * One page of a raw list query: `select` is everything before ORDER BY and must carry
 * `count(*) over ()::int as total`; answers the rows and the page meta.
 */
export async function queryPage<T extends { total: number }>(
  db: Pick<Db, 'execute'>,
  input: PageInput,
  select: SQL,
  order: SQL,
): Promise<{ rows: T[]; total: number; page: number; per_page: number }> {
  const rows = await pageRows<T>(db, input, select, order);
  return { rows, total: rows[0]?.total ?? 0, page: input.page, per_page: input.per_page };
}

/** The columns naming a service (alias given) in a list row: id, slug, title. */
export const serviceRefColumns = (alias: string) =>
  sql.raw(
    `${alias}.id as service_id, ${alias}.slug as service_slug, ${alias}.title as service_title`,
  );
export type ServiceRefRow = { service_id: number; service_slug: string; service_title: string };
export const serviceRefOf = (r: ServiceRefRow) => ({
  id: r.service_id,
  slug: r.service_slug,
  title: r.service_title,
});

/**
 * One page of a long list, with its total counted by `count` (a `select count(*)::int as total`
 * over the fewest tables the filters need) instead of a window over the whole join: the page
 * itself then reads only its rows through the order's index (the admin lists at 100,000 rows).
 */
export async function queryCountedPage<T>(
  db: Pick<Db, 'execute'>,
  input: PageInput,
  select: SQL,
  order: SQL,
  count: SQL,
): Promise<{ rows: T[]; total: number; page: number; per_page: number }> {
  const rows = await pageRows<T>(db, input, select, order);
  const [counted] = await queryRows<{ total: number }>(db, count);
  return { rows, total: counted?.total ?? 0, page: input.page, per_page: input.per_page };
}
