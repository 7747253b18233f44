import { slugify } from '../../lib/slug.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { ImageVariants } from '../schema/services.ts';
import { CATALOGUE } from './catalogue-data.ts';
import { flatSubCategories } from './plan-catalogue.ts';
import type { DemoPlan, PlannedService } from './plan-types.ts';
import {
  createImagePool,
  renderLogo,
  runLimited,
  storeDemoAds,
  storeEncoded,
  type EncodedImage,
  type ImagePool,
} from './seed-images.ts';

/**
 * The demo data's pictures, apart from its rows: the one place the demo seed calls
 * seed-images.ts (which renders them). Started before the rows are inserted, so sharp renders
 * on its threads while the database works; the rows wait only for what they need (the
 * service_images rows carry each picture's renditions and sizes).
 *
 * Every service picture gets its own storage key (service_images.storage_key is unique) holding
 * a copy of a pool picture: the main picture is its sub category's, the gallery ones come from
 * its category's gallery and its other sub categories' pictures.
 */

/** The storage key of a demo service's n-th picture (1 is the main one). */
export const demoServiceImageKey = (slug: string, n: number) => `services/demo/${slug}-${n}`;

/** A service_images row, the service named by its slug. */
export type DemoImageRow = {
  slug: string;
  position: number;
  isMain: boolean;
  storageKey: string;
  variants: Required<ImageVariants>;
};

export type DemoPictures = {
  /** The service_images rows, once the pool is rendered and every copy stored. */
  serviceImages: Promise<DemoImageRow[]>;
  /** The providers' logos and the ads' pictures, stored. */
  logosAndAds: Promise<void>;
};

/** Starts rendering and storing every demo picture; both promises are handled if never awaited. */
export function startDemoPictures(storage: Storage, plan: DemoPlan): DemoPictures {
  const serviceImages = createImagePool(storage).then((pool) =>
    storeServiceImages(storage, plan, pool),
  );
  const logosAndAds = Promise.all([storeDemoAds(storage), storeLogos(storage, plan)]).then(
    () => undefined,
  );
  // Keep both promises handled if the database work fails first.
  serviceImages.catch(() => {});
  logosAndAds.catch(() => {});
  return { serviceImages, logosAndAds };
}

async function storeLogos(storage: Storage, plan: DemoPlan): Promise<void> {
  await runLimited(
    plan.users.filter((u) => u.logo),
    4,
    async (u) => storage.put(u.logo!.key, await renderLogo(u.logo!.initials, u.logo!.colors)),
  );
}

type CopyJob = { slug: string; position: number; key: string; image: EncodedImage };

/** Writes each service's pictures under its own keys and returns the service_images rows. */
async function storeServiceImages(
  storage: Storage,
  plan: DemoPlan,
  pool: ImagePool,
): Promise<DemoImageRow[]> {
  const flatSubs = flatSubCategories();
  const jobs = plan.services.flatMap((s, i) => copyJobs(s, i, pool, flatSubs[s.subIndex]!.slug));
  const rows = new Array<DemoImageRow>(jobs.length);
  await runLimited(jobs, 32, async (job, i) => {
    const variants = await storeEncoded(storage, job.key, job.image);
    rows[i] = {
      slug: job.slug,
      position: job.position,
      isMain: job.position === 0,
      storageKey: job.key,
      variants,
    };
  });
  return rows;
}

/** The i-th service's pictures: its main one, then `galleryCount` gallery pictures. */
function copyJobs(s: PlannedService, i: number, pool: ImagePool, subSlug: string): CopyJob[] {
  const category = CATALOGUE[s.categoryIndex]!;
  // Gallery pictures: the category's gallery, then its other sub categories' pictures.
  const candidates = [
    ...(pool.gallery.get(slugify(category.name)) ?? []),
    ...category.subCategories
      .map((sub) => slugify(sub.name))
      .filter((slug) => slug !== subSlug)
      .map((slug) => pool.main.get(slug)!),
  ];
  const main = pool.main.get(subSlug)!;
  const jobs: CopyJob[] = [
    { slug: s.slug, position: 0, key: demoServiceImageKey(s.slug, 1), image: main },
  ];
  for (let n = 0; n < s.galleryCount; n++) {
    jobs.push({
      slug: s.slug,
      position: n + 1,
      key: demoServiceImageKey(s.slug, n + 2),
      image: candidates[(i + n) % candidates.length]!,
    });
  }
  return jobs;
}
