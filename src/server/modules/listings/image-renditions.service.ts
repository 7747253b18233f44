import { sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { ImageVariants } from '../../db/schema/services.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { AppError } from '../../lib/errors.ts';
import {
  IMAGE_SIZES,
  render,
  storeRendition,
  type RenditionStatus,
} from '../../platform/storage/images.ts';
import { StoredFileMissing, type Storage } from '../../platform/storage/storage.ts';

/**
 * Service images stored before the `small` rendition existed get it from their detail rendition
 * (the largest stored: originals are not kept), decision 103. Until every row has it, cards and
 * pages send no `srcset`, so no page points at a file that is not there yet.
 */

/** Rows a round takes at a time. */
const BATCH = 20;

/** True when some service image has no `small` rendition yet (a partial index answers it). */
export async function hasMissingRenditions(db: Db): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from service_images where (variants -> 'small') is null limit 1`,
  );
  return rows.length > 0;
}

const isMissingFile = (err: unknown) =>
  err instanceof StoredFileMissing || (err as { code?: unknown } | null)?.code === 'ENOENT';

/** Makes the small rendition of one row; null when its detail file is gone or unreadable. */
async function smallOf(storage: Storage, row: { storage_key: string; variants: ImageVariants }) {
  let bytes: Buffer;
  try {
    bytes = await storage.get(row.variants.detail.key);
  } catch (err) {
    if (isMissingFile(err)) return null;
    throw err;
  }
  try {
    const image = await render(bytes, IMAGE_SIZES.small, 'inside');
    return await storeRendition(storage, row.storage_key, 'small', image);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

export type BackfillResult = { made: number; unavailable: number };

/**
 * Gives every service image without a `small` rendition one, a batch at a time, until none is
 * left (`small: null` where the detail file is gone or unreadable, so it is not tried again).
 * Idempotent; a storage error stops the round and the next one goes on.
 */
export async function backfillRenditions(
  deps: { db: Db; storage: Storage },
  signal?: AbortSignal,
): Promise<BackfillResult> {
  const result: BackfillResult = { made: 0, unavailable: 0 };
  while (!signal?.aborted) {
    const rows = await queryRows<{ id: number; storage_key: string; variants: ImageVariants }>(
      deps.db,
      sql`select id, storage_key, variants from service_images
           where (variants -> 'small') is null order by id limit ${BATCH}`,
    );
    if (rows.length === 0) return result;
    for (const row of rows) {
      const small = await smallOf(deps.storage, row);
      if (small) result.made++;
      else result.unavailable++;
      await deps.db.execute(sql`
        update service_images
           set variants = variants || jsonb_build_object('small', ${JSON.stringify(small)}::jsonb)
         where id = ${row.id} and (variants -> 'small') is null`);
    }
  }
  return result;
}

/**
 * One round of the job: backfills, then turns `srcset` on (and drops every cached answer, so
 * cards and pages get it) when nothing is left. Returns what it did, or null when there was
 * nothing to do.
 */
export async function runRenditionJob(
  deps: { db: Db; storage: Storage; changes: ChangeBus; renditions: RenditionStatus },
  signal?: AbortSignal,
): Promise<BackfillResult | null> {
  const missing = await hasMissingRenditions(deps.db);
  const result = missing ? await backfillRenditions(deps, signal) : null;
  if (signal?.aborted) return result;
  if (!deps.renditions.ready && !(await hasMissingRenditions(deps.db))) {
    deps.renditions.ready = true;
    deps.changes.publish({ kind: 'catalogue' });
  }
  return result;
}
