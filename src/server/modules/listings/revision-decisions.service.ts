import { eq, inArray } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import {
  serviceImages,
  serviceRevisions,
  services,
  type RevisionImage,
} from '../../db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { deleteFiles, keysOf } from './listing-images.ts';
import type { RevisionFields } from './service-revisions.service.ts';

/**
 * An admin's decision on a pending revision (decision 106), inside the moderation transaction.
 * Each answers the storage keys to delete once it has committed.
 */

type ServiceRow = typeof services.$inferSelect;
type RevisionRow = typeof serviceRevisions.$inferSelect;

/** The image set of the revision, main first, as service_images rows in display order. */
async function applyImages(tx: Tx, serviceId: number, images: RevisionImage[]): Promise<string[]> {
  const current = await tx
    .select({ id: serviceImages.id, variants: serviceImages.variants })
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId));
  const kept = new Set(images.flatMap((i) => (i.imageId === undefined ? [] : [i.imageId])));
  const removed = current.filter((r) => !kept.has(r.id));
  if (removed.length > 0) {
    await tx.delete(serviceImages).where(
      inArray(
        serviceImages.id,
        removed.map((r) => r.id),
      ),
    );
  }
  const ordered = [...images.filter((i) => i.isMain), ...images.filter((i) => !i.isMain)];
  for (const [position, image] of ordered.entries()) {
    if (image.imageId !== undefined) {
      await tx
        .update(serviceImages)
        .set({ position, isMain: image.isMain })
        .where(eq(serviceImages.id, image.imageId));
    } else {
      await tx.insert(serviceImages).values({
        serviceId,
        position,
        isMain: image.isMain,
        storageKey: image.storageKey,
        variants: image.variants,
      });
    }
  }
  return removed.flatMap(keysOf);
}

/**
 * Approve: the revision's fields and pictures become the service (new photos attached, removed
 * ones' rows deleted, their files answered for deletion), and the revision is deleted.
 */
export async function applyRevision(
  tx: Tx,
  service: ServiceRow,
  revision: RevisionRow,
): Promise<{ row: ServiceRow; files: string[] }> {
  const files = await applyImages(tx, service.id, revision.images);
  const main = revision.images.find((i) => i.isMain);
  const now = new Date();
  const [row] = await tx
    .update(services)
    .set({
      ...(revision.fields as RevisionFields),
      ...(main ? { mainImage: main.storageKey } : {}),
      changedAt: null,
      rejectionReason: null,
      moderatedAt: now,
      updatedAt: now,
    })
    .where(eq(services.id, service.id))
    .returning();
  await tx.delete(serviceRevisions).where(eq(serviceRevisions.id, revision.id));
  return { row: row!, files };
}

/** The files of a revision's new photos (never attached to the service). */
const newPhotoFiles = (revision: RevisionRow) =>
  revision.images.filter((i) => i.imageId === undefined).flatMap(keysOf);

/**
 * Reject: the approved version stays; the revision is kept as rejected with the reason (the
 * provider's list shows it) without its new photos, whose files are deleted.
 */
export async function rejectRevision(
  tx: Tx,
  service: ServiceRow,
  revision: RevisionRow,
  reason: string,
): Promise<{ row: ServiceRow; files: string[] }> {
  const now = new Date();
  await tx
    .update(serviceRevisions)
    .set({
      status: 'rejected',
      rejectionReason: reason,
      moderatedAt: now,
      images: revision.images.filter((i) => i.imageId !== undefined),
      updatedAt: now,
    })
    .where(eq(serviceRevisions.id, revision.id));
  const [row] = await tx
    .update(services)
    .set({ changedAt: null, moderatedAt: now })
    .where(eq(services.id, service.id))
    .returning();
  return { row: row!, files: newPhotoFiles(revision) };
}

/** Unpublish: a revision of the service (if any) goes too, with its new photos' files. */
export async function discardRevision(tx: Tx, serviceId: number): Promise<string[]> {
  const deleted = await tx
    .delete(serviceRevisions)
    .where(eq(serviceRevisions.serviceId, serviceId))
    .returning();
  return deleted.flatMap(newPhotoFiles);
}

/** Deletes the files a decision answered, after its commit (never failing the caller). */
export async function deleteRevisionFiles(storage: Storage, keys: string[]): Promise<void> {
  await deleteFiles(storage, keys);
}
