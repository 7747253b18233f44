/**
 * Bulk inserts of planned rows: one multi-row insert per chunk of 500, which keeps each
 * statement's parameters well under PostgreSQL's limit of 65,535.
 */

const CHUNK = 500;

/** Inserts rows in chunks (one multi-row insert each); returns what `insert` returns, in order. */
export async function insertInChunks<T, R>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<R[]>,
  size = CHUNK,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await insert(rows.slice(i, i + size))));
  return out;
}
