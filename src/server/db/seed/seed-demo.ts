import type { Db } from '../client.ts';
import type { Storage } from '../../lib/storage.ts';

/** Seeds the demo data when the database has no users. Returns counts, or null when skipped. */
export async function seedDemoIfEmpty(
  _db: Db,
  _storage: Storage,
): Promise<Record<string, number> | null> {
  return null;
}
