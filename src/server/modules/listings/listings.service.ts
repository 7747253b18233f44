import { and, asc, eq, sql } from 'drizzle-orm';

import type { EditableService, ServiceFields } from '#shared/api/listings.ts';
import { ROLE, type RoleId, type ServiceStatus } from '#shared/constants.ts';
import { findCity, findSuburb } from '#shared/locations.ts';
import { areasOf, defaultAreas } from '#shared/service-areas.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  categories,
  serviceImages,
  services,
  subCategories,
  type ImageVariants,
} from '../../db/schema/index.ts';
import { serviceChanged, type ChangeBus } from '../../platform/changes/changes.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import type { StoredImage } from '../../platform/storage/images.ts';
import { pickUniqueSlug, slugify } from '../../lib/slug.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { hasActiveSubscription } from '../billing/billing.service.ts';
import { deleteDraft } from '../drafts/drafts.service.ts';
import { claimStagedChoice, stagedChoice } from '../drafts/staged-images.service.ts';
import { deleteFiles, keysOf, storeUploads } from './listing-images.ts';
import {
  editableRevision,
  removeRevisionImage,
  saveRevision,
} from './service-revisions.service.ts';

/** Who saves a service: the session user. */
export type Actor = { id: number; roleId: RoleId };

export type ListingDeps = { db: Db; storage: Storage; changes: ChangeBus };

export const NO_SUBSCRIPTION_MESSAGE = 'Add subscription before adding service';

type ServiceRow = typeof services.$inferSelect;

/**
 * Providers publish with an active subscription (product-decisions §5); admins always may.
 * Customers never have services.
 */
async function assertMayPublish(db: Db, actor: Actor): Promise<void> {
  if (actor.roleId === ROLE.customer) throw forbidden('Your account cannot list services');
  if (actor.roleId === ROLE.admin) return;
  if (!(await hasActiveSubscription(db, actor.id))) {
    throw new AppError('FORBIDDEN', NO_SUBSCRIPTION_MESSAGE);
  }
}

/** The category and sub category must be active and belong together. */
async function assertCatalogue(db: Db, fields: ServiceFields): Promise<void> {
  const [row] = await db
    .select({ categoryId: subCategories.categoryId, active: categories.isActive })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(and(eq(subCategories.id, fields.subCategory_id), eq(subCategories.isActive, true)))
    .limit(1);
  if (!row || !row.active) {
    throw badRequest('Sub Category is not available', {
      subCategory_id: ['Sub Category is not available'],
    });
  }
  if (row.categoryId !== fields.category_id) {
    const message = 'Sub Category does not belong to the Category';
    throw badRequest(message, { subCategory_id: [message] });
  }
}

/**
 * The stored areas of a form: the canonical values given (the schema parsed them), without the
 * service's own suburb (always covered); none given, or only its own suburb: the whole city.
 */
function storedAreas(values: string[] | undefined, city: string, suburb: string): string[] {
  const own = `${city}/${suburb}`;
  const kept = (values ?? []).filter((v) => v !== own);
  return kept.length > 0 ? kept : defaultAreas(city);
}

/** The row values of the form's fields (city and suburb in their canonical spelling). */
function columnsOf(fields: ServiceFields) {
  const city = findCity(fields.city)!;
  const suburb = findSuburb(city.name, fields.suburb)!;
  const postal = fields.postal_code;
  return {
    serviceAreas: storedAreas(fields.service_areas, city.name, suburb),
    priceType: fields.price_type ?? null,
    priceCents: fields.price_type && fields.price_type !== 'quote' ? fields.price_cents! : null,
    categoryId: fields.category_id,
    subCategoryId: fields.subCategory_id,
    serviceTypes: fields.service_type,
    title: fields.title,
    description: fields.description,
    businessName: fields.business_name,
    aboutService: fields.aboutService,
    aboutService1: fields.aboutService1,
    aboutService2: fields.aboutService2 || null,
    city: city.name,
    suburb,
    postalCode: postal && city.postal_codes.includes(postal) ? postal : null,
    about: fields.about,
    contactName: fields.contact_name,
    phoneNumber: fields.phone_number,
  };
}

async function insertImages(
  tx: Tx,
  serviceId: number,
  images: { image: StoredImage; isMain: boolean; position: number }[],
): Promise<void> {
  if (images.length === 0) return;
  await tx.insert(serviceImages).values(
    images.map(({ image, isMain, position }) => ({
      serviceId,
      isMain,
      position,
      storageKey: image.key,
      variants: image.variants,
    })),
  );
}

export type ServiceFiles = {
  main: UploadedFile | undefined;
  gallery: UploadedFile[];
  /** Photos staged when picked (drafts module): staged_image_ids, staged_main_image_id. */
  staged?: { ids?: number[]; mainId?: number };
};

/**
 * POST /api/add-service: a new service of the actor, `pending` until an admin approves it. The
 * pictures are stored first; the service and its image rows are written in one transaction,
 * and the pictures are removed again when it fails.
 */
export async function createService(
  deps: ListingDeps,
  actor: Actor,
  fields: ServiceFields,
  files: ServiceFiles,
): Promise<ServiceRow> {
  await assertMayPublish(deps.db, actor);
  await assertCatalogue(deps.db, fields);
  // Staged photos (issue 22 §3): the first is the main one when no main file is sent.
  const staged = stagedChoice(
    files.staged?.ids,
    files.main ? undefined : files.staged?.mainId,
    !files.main,
  );
  if (!files.main && staged.mainId === null)
    throw badRequest('Main image is required', { main_service_image: ['Main image is required'] });
  if (files.gallery.length + staged.galleryIds.length === 0)
    throw badRequest('Images are required', { service_image: ['Images are required'] });
  const stagedCount = staged.galleryIds.length + (staged.mainId === null ? 0 : 1);
  const uploads = await storeUploads(deps.storage, files, stagedCount);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const claimed = await claimStagedChoice(tx, actor.id, staged);
      const main = (uploads.main ?? claimed.main)!;
      const gallery = [...claimed.gallery, ...uploads.gallery];
      await deleteDraft(tx, actor.id, undefined);
      const slug = await pickUniqueSlug(slugify(fields.title), async (candidate) => {
        const found = await tx
          .select({ id: services.id })
          .from(services)
          .where(eq(services.slug, candidate))
          .limit(1);
        return found.length > 0;
      });
      const [created] = await tx
        .insert(services)
        .values({
          ...columnsOf(fields),
          slug,
          addedById: actor.id,
          status: 'pending',
          mainImage: main.key,
        })
        .returning();
      if (!created) throw new Error('insert returned no row');
      await insertImages(tx, created.id, [
        { image: main, isMain: true, position: 0 },
        ...gallery.map((image, i) => ({ image, isMain: false, position: i + 1 })),
      ]);
      return created;
    });
    deps.changes.publish(serviceChanged(null, row));
    return row;
  } catch (err) {
    await uploads.discard();
    throw err;
  }
}

/** The service with this slug, if the actor may change it (its owner, or an admin). */
async function getOwnService(db: Db | Tx, actor: Actor, slug: string, forUpdate = false) {
  const query = db.select().from(services).where(eq(services.slug, slug)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Service not found');
  if (row.addedById !== actor.id && actor.roleId !== ROLE.admin) {
    throw forbidden('This service is not yours to edit');
  }
  return row;
}

/**
 * The status after an edit (product-decisions §5): a rejected service goes back to `pending`;
 * an approved one stays public and is queued for review as changed.
 */
function statusAfterEdit(row: ServiceRow): {
  status: ServiceStatus;
  changedAt: Date | null;
  rejectionReason: string | null;
} {
  if (row.status === 'approved')
    return { status: 'approved', changedAt: new Date(), rejectionReason: null };
  return { status: 'pending', changedAt: null, rejectionReason: null };
}

type GalleryRow = {
  id: number;
  storageKey: string;
  variants: ImageVariants;
  position: number;
};

/** The kept gallery in its new order: `order` lists existing ids first, the rest follow. */
function reorderGallery(gallery: GalleryRow[], order: number[] | undefined): GalleryRow[] {
  if (!order) return gallery;
  const known = new Set(gallery.map((g) => g.id));
  const unknown = order.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw badRequest('An image to reorder is not one of this service', {
      image_order: ['is not one of this service'],
    });
  }
  const rank = new Map(order.map((id, i) => [id, i]));
  return [...gallery].sort(
    (a, b) =>
      (rank.get(a.id) ?? order.length + a.position) - (rank.get(b.id) ?? order.length + b.position),
  );
}

async function galleryOf(db: Db | Tx, serviceId: number): Promise<GalleryRow[]> {
  return db
    .select({
      id: serviceImages.id,
      storageKey: serviceImages.storageKey,
      variants: serviceImages.variants,
      position: serviceImages.position,
    })
    .from(serviceImages)
    .where(and(eq(serviceImages.serviceId, serviceId), eq(serviceImages.isMain, false)))
    .orderBy(asc(serviceImages.position), asc(serviceImages.id));
}

/**
 * POST /api/update-service/{slug}: the owner (or an admin) changes every field; a new main image
 * replaces the old one, new gallery images are added after the kept ones (in `image_order`).
 * The slug never changes. Files replaced are deleted after the commit.
 */
export async function updateService(
  deps: ListingDeps,
  actor: Actor,
  slug: string,
  fields: ServiceFields,
  files: ServiceFiles,
): Promise<ServiceRow> {
  const current = await getOwnService(deps.db, actor, slug);
  await assertMayPublish(deps.db, actor);
  await assertCatalogue(deps.db, fields);
  // An approved service's edit waits for review as a revision (decision 106).
  // Staged photos (issue 22 §3): added after the kept ones; staged_main_image_id replaces the main.
  const staged = stagedChoice(
    files.staged?.ids,
    files.main ? undefined : files.staged?.mainId,
    false,
  );
  if (current.status === 'approved') {
    const edit = { fields: columnsOf(fields), order: fields.image_order, files, staged };
    return saveRevision(deps, actor, current, edit);
  }
  const existing = await galleryOf(deps.db, current.id);
  const uploads = await storeUploads(
    deps.storage,
    files,
    existing.length + 1 - (files.main ? 1 : 0) + staged.galleryIds.length,
  );
  try {
    const { row, replaced } = await deps.db.transaction(async (tx) => {
      const before = await getOwnService(tx, actor, slug, true);
      const claimed = await claimStagedChoice(tx, actor.id, staged);
      const added = [...claimed.gallery, ...uploads.gallery];
      const newMain = uploads.main ?? claimed.main;
      await deleteDraft(tx, actor.id, before.id);
      const gallery = reorderGallery(await galleryOf(tx, before.id), fields.image_order);
      if (gallery.length + added.length === 0) {
        throw badRequest('Images are required', { service_image: ['Images are required'] });
      }
      for (const [i, image] of gallery.entries()) {
        await tx
          .update(serviceImages)
          .set({ position: i + 1 })
          .where(eq(serviceImages.id, image.id));
      }
      await insertImages(
        tx,
        before.id,
        added.map((image, i) => ({
          image,
          isMain: false,
          position: gallery.length + i + 1,
        })),
      );
      const replacedMain = newMain ? await replaceMainImage(tx, before.id, newMain) : [];
      const [updated] = await tx
        .update(services)
        .set({
          ...columnsOf(fields),
          ...statusAfterEdit(before),
          ...(newMain ? { mainImage: newMain.key } : {}),
          updatedAt: new Date(),
        })
        .where(eq(services.id, before.id))
        .returning();
      return { row: updated!, replaced: replacedMain };
    });
    await deleteFiles(deps.storage, replaced);
    deps.changes.publish(serviceChanged(current, row));
    return row;
  } catch (err) {
    await uploads.discard();
    throw err;
  }
}

/** Points the service at a new main image; returns the old one's files (deleted after commit). */
async function replaceMainImage(tx: Tx, serviceId: number, image: StoredImage): Promise<string[]> {
  const old = await tx
    .delete(serviceImages)
    .where(and(eq(serviceImages.serviceId, serviceId), eq(serviceImages.isMain, true)))
    .returning({ variants: serviceImages.variants });
  await insertImages(tx, serviceId, [{ image, isMain: true, position: 0 }]);
  return old.flatMap(keysOf);
}

/**
 * POST /api/delete-image: removes one gallery image of the actor's own service (by its URL);
 * the main image and the last gallery image stay (a service shows at least one picture).
 */
export async function deleteServiceImage(
  deps: ListingDeps,
  actor: Actor,
  url: string,
): Promise<void> {
  const key = storageKeyOf(deps.storage, url);
  // A picture of an approved service: the removal waits for review (decision 106).
  if (key && (await removeRevisionImage(deps, actor, key))) return;
  const [image] = key
    ? await deps.db
        .select({
          id: serviceImages.id,
          serviceId: serviceImages.serviceId,
          isMain: serviceImages.isMain,
          variants: serviceImages.variants,
          slug: services.slug,
        })
        .from(serviceImages)
        .innerJoin(services, eq(services.id, serviceImages.serviceId))
        .where(
          sql`${serviceImages.variants}->'detail'->>'key' = ${key} or ${serviceImages.variants}->'card'->>'key' = ${key}`,
        )
        .limit(1)
    : [];
  if (!image) throw notFound('Image not found');
  const service = await getOwnService(deps.db, actor, image.slug);
  if (image.isMain) throw badRequest('The main image can be replaced, not deleted');
  const gallery = await galleryOf(deps.db, image.serviceId);
  if (gallery.length <= 1)
    throw badRequest('A service keeps at least one image besides the main one');
  await deps.db.delete(serviceImages).where(eq(serviceImages.id, image.id));
  await deleteFiles(deps.storage, keysOf(image));
  deps.changes.publish(serviceChanged(service, service));
}

/** The storage key of one of our image URLs, or null for anything else. */
function storageKeyOf(storage: Storage, url: string): string | null {
  const prefix = storage.url('');
  return url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : null;
}

/** GET /api/provider-services/{slug}: every field and picture of the actor's own service. */
export async function getEditableService(
  deps: ListingDeps,
  actor: Actor,
  slug: string,
): Promise<EditableService> {
  const row = await getOwnService(deps.db, actor, slug);
  const images = await deps.db
    .select()
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, row.id))
    .orderBy(asc(serviceImages.position), asc(serviceImages.id));
  const toImage = (i: (typeof images)[number]) => ({
    id: i.id,
    url: deps.storage.url(i.variants.detail.key),
    card_url: deps.storage.url(i.variants.card.key),
    position: i.position,
    is_main: i.isMain,
  });
  const main = images.find((i) => i.isMain);
  const revised = await editableRevision(deps, row);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    rejection_reason: row.rejectionReason,
    category_id: row.categoryId,
    subCategory_id: row.subCategoryId,
    service_type: row.serviceTypes,
    title: row.title,
    description: row.description,
    business_name: row.businessName,
    aboutService: row.aboutService,
    aboutService1: row.aboutService1,
    aboutService2: row.aboutService2,
    city: row.city,
    suburb: row.suburb,
    postal_code: row.postalCode,
    about: row.about,
    contact_name: row.contactName,
    phone_number: row.phoneNumber,
    service_areas: areasOf(row.serviceAreas),
    price_type: row.priceType,
    price_cents: row.priceCents,
    main_image: main ? toImage(main) : null,
    images: images.filter((i) => !i.isMain).map(toImage),
    ...revised,
  };
}
