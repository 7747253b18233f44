import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ServiceDetailResponse, SubCategoryServicesResponse } from '#shared/api/browse.ts';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { insertCatalogue, insertService, insertSubscription } from '#tests/factories/index.ts';
import { serviceImages, type ImageVariants } from '../../db/schema/index.ts';
import type { Change } from '../../platform/changes/changes.ts';
import { storeImageVariants } from '../../platform/storage/images.ts';
import { hasMissingRenditions, runRenditionJob } from './image-renditions.service.ts';

/** A 2000 × 1000 photo-like JPEG: wider than 4:3, so the card cut and the whole picture differ. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();

describe.each(testDbKinds)('image renditions backfill on %s', (kind) => {
  let second: TestApp;
  let slug: string;
  let subCategoryId: number;
  const ids: Record<'old' | 'lost' | 'current', number> = { old: 0, lost: 0, current: 0 };

  const t = useTestApp(kind);
  beforeAll(async () => {
    const { db } = t.handle;
    const { storage } = t.app.deps;
    const catalogue = await insertCatalogue(db);
    subCategoryId = catalogue.subCategory.id;
    await insertSubscription(db, { userId: catalogue.provider.id });
    // Pictures as the code before the small rendition stored them: card and detail only.
    const old = await storeImageVariants(storage, await photo(), 'services');
    await storage.delete(old.variants.small.key);
    const { small: _small, ...oldVariants } = old.variants;
    const lost = await storeImageVariants(storage, await photo(), 'services');
    await storage.delete(lost.variants.detail.key);
    const { small: _lostSmall, ...lostVariants } = lost.variants;
    const current = await storeImageVariants(storage, await photo(), 'services');
    const service = await insertService(db, catalogue.refs, { mainImage: old.key });
    slug = service.slug;
    const rows = await db
      .insert(serviceImages)
      .values([
        {
          serviceId: service.id,
          position: 0,
          isMain: true,
          storageKey: old.key,
          variants: oldVariants,
        },
        { serviceId: service.id, position: 1, storageKey: lost.key, variants: lostVariants },
        { serviceId: service.id, position: 2, storageKey: current.key, variants: current.variants },
      ])
      .returning({ id: serviceImages.id });
    [ids.old, ids.lost, ids.current] = rows.map((r) => r.id) as [number, number, number];
    // A second instance, started now on the same database and uploads, finds pictures without
    // the small size.
    second = await buildTestApp(
      kind,
      {},
      { sharedHandle: t.handle, configOverrides: { uploadsDir: t.config.uploadsDir } },
    );
  });
  afterAll(async () => {
    await second?.close();
  });

  const variantsOf = async (id: number): Promise<ImageVariants> => {
    const [row] = await t.handle.db
      .select({ variants: serviceImages.variants })
      .from(serviceImages)
      .where(eq(serviceImages.id, id));
    return row!.variants;
  };
  const card = async (app: TestApp) => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/getSubCategoryServices',
      payload: { subCategory_id: subCategoryId },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SubCategoryServicesResponse>().services.find((s) => s.slug === slug)!;
  };
  const detail = async (app: TestApp) => {
    const res = await app.app.inject({ method: 'GET', url: `/api/service-detail?id=${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ServiceDetailResponse>();
  };

  it('offers no srcset of the main image until every picture has its sizes', async () => {
    expect(second.app.deps.renditions.ready).toBe(false);
    expect((await card(second)).main_service_image_srcset).toBeNull();
    const body = await detail(second);
    expect(body.services.main_service_image_srcset).toBeNull();
    // A gallery picture says by its own row which sizes it has.
    const gallery = body.images[0]!.has_attachment;
    expect(gallery.map((a) => a.srcset === null)).toEqual([true, false]);
  });

  it('makes the small size from the detail one, marks a lost picture, then turns srcset on', async () => {
    const events: Change[] = [];
    second.app.deps.changes.subscribe((change) => events.push(change));
    const before = await variantsOf(ids.current);

    expect(await runRenditionJob(second.app.deps)).toEqual({ made: 1, unavailable: 1 });

    const old = await variantsOf(ids.old);
    expect(old.small).toMatchObject({ width: 640, height: 320 });
    const stored = await second.app.deps.storage.get(old.small!.key);
    expect(await sharp(stored).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 320,
    });
    expect(old.small!.bytes).toBe(stored.length);
    // The detail file is gone: nothing to make it from, and not tried again.
    expect((await variantsOf(ids.lost)).small).toBeNull();
    expect(await variantsOf(ids.current)).toEqual(before);
    expect(await hasMissingRenditions(t.handle.db)).toBe(false);
    expect(second.app.deps.renditions.ready).toBe(true);
    expect(events).toEqual([{ kind: 'catalogue' }]);

    // Cached answers were dropped: the card and the page now offer every size.
    const key = old.card.key.replace(/-card\.webp$/, '');
    expect((await card(second)).main_service_image_srcset).toBe(
      [
        `${TEST_ORIGIN}/uploads/${key}-card.webp 480w`,
        `${TEST_ORIGIN}/uploads/${key}-small.webp 640w`,
        `${TEST_ORIGIN}/uploads/${key}-detail.webp 1280w`,
      ].join(', '),
    );
    const body = await detail(second);
    expect(body.services.main_service_image_srcset).toBe(
      `${TEST_ORIGIN}/uploads/${key}-small.webp 640w, ${TEST_ORIGIN}/uploads/${key}-detail.webp 1280w`,
    );
    expect(body.images[0]!.has_attachment.map((a) => a.srcset === null)).toEqual([true, false]);

    // A second round finds nothing and says nothing.
    expect(await runRenditionJob(second.app.deps)).toBeNull();
    expect(events).toHaveLength(1);
  });
});
