import { randomBytes } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { AppError } from './errors.ts';
import { imageVariantKey, type Storage } from './storage.ts';

/** Image types we accept, detected from the bytes (never from the name or the client's type). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Refuse decompression bombs: at most 40 megapixels. */
const MAX_PIXELS = 40_000_000;

export type ImageVariantInfo = { key: string; width: number; height: number; bytes: number };
export type StoredImage = {
  /** The key the variants derive from (`services/3f9c…`). */
  key: string;
  variants: { card: ImageVariantInfo; detail: ImageVariantInfo };
};

/** Card and detail renditions: sizes fit inside, never enlarged. */
export const IMAGE_SIZES = {
  card: { width: 480, height: 360 },
  detail: { width: 1280, height: 960 },
  logo: { width: 256, height: 256 },
} as const;

/** Checks the bytes are a JPEG, PNG or WebP of an acceptable size; throws a 4xx otherwise. */
export async function assertImage(bytes: Buffer, label = 'Image'): Promise<void> {
  if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', `${label} is empty`);
  if (bytes.length > IMAGE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${label} must be at most 8 MB`);
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${label} must be a JPEG, PNG or WebP image`);
  }
  // The header says how big the picture is: refuse a decompression bomb before decoding it.
  let pixels: number;
  try {
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    pixels = width * height;
  } catch {
    throw new AppError('VALIDATION_FAILED', `${label} could not be read`);
  }
  if (pixels > MAX_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', `${label} is too large: at most 40 megapixels`);
  }
}

async function render(
  bytes: Buffer,
  size: { width: number; height: number },
  fit: 'inside' | 'cover',
): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...size, fit, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The image could not be read');
  }
}

export function newImageKey(folder: string): string {
  return `${folder}/${randomBytes(12).toString('hex')}`;
}

/**
 * Re-encodes an uploaded (or generated) image to WebP card and detail renditions, which strips
 * metadata and anything trailing the image data, and stores both. Call assertImage first for
 * uploads.
 */
export async function storeImageVariants(
  storage: Storage,
  bytes: Buffer,
  folder: string,
  key = newImageKey(folder),
): Promise<StoredImage> {
  const [card, detail] = await Promise.all([
    render(bytes, IMAGE_SIZES.card, 'cover'),
    render(bytes, IMAGE_SIZES.detail, 'inside'),
  ]);
  const cardKey = imageVariantKey(key, 'card');
  const detailKey = imageVariantKey(key, 'detail');
  await Promise.all([storage.put(cardKey, card.data), storage.put(detailKey, detail.data)]);
  return {
    key,
    variants: {
      card: { key: cardKey, width: card.width, height: card.height, bytes: card.data.length },
      detail: {
        key: detailKey,
        width: detail.width,
        height: detail.height,
        bytes: detail.data.length,
      },
    },
  };
}

/** A banner ad, fitted inside 1600 × 1600 px as WebP; returns its storage key. */
export async function storeAdImage(storage: Storage, bytes: Buffer): Promise<string> {
  const { data } = await render(bytes, { width: 1600, height: 1600 }, 'inside');
  const key = `${newImageKey('ads')}.webp`;
  await storage.put(key, data);
  return key;
}

/** A square WebP logo; returns its storage key. */
export async function storeLogo(storage: Storage, bytes: Buffer): Promise<string> {
  const { data } = await render(bytes, IMAGE_SIZES.logo, 'cover');
  const key = `${newImageKey('logos')}.webp`;
  await storage.put(key, data);
  return key;
}
