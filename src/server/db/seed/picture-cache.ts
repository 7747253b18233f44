// The demo picture pool rendered once at build time (decision 113, second part): the encoded
// renditions of every pool picture in dist/demo-pictures/<key>/, the key a hash of everything
// the bytes depend on (each picture's SVG, the encoder settings, sharp's and libvips' versions).
// The seed reads it instead of rendering when the key matches, so the stored files are the same
// bytes either way; a missing, partial or unreadable cache reads as null (render as before).
// Written through a temporary folder renamed into place, so a reader never sees half of one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import sharp from 'sharp';

import { packageRoot } from '../../lib/package-root.ts';
import type { EncodedImage } from './seed-images.ts';

/** The folder all picture caches sit under (dist/ at the package root). */
export const PICTURE_CACHES_FOLDER = join(packageRoot(), 'dist', 'demo-pictures');

const RENDITIONS = ['card', 'small', 'detail'] as const;
const MANIFEST = 'pictures.json';

type Manifest = { sizes: Record<(typeof RENDITIONS)[number], [number, number]>[] };

/** The cache folder for these inputs (one string per picture) and encoder settings. */
export function pictureCacheDir(inputs: readonly string[], settings: unknown): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ settings, versions: sharp.versions }));
  for (const input of inputs) hash.update(`\n${input.length}\n${input}`);
  return join(PICTURE_CACHES_FOLDER, hash.digest('hex').slice(0, 16));
}

/** The cached pictures, in input order, or null when the cache is missing or incomplete. */
export async function readPictureCache(dir: string, count: number): Promise<EncodedImage[] | null> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
    if (manifest.sizes.length !== count) return null;
    return await Promise.all(
      manifest.sizes.map(async (sizes, i) => {
        const read = async (name: (typeof RENDITIONS)[number]) => {
          const [width, height] = sizes[name];
          return { data: await readFile(join(dir, `${i}-${name}.webp`)), width, height };
        };
        const [card, small, detail] = await Promise.all(RENDITIONS.map(read));
        return { card: card!, small: small!, detail: detail! };
      }),
    );
  } catch {
    return null;
  }
}

/** Removes every entry beside `path` in its folder (other keys' caches, now stale). */
function removeSiblings(path: string): void {
  const parent = dirname(path);
  for (const name of readdirSync(parent)) {
    const sibling = join(parent, name);
    if (sibling !== path) rmSync(sibling, { recursive: true, force: true });
  }
}

/** Writes the pictures as the cache `dir` (removing its siblings: other keys' caches, stale). */
export async function writePictureCache(
  dir: string,
  images: readonly EncodedImage[],
): Promise<void> {
  const temporary = `${dir}.tmp-${process.pid}`;
  rmSync(temporary, { recursive: true, force: true });
  mkdirSync(temporary, { recursive: true });
  try {
    const sizes = await Promise.all(
      images.map(async (image, i) => {
        await Promise.all(
          RENDITIONS.map((name) =>
            writeFile(join(temporary, `${i}-${name}.webp`), image[name].data),
          ),
        );
        const size = (name: (typeof RENDITIONS)[number]): [number, number] => [
          image[name].width,
          image[name].height,
        ];
        return { card: size('card'), small: size('small'), detail: size('detail') };
      }),
    );
    await writeFile(join(temporary, MANIFEST), JSON.stringify({ sizes } satisfies Manifest));
    removeSiblings(temporary);
    renameSync(temporary, dir);
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}
