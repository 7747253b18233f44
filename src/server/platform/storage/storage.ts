import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded and generated files live: a local folder by default, an S3-compatible bucket
 * when S3_BUCKET is set (platform/storage/s3-storage.ts). Either way files are served at /uploads/<key>
 * (or at S3_PUBLIC_URL/<key>), decision 096.
 */
export type Storage = {
  /** Stores bytes under a server-generated key such as `services/ab12cd-card.webp`. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  delete: (key: string) => Promise<void>;
  /** The bytes of a stored file (a résumé to attach or download). */
  get: (key: string) => Promise<Buffer>;
  /** The public URL of a key. */
  url: (key: string) => string;
  /** Local folder, for the static file server (null for remote storage). */
  localDir: string | null;
};

export const UPLOADS_PREFIX = '/uploads/';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(webp|png|jpg|pdf|docx?)$/i;

/** Whether `key` is one the app could have generated (no `..`, known file types only). */
export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..');

/** Throws for a key the app could not have generated. */
export function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The content type of a stored key (by its extension). */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Thrown by `get` for a key the bucket does not hold. */
export class StoredFileMissing extends Error {}

/** Local-folder storage; keys are server-generated and checked to stay inside the folder. */
export function createLocalStorage(dir: string, publicUrl: string): Storage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Unsafe storage key: ${key}`);
    return path;
  };
  return {
    localDir: root,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    get: (key) => readFile(pathOf(key)),
    url: (key) => `${publicUrl}${UPLOADS_PREFIX}${key}`,
  };
}

/** The stored renditions of a service image (platform/storage/images.ts IMAGE_SIZES). */
export type ImageVariantName = 'card' | 'small' | 'detail';

/** Image keys are stored without a suffix; the renditions derive from them. */
export const imageVariantKey = (key: string, variant: ImageVariantName) => `${key}-${variant}.webp`;
