/**
 * What the bulk seed suites share: the small database they seed on top of, and a row count.
 */
import { sql } from 'drizzle-orm';

import type { Db, DbHandle } from '../../src/server/db/client.ts';
import { queryRows } from '../../src/server/db/query.ts';
import { insertCatalogue, insertProvider, insertService, insertUser } from '../factories/index.ts';
import { openTestPglite } from './test-db.ts';

/** How many rows the query `text` answers. */
export async function countRows(db: Db, text: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int n from (${text}) x`),
  );
  return row!.n;
}

/**
 * A fresh PGlite with 6 providers of 3 approved services each (3 of them are the bulk seed's
 * "hot" ones) and 20 members.
 */
export async function openBulkSeedDb(): Promise<DbHandle> {
  const handle = await openTestPglite();
  const db = handle.db;
  const { refs } = await insertCatalogue(db);
  for (let p = 0; p < 6; p++) {
    const provider = p === 0 ? { id: refs.addedById } : await insertProvider(db);
    for (let s = 0; s < 3; s++) await insertService(db, { ...refs, addedById: provider.id });
  }
  for (let m = 0; m < 20; m++) await insertUser(db);
  return handle;
}
