import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';

import { STAGED_IMAGES_PER_USER_MAX, type StagedImage } from '#shared/api/drafts.ts';
import { IMAGES_PER_SERVICE_MAX } from '#shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { stagedImages } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import {
  assertImage,
  storeImageVariants,
  type StoredImage,
} from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { assertMayDraft, type DraftActor } from './drafts.service.ts';

export type StagingDeps = { db: Db; storage: Storage };

type StagedRow = typeof stagedImages.$inferSelect;

/** Every file of a staged photo (its renditions). */
const keysOf = ({ variants }: { variants: StagedRow['variants'] }) => [
  variants.card.key,
  variants.detail.key,
  ...(variants.small ? [variants.small.key] : []),
];

/** Deletes files, never failing the caller (a missing file is already gone). */
async function deleteFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

const toStaged = (storage: Storage, row: StagedRow): StagedImage => ({
  id: row.id,
  url: storage.url(row.variants.detail.key),
  card_url: storage.url(row.variants.card.key),
  name: row.originalName,
});

/**
 * POST /api/staged-images: one picked photo, checked by its bytes (JPEG, PNG or WebP, at most
 * 8 MB and 40 megapixels) and re-encoded like a service photo, held for the actor until a form
 * is submitted. `formCount` is how many photos the form already has (at most 10 in all); the
 * actor holds at most STAGED_IMAGES_PER_USER_MAX staged photos.
 */
export async function stageImage(
  deps: StagingDeps,
  actor: DraftActor,
  file: UploadedFile,
  formCount: number,
): Promise<StagedImage> {
  assertMayDraft(actor);
  if (formCount >= IMAGES_PER_SERVICE_MAX) {
    throw badRequest(`A service has at most ${IMAGES_PER_SERVICE_MAX} images`, {
      image: [`Images: at most ${IMAGES_PER_SERVICE_MAX} in all`],
    });
  }
  const [held] = await deps.db
    .select({ n: count() })
    .from(stagedImages)
    .where(eq(stagedImages.userId, actor.id));
  if ((held?.n ?? 0) >= STAGED_IMAGES_PER_USER_MAX) {
    const message = `You have ${STAGED_IMAGES_PER_USER_MAX} photos waiting in unsaved forms: save or remove some first`;
    throw badRequest(message, { image: [message] });
  }
  await assertImage(file.bytes, 'The image');
  const stored = await storeImageVariants(deps.storage, file.bytes, 'services');
  try {
    const [row] = await deps.db
      .insert(stagedImages)
      .values({
        userId: actor.id,
        storageKey: stored.key,
        variants: stored.variants,
        originalName: file.filename.slice(0, 200) || null,
      })
      .returning();
    return toStaged(deps.storage, row!);
  } catch (err) {
    await deleteFiles(deps.storage, keysOf(stored));
    throw err;
  }
}

/** DELETE /api/staged-images/{id}: the actor's own staged photo, row and files. */
export async function deleteStagedImage(
  deps: StagingDeps,
  actor: DraftActor,
  id: number,
): Promise<void> {
  const [row] = await deps.db
    .delete(stagedImages)
    .where(and(eq(stagedImages.id, id), eq(stagedImages.userId, actor.id)))
    .returning();
  if (!row) throw notFound('Image not found');
  await deleteFiles(deps.storage, keysOf(row));
}

/**
 * Takes the actor's staged photos `ids` for a service being saved, in that order: their rows
 * are deleted in the caller's transaction (the files become the service's). A missing id or
 * another user's photo is a 400 and nothing changes.
 */
export async function claimStagedImages(
  tx: Tx,
  userId: number,
  ids: number[],
): Promise<StoredImage[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(stagedImages)
    .where(and(inArray(stagedImages.id, ids), eq(stagedImages.userId, userId)))
    .returning();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) {
      throw badRequest('A picked photo is no longer available: please pick it again', {
        staged_image_ids: ['is not one of your picked photos'],
      });
    }
    return { key: row.storageKey, variants: row.variants as StoredImage['variants'] };
  });
}

/**
 * The staged photos of a save: the main one (staged_main_image_id, or on add-service the first
 * staged one when no main file is sent) and the gallery ones in the form's order.
 */
export function stagedChoice(
  ids: number[] | undefined,
  mainId: number | undefined,
  firstIsMain: boolean,
): { mainId: number | null; galleryIds: number[] } {
  const list = [...new Set(ids ?? [])].filter((id) => id !== mainId);
  if (mainId !== undefined) return { mainId, galleryIds: list };
  if (firstIsMain && list.length > 0) return { mainId: list[0]!, galleryIds: list.slice(1) };
  return { mainId: null, galleryIds: list };
}

const BATCH = 50;

/**
 * The cleanup job: deletes staged photos older than `maxAgeDays` (rows and files), a batch at a
 * time. Returns how many were deleted, or null when there were none.
 */
export async function deleteOldStagedImages(
  deps: StagingDeps,
  maxAgeDays: number,
  now = new Date(),
): Promise<{ deleted: number } | null> {
  const before = new Date(now.getTime() - maxAgeDays * 24 * 60 * 60_000);
  let deleted = 0;
  for (;;) {
    const old = await deps.db
      .select({ id: stagedImages.id })
      .from(stagedImages)
      .where(lt(stagedImages.createdAt, before))
      .orderBy(asc(stagedImages.id))
      .limit(BATCH);
    if (old.length === 0) break;
    const rows = await deps.db
      .delete(stagedImages)
      .where(
        inArray(
          stagedImages.id,
          old.map((r) => r.id),
        ),
      )
      .returning();
    await deleteFiles(deps.storage, rows.flatMap(keysOf));
    deleted += rows.length;
  }
  return deleted > 0 ? { deleted } : null;
}

/** The staged photos of a save, claimed in its transaction: the main one and the gallery ones. */
export async function claimStagedChoice(
  tx: Tx,
  userId: number,
  choice: { mainId: number | null; galleryIds: number[] },
): Promise<{ main: StoredImage | null; gallery: StoredImage[] }> {
  const ids = choice.mainId === null ? choice.galleryIds : [choice.mainId, ...choice.galleryIds];
  const claimed = await claimStagedImages(tx, userId, ids);
  return choice.mainId === null
    ? { main: null, gallery: claimed }
    : { main: claimed[0]!, gallery: claimed.slice(1) };
}
