import { IMAGES_PER_SERVICE_MAX } from '#shared/constants.ts';
import { badRequest } from '../../lib/errors.ts';
import type { ImageVariants } from '../../db/schema/index.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import {
  assertImage,
  storeImageVariants,
  type StoredImage,
} from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * The pictures of a service: checked by their bytes (JPEG, PNG or WebP, at most 8 MB and 40
 * megapixels), re-encoded to WebP card, small and detail sizes without metadata, and stored before the
 * database transaction. `discard` removes what was stored when the transaction does not happen,
 * so a failed save leaves no file behind.
 */
export type StoredUploads = {
  main: StoredImage | null;
  gallery: StoredImage[];
  discard: () => Promise<void>;
};

/** Every storage key of a stored image (its renditions). */
export function keysOf(image: { variants: ImageVariants }): string[] {
  const { card, small, detail } = image.variants;
  return [card.key, detail.key, ...(small ? [small.key] : [])];
}

/** Deletes files, never failing the caller (a missing file is already gone). */
export async function deleteFiles(storage: Storage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

export async function storeUploads(
  storage: Storage,
  files: { main: UploadedFile | undefined; gallery: UploadedFile[] },
  alreadyStored: number,
): Promise<StoredUploads> {
  const count = alreadyStored + (files.main ? 1 : 0) + files.gallery.length;
  if (count > IMAGES_PER_SERVICE_MAX) {
    throw badRequest(`A service has at most ${IMAGES_PER_SERVICE_MAX} images`, {
      service_image: [`Images: at most ${IMAGES_PER_SERVICE_MAX} in all`],
    });
  }
  // Check every file before storing any.
  if (files.main) await assertImage(files.main.bytes, 'Main image');
  for (const file of files.gallery) await assertImage(file.bytes, `Image ${file.filename}`);
  const stored: StoredImage[] = [];
  const discard = () => deleteFiles(storage, stored.flatMap(keysOf));
  try {
    const main = files.main
      ? await storeImageVariants(storage, files.main.bytes, 'services')
      : null;
    if (main) stored.push(main);
    const gallery: StoredImage[] = [];
    for (const file of files.gallery) {
      const image = await storeImageVariants(storage, file.bytes, 'services');
      stored.push(image);
      gallery.push(image);
    }
    return { main, gallery, discard };
  } catch (err) {
    await discard();
    throw err;
  }
}
