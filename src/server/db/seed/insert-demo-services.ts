import type { Db } from '../client.ts';
import { serviceImages, services } from '../schema/index.ts';
import { demoServiceImageKey, type DemoImageRow } from './demo-pictures.ts';
import { insertInChunks } from './insert-chunks.ts';
import { flatSubCategories } from './plan-catalogue.ts';
import type { PlannedService } from './plan-types.ts';
import { buildService } from './rows.ts';
import type { CatalogueIds } from './seed-catalogue.ts';

/**
 * The demo services' rows and their pictures' rows. A service's main image is its first
 * picture's key (demo-pictures.ts stores it); a moderated service was last updated when it was
 * moderated.
 */

/** Inserts the planned services; returns their ids by slug. */
export async function insertDemoServices(
  db: Db,
  planned: readonly PlannedService[],
  userId: ReadonlyMap<string, number>,
  catalogue: CatalogueIds,
): Promise<Map<string, number>> {
  const flatSubs = flatSubCategories();
  const rows = await insertInChunks(planned, (chunk) =>
    db
      .insert(services)
      .values(
        chunk.map((s) =>
          buildService(
            {
              addedById: userId.get(s.ownerEmail)!,
              categoryId: catalogue.categoryIds[s.categoryIndex]!,
              subCategoryId: catalogue.subCategoryIds.get(flatSubs[s.subIndex]!.slug)!,
            },
            {
              slug: s.slug,
              title: s.title,
              description: s.description,
              mainImage: demoServiceImageKey(s.slug, 1),
              serviceTypes: s.serviceTypes,
              aboutService: s.aboutService,
              aboutService1: s.aboutService1,
              aboutService2: s.aboutService2,
              businessName: s.businessName,
              city: s.city,
              suburb: s.suburb,
              postalCode: s.postalCode,
              about: s.about,
              contactName: s.contactName,
              phoneNumber: s.phoneNumber,
              status: s.status,
              rejectionReason: s.rejectionReason,
              moderatedAt: s.moderatedAt,
              createdAt: s.createdAt,
              updatedAt: s.moderatedAt ?? s.createdAt,
              serviceAreas: s.serviceAreas ?? [s.city],
              priceType: s.priceType ?? null,
              priceCents: s.priceCents ?? null,
              takingNewWork: s.takingNewWork ?? true,
              backOn: s.backOn ?? null,
            },
          ),
        ),
      )
      .returning({ id: services.id, slug: services.slug }),
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Inserts the service_images rows of the stored pictures. */
export async function insertDemoServiceImages(
  db: Db,
  rows: readonly DemoImageRow[],
  serviceId: ReadonlyMap<string, number>,
): Promise<void> {
  await insertInChunks(rows, (chunk) =>
    db
      .insert(serviceImages)
      .values(chunk.map((r) => ({ ...r, serviceId: serviceId.get(r.slug)! })))
      .returning({ id: serviceImages.id }),
  );
}
