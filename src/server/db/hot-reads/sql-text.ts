import { is, Param, SQL, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * The text and parameters of a raw read query, fast. The hot reads (db/query.ts) are written
 * with drizzle's `sql` template and nothing else: text, nested `sql`, and plain values. For
 * those this walk gives the text drizzle's PostgreSQL dialect gives, at a fraction of its cost
 * (its general compiler, with tracing, casing and typings, took about a tenth of a list
 * answer's time: decision 087). Anything else in a query (a table, a column, a placeholder, an
 * encoded value) goes to the dialect itself. sql-text.test.ts holds both equal.
 */

const dialect = new PgDialect({ casing: 'snake_case' });

export type QueryText = { sql: string; params: unknown[] };

/** Thrown inside the walk when a chunk is not one this compiler knows. */
class NotPlain extends Error {}

const isPlainValue = (v: unknown) =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function walk(chunks: readonly unknown[], out: { text: string[]; params: unknown[] }): void {
  for (const chunk of chunks) {
    if (chunk instanceof StringChunk) {
      out.text.push(chunk.value.join(''));
    } else if (chunk instanceof SQL) {
      walk(chunk.queryChunks, out);
    } else if (chunk === undefined) {
      continue;
    } else if (isPlainValue(chunk)) {
      out.params.push(chunk);
      out.text.push(`$${out.params.length}`);
    } else if (is(chunk, Param) && isPlainValue(chunk.value) && isIdentityEncoder(chunk)) {
      out.params.push(chunk.value);
      out.text.push(`$${out.params.length}`);
    } else {
      throw new NotPlain();
    }
  }
}

/** A Param made by `sql.param(value)` or the template itself (no column encoder). */
function isIdentityEncoder(param: Param): boolean {
  const probe = param.encoder.mapToDriverValue('x');
  return probe === 'x';
}

/** The query's text with $n parameters, and the parameters, as drizzle's dialect writes them. */
export function sqlText(query: SQL): QueryText {
  const out = { text: [] as string[], params: [] as unknown[] };
  try {
    walk(query.queryChunks, out);
  } catch (err) {
    if (!(err instanceof NotPlain)) throw err;
    const { sql: text, params } = dialect.sqlToQuery(query);
    return { sql: text, params };
  }
  return { sql: out.text.join(''), params: out.params };
}
