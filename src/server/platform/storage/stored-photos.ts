import { IMAGE_SIZES, newImageKey, render, storeRendition } from './images.ts';
import type { Storage } from './storage.ts';

/**
 * Uploaded photos stored as detail and small WebP renditions (a message's, a job's), and the
 * clean-up when a store fails half-way.
 */

/** A photo's stored renditions: the detail (its size and bytes) and the small one. */
export type StoredPhoto = {
  key: string;
  small: string;
  width: number;
  height: number;
  bytes: number;
};

/**
 * `storage` that notes each key in `keys` before its put starts, so that a put that failed
 * half-way is removed with the others.
 */
export function notingKeys(storage: Storage, keys: string[]): Storage {
  return {
    ...storage,
    put: (key, bytes) => {
      keys.push(key);
      return storage.put(key, bytes);
    },
  };
}

/** Stores a photo's detail and small renditions under a new key of `folder`. */
export async function storePhoto(
  storage: Storage,
  folder: string,
  bytes: Buffer,
): Promise<StoredPhoto> {
  const key = newImageKey(folder);
  const [detail, small] = settled(
    await Promise.allSettled([
      render(bytes, IMAGE_SIZES.detail, 'inside').then((r) =>
        storeRendition(storage, key, 'detail', r),
      ),
      render(bytes, IMAGE_SIZES.small, 'inside').then((r) =>
        storeRendition(storage, key, 'small', r),
      ),
    ]),
  );
  return {
    key: detail.key,
    small: small.key,
    width: detail.width,
    height: detail.height,
    bytes: detail.bytes,
  };
}

/** The values of settled promises, or the first failure (thrown once all have finished). */
export function settled<T extends unknown[]>(results: {
  [K in keyof T]: PromiseSettledResult<T[K]>;
}): T {
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as T;
}
