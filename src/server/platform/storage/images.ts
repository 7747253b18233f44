import { randomBytes } from 'node:crypto';

import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { AppError } from '../../lib/errors.ts';
import { imageVariantKey, type ImageVariantName, type Storage } from './storage.ts';

/** Image types we accept, detected from the bytes (never from the name or the client's type). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Refuse decompression bombs: at most 40 megapixels. */
const MAX_PIXELS = 40_000_000;

/**
 * Whether every stored service image has every rendition, so pages may offer them in a
 * `srcset` (the backfill turns it on: modules/listings/image-renditions.service.ts).
 */
export type RenditionStatus = { ready: boolean };

export type ImageVariantInfo = { key: string; width: number; height: number; bytes: number };
export type StoredImage = {
  /** The key the variants derive from (`services/3f9c…`). */
  key: string;
  variants: { card: ImageVariantInfo; small: ImageVariantInfo; detail: ImageVariantInfo };
};

/**
 * The renditions, never enlarged: the card is cut to 4:3 (cover, centred); small and detail are
 * the whole picture fitted inside their box, so they are one picture at two sizes (decision 103).
 */
export const IMAGE_SIZES = {
  card: { width: 480, height: 360 },
  small: { width: 640, height: 480 },
  detail: { width: 1280, height: 960 },
  logo: { width: 256, height: 256 },
} as const;

/** How each service-image rendition is fitted into its box. */
export const IMAGE_FITS = { card: 'cover', small: 'inside', detail: 'inside' } as const;

/**
 * The `srcset` of a stored service image, by the renditions' box widths (a picture smaller than
 * a box is not enlarged, so a file may be narrower than its descriptor says: the browser then
 * only picks it a little early). `card` is the card's set: the card cut and the whole picture at
 * two sizes, which the card's 4:3 box crops centred with `object-fit: cover`, as the card cut
 * was made. `detail` is the whole picture's set.
 */
export function imageSrcset(storage: Storage, key: string, set: 'card' | 'detail'): string {
  const names: ImageVariantName[] =
    set === 'card' ? ['card', 'small', 'detail'] : ['small', 'detail'];
  return names
    .map((name) => `${storage.url(imageVariantKey(key, name))} ${IMAGE_SIZES[name].width}w`)
    .join(', ');
}

/**
 * The `srcset` of a gallery picture from its stored renditions, by their true widths: none
 * before the backfill made `small`, and none needed for a picture no wider than `small`.
 */
export function gallerySrcset(
  storage: Storage,
  { small, detail }: { small?: ImageVariantInfo | null; detail: ImageVariantInfo },
): string | null {
  if (!small || small.width >= detail.width) return null;
  return `${storage.url(small.key)} ${small.width}w, ${storage.url(detail.key)} ${detail.width}w`;
}

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

export async function render(
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

/** Stores one rendition of `key` and says what was stored. */
export async function storeRendition(
  storage: Storage,
  key: string,
  name: ImageVariantName,
  image: { data: Buffer; width: number; height: number },
): Promise<ImageVariantInfo> {
  const variantKey = imageVariantKey(key, name);
  await storage.put(variantKey, image.data);
  return { key: variantKey, width: image.width, height: image.height, bytes: image.data.length };
}

/**
 * Re-encodes an uploaded (or generated) image to WebP card, small and detail renditions, which
 * strips metadata and anything trailing the image data, and stores them. Call assertImage first
 * for uploads.
 */
export async function storeImageVariants(
  storage: Storage,
  bytes: Buffer,
  folder: string,
  key = newImageKey(folder),
): Promise<StoredImage> {
  const store = async (name: 'card' | 'small' | 'detail') =>
    storeRendition(storage, key, name, await render(bytes, IMAGE_SIZES[name], IMAGE_FITS[name]));
  const [card, small, detail] = await Promise.all([store('card'), store('small'), store('detail')]);
  return { key, variants: { card, small, detail } };
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
