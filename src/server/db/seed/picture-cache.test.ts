import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { pictureCacheDir, readPictureCache, writePictureCache } from './picture-cache.ts';
import type { EncodedImage } from './seed-images.ts';

const image = (n: number): EncodedImage => ({
  card: { data: Buffer.from(`card ${n}`), width: 400, height: 300 },
  small: { data: Buffer.from(`small ${n}`), width: 200, height: 150 },
  detail: { data: Buffer.from(`detail ${n}`), width: 800, height: 600 },
});

describe('the demo picture cache (decision 113)', () => {
  let parent: string;
  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'ks-pictures-'));
  });
  afterEach(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  it('is keyed by every input and the settings', () => {
    const key = pictureCacheDir(['a', 'b'], { quality: 80 });
    expect(pictureCacheDir(['a', 'b'], { quality: 80 })).toBe(key);
    expect(pictureCacheDir(['a', 'c'], { quality: 80 })).not.toBe(key);
    expect(pictureCacheDir(['ab'], { quality: 80 })).not.toBe(key);
    expect(pictureCacheDir(['a', 'b'], { quality: 81 })).not.toBe(key);
  });

  it('reads back the same bytes and sizes, in order', async () => {
    const dir = join(parent, 'key');
    const images = [image(1), image(2)];
    await writePictureCache(dir, images);
    expect(await readPictureCache(dir, 2)).toEqual(images);
  });

  it('reads as null when missing, of another count, or incomplete', async () => {
    const dir = join(parent, 'key');
    expect(await readPictureCache(dir, 1)).toBeNull();
    await writePictureCache(dir, [image(1)]);
    expect(await readPictureCache(dir, 2)).toBeNull();
    rmSync(join(dir, '0-small.webp'));
    expect(await readPictureCache(dir, 1)).toBeNull();
  });

  it('replaces stale caches beside it and leaves no temporary folder', async () => {
    mkdirSync(join(parent, 'old-key'));
    writeFileSync(join(parent, 'old-key', 'pictures.json'), '{}');
    await writePictureCache(join(parent, 'new-key'), [image(1)]);
    expect(readdirSync(parent)).toEqual(['new-key']);
    expect(existsSync(join(parent, 'new-key', '0-detail.webp'))).toBe(true);
  });
});
