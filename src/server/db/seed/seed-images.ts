import { existsSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { IMAGE_FITS, IMAGE_SIZES, storeRendition } from '../../platform/storage/images.ts';
import { slugify } from '../../lib/slug.ts';
import { imageVariantKey, type Storage } from '../../platform/storage/storage.ts';
import type { ImageVariants } from '../schema/services.ts';
import { pictureCacheDir, readPictureCache, writePictureCache } from './picture-cache.ts';
import { CATALOGUE, type CategorySeed, type IconName } from './catalogue-data.ts';

/**
 * Images for the demo data, generated locally (SVG rendered by sharp, no downloads). A small
 * shared pool is rendered once (a main picture per sub category, a few gallery pictures per
 * category); each service image row then gets its own key holding a copy of the encoded bytes,
 * because service_images.storage_key is unique.
 */

/** Demo pictures are smooth gradients: the fastest WebP effort is visually the same. */
const WEBP = { quality: 80, effort: 0 } as const;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
/** Pictures are drawn on a 960×720 canvas and rendered at 800×600 (the detail rendition). */
const CANVAS = { width: 960, height: 720 } as const;
const RENDER = { width: 800, height: 600 } as const;

type Encoded = { data: Buffer; width: number; height: number };
/** A picture encoded as its renditions, ready to be stored under any key. */
export type EncodedImage = { card: Encoded; small: Encoded; detail: Encoded };

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Splits a label into lines of at most `max` characters (by words). */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Icons drawn in a 100×100 box with a white stroke. */
const ICONS: Record<IconName, string> = {
  house: '<path d="M12 50 L50 16 L88 50 M24 40 V86 H76 V40 M42 86 V62 H58 V86"/>',
  drop: '<path d="M50 10 C50 10 22 46 22 64 A28 28 0 0 0 78 64 C78 46 50 10 50 10 Z"/><path d="M36 66 A14 14 0 0 0 50 80"/>',
  bolt: '<path d="M58 6 L24 56 H48 L40 94 L78 40 H54 Z"/>',
  sparkle:
    '<path d="M44 12 L52 40 L80 48 L52 56 L44 84 L36 56 L8 48 L36 40 Z"/><path d="M78 12 L81 22 L91 25 L81 28 L78 38 L75 28 L65 25 L75 22 Z"/>',
  leaf: '<path d="M18 84 C16 44 42 16 86 14 C84 58 58 84 18 84 Z"/><path d="M18 84 L62 40"/>',
  truck:
    '<path d="M6 28 H58 V72 H6 Z M58 42 H78 L92 58 V72 H58"/><circle cx="24" cy="76" r="9"/><circle cx="76" cy="76" r="9"/>',
  monitor: '<rect x="10" y="16" width="80" height="52" rx="5"/><path d="M50 68 V82 M30 84 H70"/>',
  car: '<path d="M8 66 V52 L20 48 L32 30 H68 L80 48 L92 52 V66 Z"/><circle cx="28" cy="68" r="9"/><circle cx="72" cy="68" r="9"/>',
  brush:
    '<path d="M60 10 L90 40 L54 76 L24 46 Z"/><path d="M24 46 C12 58 18 76 8 92 C26 88 42 88 54 76"/>',
  bug: '<ellipse cx="50" cy="56" rx="20" ry="28"/><circle cx="50" cy="24" r="10"/><path d="M30 46 L12 36 M30 60 H10 M32 74 L14 86 M70 46 L88 36 M70 60 H90 M68 74 L86 86 M50 36 V84"/>',
  wrench:
    '<path d="M72 10 A20 20 0 0 0 48 36 L12 72 A9 9 0 0 0 26 86 L62 50 A20 20 0 0 0 90 28 L78 38 L64 34 L60 20 Z"/>',
};

function icon(name: IconName, x: number, y: number, size: number, strokeWidth = 6): string {
  const scale = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="${strokeWidth / scale}" stroke-linejoin="round" stroke-linecap="round">${ICONS[name]}</g>`;
}

function gradient(
  id: string,
  [from, to]: [string, string],
  angle: 'diagonal' | 'vertical',
): string {
  const end = angle === 'diagonal' ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** The main picture of a sub category: its icon and name on the category's gradient. */
export function mainImageSvg(category: CategorySeed, subCategoryName: string): string {
  const { width: w, height: h } = CANVAS;
  const lines = wrapText(subCategoryName, 18);
  const size = lines.length > 1 ? 64 : 72;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${500 + i * (size + 12)}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER.width}" height="${RENDER.height}" viewBox="0 0 ${w} ${h}">
<defs>${gradient('g', category.colors, 'diagonal')}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w - 120}" cy="110" r="230" fill="#ffffff" opacity="0.07"/>
<circle cx="90" cy="${h - 40}" r="180" fill="#000000" opacity="0.08"/>
${icon(category.icon, w / 2 - 110, 120, 220, 7)}
${text}
<text x="${w / 2}" y="${h - 36}" font-family="${FONT}" font-size="26" fill="#ffffff" opacity="0.75" text-anchor="middle">${escapeXml(category.name)} · Kiwi Services</text>
</svg>`;
}

/** A gallery picture of a category: a pattern of its icon, varied by `variant`. */
export function galleryImageSvg(category: CategorySeed, variant: number): string {
  const { width: w, height: h } = CANVAS;
  const colors: [string, string] =
    variant % 2 === 0 ? category.colors : [category.colors[1], category.colors[0]];
  const tiles: string[] = [];
  const step = 160 + (variant % 3) * 40;
  for (let row = 0; row * step < h + step; row++) {
    for (let col = 0; col * step < w + step; col++) {
      const offset = row % 2 === 0 ? 0 : step / 2;
      tiles.push(icon(category.icon, col * step + offset - 40, row * step - 30, step * 0.45, 5));
    }
  }
  const captions = ['Before and after', 'Our team at work', 'A recent job', 'Quality finish'];
  const caption = captions[variant % captions.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER.width}" height="${RENDER.height}" viewBox="0 0 ${w} ${h}">
<defs>${gradient('g', colors, variant % 2 === 0 ? 'vertical' : 'diagonal')}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<g opacity="0.18">${tiles.join('')}</g>
<rect x="0" y="${h - 130}" width="${w}" height="130" fill="#000000" opacity="0.28"/>
<text x="48" y="${h - 52}" font-family="${FONT}" font-size="52" font-weight="bold" fill="#ffffff">${escapeXml(caption)}</text>
</svg>`;
}

/** Renders an SVG once and encodes the card (cover), small and detail (inside) WebP renditions. */
export async function encodeImage(svg: string): Promise<EncodedImage> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = async (name: keyof EncodedImage) => {
    const out = await sharp(data, raw)
      .resize({ ...IMAGE_SIZES[name], fit: IMAGE_FITS[name], withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  };
  const [card, small, detail] = await Promise.all([
    encode('card'),
    encode('small'),
    encode('detail'),
  ]);
  return { card, small, detail };
}

/** Stores an encoded picture under `key` (`<key>-card.webp`, `-small.webp`, `-detail.webp`). */
export async function storeEncoded(
  storage: Storage,
  key: string,
  image: EncodedImage,
): Promise<Required<ImageVariants>> {
  const [card, small, detail] = await Promise.all([
    storeRendition(storage, key, 'card', image.card),
    storeRendition(storage, key, 'small', image.small),
    storeRendition(storage, key, 'detail', image.detail),
  ]);
  return { card, small, detail };
}

/** Runs `tasks` with at most `limit` at a time. */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await task(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const GALLERY_PER_CATEGORY = 2;

/** Pool keys: stable, so a bulk seed can point services at them. */
export const poolMainKey = (subCategorySlug: string) => `demo/pool/${subCategorySlug}`;
export const poolGalleryKey = (categorySlug: string, n: number) =>
  `demo/pool/${categorySlug}-gallery-${n + 1}`;

export type ImagePool = {
  /** By sub category slug. */
  main: Map<string, EncodedImage>;
  /** By category slug. */
  gallery: Map<string, EncodedImage[]>;
};

type PoolJob = { key: string; svg: string; put: (pool: ImagePool, img: EncodedImage) => void };

/** The pool's pictures: a main one per sub category, then GALLERY_PER_CATEGORY per category. */
function poolJobs(): PoolJob[] {
  const jobs: PoolJob[] = [];
  for (const category of CATALOGUE) {
    const catSlug = slugify(category.name);
    for (const sub of category.subCategories) {
      const subSlug = slugify(sub.name);
      jobs.push({
        key: poolMainKey(subSlug),
        svg: mainImageSvg(category, sub.name),
        put: (pool, img) => pool.main.set(subSlug, img),
      });
    }
    for (let n = 0; n < GALLERY_PER_CATEGORY; n++) {
      jobs.push({
        key: poolGalleryKey(catSlug, n),
        svg: galleryImageSvg(category, n),
        put: (pool, img) => {
          const gallery = pool.gallery.get(catSlug) ?? [];
          gallery[n] = img;
          pool.gallery.set(catSlug, gallery);
        },
      });
    }
  }
  return jobs;
}

/** The build-time cache of the pool's pictures (picture-cache.ts), keyed by all they depend on. */
function poolCacheDir(jobs: readonly PoolJob[]): string {
  return pictureCacheDir(
    jobs.map((job) => `${job.key}\n${job.svg}`),
    { WEBP, RENDER, IMAGE_SIZES, IMAGE_FITS },
  );
}

async function renderPoolJobs(jobs: readonly PoolJob[]): Promise<EncodedImage[]> {
  const images = new Array<EncodedImage>(jobs.length);
  await runLimited(jobs, 4, async (job, i) => {
    images[i] = await encodeImage(job.svg);
  });
  return images;
}

/**
 * Renders the pool into its cache when the cache is missing (`npm run build`); returns the
 * cache's folder and whether it was made now.
 */
export async function buildPoolCache(): Promise<{ dir: string; made: boolean }> {
  const jobs = poolJobs();
  const dir = poolCacheDir(jobs);
  if (await readPictureCache(dir, jobs.length)) return { dir, made: false };
  await writePictureCache(dir, await renderPoolJobs(jobs));
  return { dir, made: true };
}

let renderedPool: Promise<
  { key: string; image: EncodedImage; put: (p: ImagePool) => void }[]
> | null = null;

/**
 * The pool's pictures, once per process (they are deterministic, so a second seed in the same
 * process, as in the tests, reuses the encoded bytes): read from the build's cache when it
 * matches, else rendered.
 */
function renderImagePool() {
  renderedPool ??= (async () => {
    const jobs = poolJobs();
    const images =
      (await readPictureCache(poolCacheDir(jobs), jobs.length)) ?? (await renderPoolJobs(jobs));
    return jobs.map((job, i) => ({
      key: job.key,
      image: images[i]!,
      put: (pool: ImagePool) => job.put(pool, images[i]!),
    }));
  })();
  renderedPool.catch(() => {
    renderedPool = null;
  });
  return renderedPool;
}

/** Renders (once) and stores the shared pool: a main picture per sub category, a few per category. */
export async function createImagePool(storage: Storage): Promise<ImagePool> {
  const rendered = await renderImagePool();
  const pool: ImagePool = { main: new Map(), gallery: new Map() };
  await runLimited(rendered, 16, async (entry) => {
    await storeEncoded(storage, entry.key, entry.image);
    entry.put(pool);
  });
  return pool;
}

/**
 * True when every main pool picture is on disk at every size (local storage only); the bulk
 * seed then reuses them instead of rendering them again.
 */
export function hasImagePool(storage: Storage): boolean {
  const dir = storage.localDir;
  if (!dir) return false;
  return CATALOGUE.every((c) =>
    c.subCategories.every((s) =>
      (['card', 'small', 'detail'] as const).every((name) =>
        existsSync(join(dir, imageVariantKey(poolMainKey(slugify(s.name)), name))),
      ),
    ),
  );
}

/** A square initials badge in the category's colours, as WebP. */
export async function renderLogo(initials: string, colors: [string, string]): Promise<Buffer> {
  const s = IMAGE_SIZES.logo.width;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs>${gradient('g', colors, 'diagonal')}</defs>
<rect width="${s}" height="${s}" rx="40" fill="url(#g)"/>
<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 22}" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/>
<text x="${s / 2}" y="${s / 2 + 34}" font-family="${FONT}" font-size="96" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp(WEBP).toBuffer();
}

export type AdSeed = {
  title: string;
  slot: 'home' | 'sidebar';
  position: number;
  key: string;
  linkUrl: string;
  headline: string;
  body: string;
  button: string;
  colors: [string, string];
  icon: IconName;
};

/** The demo banner ads: two home banners (1523×250) and one sidebar ad (233×650). */
export const DEMO_ADS: readonly AdSeed[] = [
  {
    title: 'List your business on Kiwi Services',
    slot: 'home',
    position: 1,
    key: 'ads/home-1.webp',
    linkUrl: '/Registers/SP',
    headline: 'List your business on Kiwi Services',
    body: 'Reach thousands of Kiwis looking for trusted local tradies. Plans from $30 a month.',
    button: 'Get listed today',
    colors: ['#0f766e', '#134e4a'],
    icon: 'house',
  },
  {
    title: 'Find a trusted tradie near you',
    slot: 'home',
    position: 2,
    key: 'ads/home-2.webp',
    linkUrl: '/all-services',
    headline: 'Find a trusted tradie near you',
    body: 'Compare reviews of local plumbers, sparkies and builders in Auckland, Hamilton, Wellington and Christchurch.',
    button: 'Browse services',
    colors: ['#1d4ed8', '#1e3a8a'],
    icon: 'wrench',
  },
  {
    title: 'Get your home winter-ready',
    slot: 'sidebar',
    position: 1,
    key: 'ads/sidebar-1.webp',
    linkUrl: '/search-services',
    headline: 'Get your home winter-ready',
    body: 'Heat pump servicing, gutter cleaning and insulation checks from local pros.',
    button: 'Book now',
    colors: ['#c2410c', '#7c2d12'],
    icon: 'bolt',
  },
];

function adSvg(ad: AdSeed): { svg: string; width: number; height: number } {
  if (ad.slot === 'home') {
    const w = 1523;
    const h = 250;
    const body = wrapText(ad.body, 70)
      .map(
        (line, i) =>
          `<text x="250" y="${150 + i * 34}" font-family="${FONT}" font-size="24" fill="#ffffff" opacity="0.9">${escapeXml(line)}</text>`,
      )
      .join('');
    return {
      width: w,
      height: h,
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${gradient('g', ad.colors, 'diagonal')}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w - 160}" cy="40" r="220" fill="#ffffff" opacity="0.07"/>
${icon(ad.icon, 60, 55, 140, 7)}
<text x="250" y="100" font-family="${FONT}" font-size="46" font-weight="bold" fill="#ffffff">${escapeXml(ad.headline)}</text>
${body}
<rect x="${w - 330}" y="90" width="270" height="70" rx="35" fill="#ffffff"/>
<text x="${w - 195}" y="135" font-family="${FONT}" font-size="26" font-weight="bold" fill="${ad.colors[1]}" text-anchor="middle">${escapeXml(ad.button)}</text>
</svg>`,
    };
  }
  const w = 233;
  const h = 650;
  const headline = wrapText(ad.headline, 12)
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${250 + i * 34}" font-family="${FONT}" font-size="28" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  const body = wrapText(ad.body, 20)
    .map(
      (line, i) =>
        `<text x="${w / 2}" y="${390 + i * 26}" font-family="${FONT}" font-size="17" fill="#ffffff" opacity="0.9" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return {
    width: w,
    height: h,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${gradient('g', ad.colors, 'vertical')}</defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w}" cy="0" r="160" fill="#ffffff" opacity="0.08"/>
${icon(ad.icon, w / 2 - 60, 70, 120, 7)}
${headline}${body}
<rect x="36" y="560" width="${w - 72}" height="52" rx="26" fill="#ffffff"/>
<text x="${w / 2}" y="594" font-family="${FONT}" font-size="20" font-weight="bold" fill="${ad.colors[1]}" text-anchor="middle">${escapeXml(ad.button)}</text>
</svg>`,
  };
}

/** Renders and stores the demo ads' images. */
export async function storeDemoAds(storage: Storage): Promise<void> {
  await Promise.all(
    DEMO_ADS.map(async (ad) => {
      const { svg } = adSvg(ad);
      const bytes = await sharp(Buffer.from(svg)).webp({ quality: 85, effort: 2 }).toBuffer();
      await storage.put(ad.key, bytes);
    }),
  );
}
