import { sql } from 'drizzle-orm';

/**
 * SQL fragments of the bulk seed. Every "random" choice of the bulk seed is `pg_temp.h(row,
 * salt)`, a hash of the row number (bulk-run.ts creates it), so the same flags give the same
 * data; each choice uses its own salt.
 */

/** A value passed as one jsonb parameter (the reference tables are read from it). */
export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** A trusted whole number inlined into the SQL (parameters would need casts everywhere). */
export const int = (value: number) => {
  if (!Number.isSafeInteger(value)) throw new Error(`Not an integer: ${value}`);
  return sql.raw(String(value));
};
