import { createHash } from 'node:crypto';

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

import type { EditableImage, EditableService } from '#shared/api/listings.ts';
import { ROLE, type RoleId } from '#shared/constants.ts';
import { areasOf } from '#shared/service-areas.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  serviceImages,
  serviceRevisions,
  services,
  type RevisionImage,
} from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { deleteDraft } from '../drafts/drafts.service.ts';
import { claimStagedChoice } from '../drafts/staged-images.service.ts';
import { deleteFiles, keysOf, storeUploads } from './listing-images.ts';

/**
 * Edits of an approved service, held for review (issue 22 §2, decision 106): the edit is stored
 * as the service's pending revision; the services row, its images and their files stay as
 * approved (and public) until an admin approves it. New photos are stored but not attached;
 * removed ones are deleted only on approval.
 */

type Deps = { db: Db; storage: Storage };
type Actor = { id: number; roleId: RoleId };
type ServiceRow = typeof services.$inferSelect;
type RevisionRow = typeof serviceRevisions.$inferSelect;

/** The service columns an edit may change (what the form sends), by their drizzle names. */
export type RevisionFields = Pick<
  ServiceRow,
  | 'categoryId'
  | 'subCategoryId'
  | 'serviceTypes'
  | 'title'
  | 'description'
  | 'businessName'
  | 'aboutService'
  | 'aboutService1'
  | 'aboutService2'
  | 'city'
  | 'suburb'
  | 'postalCode'
  | 'about'
  | 'contactName'
  | 'phoneNumber'
  | 'serviceAreas'
  | 'priceType'
  | 'priceCents'
>;

const FIELD_NAMES: (keyof RevisionFields)[] = [
  'categoryId',
  'subCategoryId',
  'serviceTypes',
  'title',
  'description',
  'businessName',
  'aboutService',
  'aboutService1',
  'aboutService2',
  'city',
  'suburb',
  'postalCode',
  'about',
  'contactName',
  'phoneNumber',
  'serviceAreas',
  'priceType',
  'priceCents',
];

/** The editable fields of a service row. */
export function fieldsOf(row: RevisionFields): RevisionFields {
  return Object.fromEntries(FIELD_NAMES.map((name) => [name, row[name]])) as RevisionFields;
}

/**
 * The id the edit form uses for a picture: its service_images id when it is a kept one, else a
 * stable number derived from its storage key in a range above any row id (2e9..2^31-1), so that
 * `image_order[]` can name new photos of a pending revision too.
 */
export function editIdOf(image: RevisionImage): number {
  if (image.imageId !== undefined) return image.imageId;
  const hash = createHash('sha1').update(image.storageKey).digest().readUInt32BE(0);
  return 2_000_000_000 + (hash % 147_000_000);
}

const matchesKey = (image: RevisionImage, key: string) =>
  image.variants.detail.key === key || image.variants.card.key === key;

/** Files of the revision's new photos that `next` no longer uses. */
function unusedNewFiles(previous: RevisionImage[], next: RevisionImage[]): string[] {
  const used = new Set(next.map((i) => i.storageKey));
  return previous.filter((i) => i.imageId === undefined && !used.has(i.storageKey)).flatMap(keysOf);
}

/** The approved image set of a service (main first), as revision images. */
export async function approvedImagesOf(db: Db | Tx, serviceId: number): Promise<RevisionImage[]> {
  const rows = await db
    .select()
    .from(serviceImages)
    .where(eq(serviceImages.serviceId, serviceId))
    .orderBy(desc(serviceImages.isMain), asc(serviceImages.position), asc(serviceImages.id));
  return rows.map((r) => ({
    imageId: r.id,
    storageKey: r.storageKey,
    variants: r.variants,
    isMain: r.isMain,
  }));
}

/** The revision of a service (pending or rejected), if any. */
export async function findRevision(
  db: Db | Tx,
  serviceId: number,
  lock = false,
): Promise<RevisionRow | undefined> {
  const query = db
    .select()
    .from(serviceRevisions)
    .where(eq(serviceRevisions.serviceId, serviceId))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What an edit starts from: the pending revision, else the approved version. */
async function baseOf(tx: Db | Tx, service: ServiceRow, lock = false) {
  const revision = await findRevision(tx, service.id, lock);
  const pending = revision?.status === 'pending' ? revision : undefined;
  return {
    pending,
    fields: pending
      ? { ...fieldsOf(service), ...(pending.fields as Partial<RevisionFields>) }
      : fieldsOf(service),
    images: pending?.images ?? (await approvedImagesOf(tx, service.id)),
  };
}

/** Locks a service's row for an edit and reads what the edit starts from (404 when it is gone). */
async function lockForEdit(tx: Tx, serviceId: number) {
  const [locked] = await tx.select().from(services).where(eq(services.id, serviceId)).for('update');
  if (!locked) throw notFound('Service not found');
  return { locked, base: await baseOf(tx, locked, true) };
}

/** Writes the service's pending revision (replacing any) and queues the service as changed. */
async function saveRevisionRow(
  tx: Tx,
  service: ServiceRow,
  actor: Actor,
  content: { fields: RevisionFields; images: RevisionImage[] },
): Promise<ServiceRow> {
  const values = {
    ...content,
    status: 'pending' as const,
    rejectionReason: null,
    moderatedAt: null,
    updatedAt: new Date(),
  };
  await tx
    .insert(serviceRevisions)
    .values({ serviceId: service.id, userId: actor.id, ...values })
    .onConflictDoUpdate({ target: serviceRevisions.serviceId, set: values });
  // The queue's "changed" filter: the time of the first edit since approval.
  const [row] = await tx
    .update(services)
    .set({ changedAt: service.changedAt ?? new Date() })
    .where(eq(services.id, service.id))
    .returning();
  return row!;
}

/** The kept gallery in its new order: `order` lists edit ids first, the rest follow. */
function reorder(gallery: RevisionImage[], order: number[] | undefined): RevisionImage[] {
  if (!order) return gallery;
  const ids = gallery.map(editIdOf);
  if (order.some((id) => !ids.includes(id))) {
    throw badRequest('An image to reorder is not one of this service', {
      image_order: ['is not one of this service'],
    });
  }
  const rank = (i: number) => {
    const at = order.indexOf(ids[i]!);
    return at === -1 ? order.length + i : at;
  };
  return gallery
    .map((image, i) => ({ image, i }))
    .sort((a, b) => rank(a.i) - rank(b.i))
    .map(({ image }) => image);
}

export type RevisionFiles = { main: UploadedFile | undefined; gallery: UploadedFile[] };

/** Photos staged when picked (issue 22 §3): a new main one and gallery ones, by staged id. */
export type StagedPick = { mainId: number | null; galleryIds: number[] };

/**
 * update-service of an approved service: the edit becomes its pending revision (a second edit
 * before review replaces the first; the files of new photos it no longer uses are deleted).
 * The caller has checked ownership, the subscription and the catalogue.
 */
export async function saveRevision(
  deps: Deps,
  actor: Actor,
  service: ServiceRow,
  edit: {
    fields: RevisionFields;
    order: number[] | undefined;
    files: RevisionFiles;
    staged: StagedPick;
  },
): Promise<ServiceRow> {
  const start = await baseOf(deps.db, service);
  const gallerySize = start.images.filter((i) => !i.isMain).length;
  const uploads = await storeUploads(
    deps.storage,
    edit.files,
    gallerySize + 1 - (edit.files.main ? 1 : 0) + edit.staged.galleryIds.length,
  );
  try {
    const { row, unused } = await deps.db.transaction(async (tx) => {
      const { locked, base } = await lockForEdit(tx, service.id);
      // Staged photos become the revision's new photos (their files now belong to it).
      const claimed = await claimStagedChoice(tx, actor.id, edit.staged);
      await deleteDraft(tx, actor.id, locked.id);
      const added = [...claimed.gallery, ...uploads.gallery];
      const newMain = uploads.main ?? claimed.main;
      const gallery = reorder(
        base.images.filter((i) => !i.isMain),
        edit.order,
      );
      if (gallery.length + added.length === 0) {
        throw badRequest('Images are required', { service_image: ['Images are required'] });
      }
      const toImage = (
        u: { key: string; variants: RevisionImage['variants'] },
        isMain: boolean,
      ) => ({
        storageKey: u.key,
        variants: u.variants,
        isMain,
      });
      const main = newMain ? toImage(newMain, true) : base.images.find((i) => i.isMain);
      const images = [...(main ? [main] : []), ...gallery, ...added.map((u) => toImage(u, false))];
      const saved = await saveRevisionRow(tx, locked, actor, { fields: edit.fields, images });
      return { row: saved, unused: unusedNewFiles(base.images, images) };
    });
    await deleteFiles(deps.storage, unused);
    return row;
  } catch (err) {
    await uploads.discard();
    throw err;
  }
}

/** The service and the picture a storage key names: an approved one's, or a revision's photo. */
async function findPictureOwner(db: Db, key: string): Promise<ServiceRow | null> {
  const [attached] = await db
    .select({ service: services })
    .from(serviceImages)
    .innerJoin(services, eq(services.id, serviceImages.serviceId))
    .where(
      sql`${serviceImages.variants}->'detail'->>'key' = ${key} or ${serviceImages.variants}->'card'->>'key' = ${key}`,
    )
    .limit(1);
  if (attached) return attached.service.status === 'approved' ? attached.service : null;
  const [inRevision] = await db
    .select({ service: services })
    .from(serviceRevisions)
    .innerJoin(services, eq(services.id, serviceRevisions.serviceId))
    .where(
      and(
        eq(serviceRevisions.status, 'pending'),
        sql`exists (select 1 from jsonb_array_elements(${serviceRevisions.images}) e
                    where e->'variants'->'detail'->>'key' = ${key}
                       or e->'variants'->'card'->>'key' = ${key})`,
      ),
    )
    .limit(1);
  return inRevision?.service.status === 'approved' ? inRevision.service : null;
}

/**
 * delete-image of a picture of an approved service (or of its pending revision): only marks the
 * removal in the pending revision, created from the approved version if there is none. Answers
 * false when the picture is not one of these (delete-image then works as for any service).
 */
export async function removeRevisionImage(deps: Deps, actor: Actor, key: string): Promise<boolean> {
  const service = await findPictureOwner(deps.db, key);
  if (!service) return false;
  if (service.addedById !== actor.id && actor.roleId !== ROLE.admin) {
    throw forbidden('You can only change your own services');
  }
  const unused = await deps.db.transaction(async (tx) => {
    const { locked, base } = await lockForEdit(tx, service.id);
    const target = base.images.find((i) => matchesKey(i, key));
    if (!target) throw notFound('Image not found');
    if (target.isMain) throw badRequest('The main image can be replaced, not deleted');
    if (base.images.filter((i) => !i.isMain).length <= 1)
      throw badRequest('A service keeps at least one image besides the main one');
    const images = base.images.filter((i) => i !== target);
    await saveRevisionRow(tx, locked, actor, { fields: base.fields, images });
    return unusedNewFiles(base.images, images);
  });
  await deleteFiles(deps.storage, unused);
  return true;
}

/**
 * The owner's edit form of an approved service: the pending revision's values and pictures (what
 * the provider submitted); with a rejected revision, the approved version and the reason.
 */
export async function editableRevision(
  deps: Deps,
  service: ServiceRow,
): Promise<Partial<EditableService> | null> {
  if (service.status !== 'approved') return null;
  const revision = await findRevision(deps.db, service.id);
  if (!revision) return null;
  if (revision.status === 'rejected') return { rejection_reason: revision.rejectionReason };
  // Revisions saved before issue 24 lack the areas and price: the approved ones stand.
  const f = { ...fieldsOf(service), ...(revision.fields as Partial<RevisionFields>) };
  const toImage = (image: RevisionImage, position: number): EditableImage => ({
    id: editIdOf(image),
    url: deps.storage.url(image.variants.detail.key),
    card_url: deps.storage.url(image.variants.card.key),
    position,
    is_main: image.isMain,
  });
  const main = revision.images.find((i) => i.isMain);
  return {
    category_id: f.categoryId,
    subCategory_id: f.subCategoryId,
    service_type: f.serviceTypes,
    title: f.title,
    description: f.description,
    business_name: f.businessName,
    aboutService: f.aboutService,
    aboutService1: f.aboutService1,
    aboutService2: f.aboutService2,
    city: f.city,
    suburb: f.suburb,
    postal_code: f.postalCode,
    about: f.about,
    contact_name: f.contactName,
    phone_number: f.phoneNumber,
    service_areas: areasOf(f.serviceAreas),
    price_type: f.priceType,
    price_cents: f.priceCents,
    main_image: main ? toImage(main, 0) : null,
    images: revision.images.filter((i) => !i.isMain).map((image, i) => toImage(image, i + 1)),
  };
}

/** The reasons of the rejected revisions among these services (the owner's own list). */
export async function rejectedRevisionReasons(
  db: Db,
  serviceIds: number[],
): Promise<Map<number, string>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .select({ serviceId: serviceRevisions.serviceId, reason: serviceRevisions.rejectionReason })
    .from(serviceRevisions)
    .where(
      and(inArray(serviceRevisions.serviceId, serviceIds), eq(serviceRevisions.status, 'rejected')),
    );
  return new Map(rows.map((r) => [r.serviceId, r.reason ?? '']));
}
