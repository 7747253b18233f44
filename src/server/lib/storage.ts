import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * Where uploaded and generated files live. Local folder by default (served at /uploads/);
 * an S3-compatible implementation can replace it behind the same interface.
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

/** Local-folder storage; keys are server-generated and checked to stay inside the folder. */
export function createLocalStorage(dir: string, publicUrl: string): Storage {
  const root = resolve(dir);
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
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

/** Image keys are stored without a suffix; the card and detail renditions derive from them. */
export const imageVariantKey = (key: string, variant: 'card' | 'detail') =>
  `${key}-${variant}.webp`;
