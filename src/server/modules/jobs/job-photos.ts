import { JOB_PHOTOS_MAX } from '#shared/api/jobs.ts';
import type { StoredJobPhoto } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import { assertImage } from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { notingKeys, storePhoto } from '../../platform/storage/stored-photos.ts';

/**
 * A job's photos (issue 26 §1): up to 5, checked as service photos are (JPEG, PNG or WebP by
 * their bytes, size and megapixels), re-encoded to WebP renditions without metadata, stored
 * under unguessable keys, like a message's photos. Checked before anything is stored.
 */
export async function checkJobPhotos(files: UploadedFile[] | undefined): Promise<UploadedFile[]> {
  if (!files || files.length === 0) return [];
  if (files.length > JOB_PHOTOS_MAX) {
    throw badRequest(`At most ${JOB_PHOTOS_MAX} photos`, { photos: ['at most 5 photos'] });
  }
  for (const [i, file] of files.entries()) await assertImage(file.bytes, `Photo ${i + 1}`);
  return files;
}

/** Stores checked photos (their detail and small renditions); all or none. */
export async function storeJobPhotos(
  storage: Storage,
  files: UploadedFile[],
): Promise<StoredJobPhoto[]> {
  const keys: string[] = [];
  const noting = notingKeys(storage, keys);
  const results = await Promise.allSettled(
    files.map(async (file): Promise<StoredJobPhoto> => {
      const { key, small, width, height } = await storePhoto(noting, 'jobs', file.bytes);
      return { key, small, width, height };
    }),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) {
    await discardJobPhotos(storage, keys);
    throw failed.reason;
  }
  return results.map((r) => (r as PromiseFulfilledResult<StoredJobPhoto>).value);
}

/** Removes stored files (a job that was not written); never throws. */
export async function discardJobPhotos(
  storage: Pick<Storage, 'delete'>,
  keys: string[],
): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}
