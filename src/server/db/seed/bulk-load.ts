import { sql } from 'drizzle-orm';

import type { Db } from '../client.ts';
import { queryRows } from '../query.ts';

/**
 * How the bulk seed's transaction is set up for a large load, and put back: no statement
 * timeout, no JIT, more memory for sorts and index builds; the secondary indexes of the loaded
 * tables dropped and rebuilt once at the end; a superuser skips the per-row foreign key checks
 * (rows are built valid: their ids come from rows just inserted). The tables stay locked until
 * the commit: do not run it against a database a live server is using.
 */

/** Tables whose secondary indexes are dropped during the load and rebuilt after it. */
const REINDEXED_TABLES = ['services', 'enquiries', 'reviews', 'watchlist'];

/** The transaction's settings for a load (each statement runs once over many rows). */
export async function tuneForLoad(db: Db): Promise<void> {
  // The pool's 15 s statement timeout is for web requests, not for bulk inserts.
  await db.execute(sql`set local statement_timeout = 0`);
  // Each statement runs once over many rows: JIT compiling costs seconds and saves nothing,
  // and sorts and hashes should stay in memory.
  await db.execute(sql`set local jit = off`);
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`set local maintenance_work_mem = '128MB'`);
}

/** What endLoad puts back: the index definitions, and whether FK checks were skipped. */
export type LoadState = { reindex: string[]; skipsForeignKeys: boolean };

/**
 * Drops the loaded tables' secondary indexes (`tables`: the bulk seed's by default) and, for a
 * superuser, the per-row FK checks.
 */
export async function beginLoad(db: Db, tables = REINDEXED_TABLES): Promise<LoadState> {
  const reindex = await dropIndexes(db, tables);
  // Rows are built valid (ids come from the rows just inserted), so a superuser skips the
  // per-row foreign key checks; anyone else keeps them.
  const [role] = await queryRows<{ su: boolean }>(
    db,
    sql`select rolsuper su from pg_roles where rolname = current_user`,
  );
  const skipsForeignKeys = role?.su === true;
  if (skipsForeignKeys) await db.execute(sql`set local session_replication_role = replica`);
  return { reindex, skipsForeignKeys };
}

/** Turns the FK checks back on and rebuilds the dropped indexes. */
export async function endLoad(db: Db, state: LoadState): Promise<void> {
  if (state.skipsForeignKeys) await db.execute(sql`set local session_replication_role = origin`);
  for (const definition of state.reindex) await db.execute(sql.raw(definition));
}

/**
 * Drops the secondary indexes of `tables` (not primary keys or constraints) and returns the
 * statements that rebuild them: loading without indexes and building them once is far faster.
 */
async function dropIndexes(db: Db, tables: string[]): Promise<string[]> {
  const found = await queryRows<{ name: string; def: string }>(
    db,
    sql`select i.indexrelid::regclass::text name, pg_get_indexdef(i.indexrelid) def
          from pg_index i
          join pg_class t on t.oid = i.indrelid
         where t.relnamespace = (select oid from pg_namespace where nspname = current_schema())
           and t.relname in ${tables}
           and not i.indisprimary
           and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const index of found) await db.execute(sql.raw(`drop index ${index.name}`));
  return found.map((index) => index.def);
}
