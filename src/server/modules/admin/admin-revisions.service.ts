import { eq, inArray } from 'drizzle-orm';

import type { RevisionSide } from '#shared/api/admin.ts';
import { accountName } from '#shared/domain/names.ts';
import { areaText, priceText } from '#shared/listing-facts.ts';
import { areasOf } from '#shared/service-areas.ts';
import type { Db, Tx } from '../../db/client.ts';
import { toIso } from '../../db/query.ts';
import {
  categories,
  services,
  subCategories,
  users,
  type RevisionImage,
} from '../../db/schema/index.ts';
import { serviceChanged } from '../../platform/changes/changes.ts';
import { notFound } from '../../lib/errors.ts';
import { enqueueEmail, wakeOutbox } from '../../platform/mail/mail.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import {
  applyRevision,
  deleteRevisionFiles,
  rejectRevision,
} from '../listings/revision-decisions.service.ts';
import {
  approvedImagesOf,
  findRevision,
  fieldsOf,
  type RevisionFields,
} from '../listings/service-revisions.service.ts';
import type { AdminMailDeps } from './admin-deps.ts';
import { recordAction, type Admin } from './audit.service.ts';
import { changesApprovedEmail, changesRejectedEmail } from './moderation-emails.ts';

/** Moderation of an approved service's pending edit (issue 22 §2, decision 106). */

type Deps = AdminMailDeps & { storage: Storage };
type ServiceRow = typeof services.$inferSelect;
type RevisionDecision = { action: 'approve' } | { action: 'reject'; reason: string };

async function emailOwner(tx: Tx, deps: Deps, service: ServiceRow, decision: RevisionDecision) {
  const [owner] = await tx.select().from(users).where(eq(users.id, service.addedById));
  if (!owner) return;
  const input = { ...deps.config, name: accountName(owner), service };
  const email =
    decision.action === 'approve'
      ? changesApprovedEmail(input)
      : changesRejectedEmail({ ...input, reason: decision.reason });
  await enqueueEmail(tx, { to: owner.email, ...email });
}

/**
 * Approves or rejects the pending revision of an approved service, in one transaction with the
 * audit entry and the provider's email; files of removed (approve) or refused (reject) photos
 * are deleted after the commit, and an approval publishes the change so every cache drops the
 * old version. Answers null when the service has no pending revision (moderateService decides).
 */
export async function moderateRevision(
  deps: Deps,
  admin: Admin,
  serviceId: number,
  decision: RevisionDecision,
): Promise<ServiceRow | null> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [service] = await tx
      .select()
      .from(services)
      .where(eq(services.id, serviceId))
      .for('update');
    if (!service) throw notFound('Service not found');
    const revision = service.status === 'approved' ? await findRevision(tx, serviceId, true) : null;
    if (revision?.status !== 'pending') return null;
    const { row, files } =
      decision.action === 'approve'
        ? await applyRevision(tx, service, revision)
        : await rejectRevision(tx, service, revision, decision.reason);
    await emailOwner(tx, deps, row, decision);
    await recordAction(tx, admin, {
      action: `service.revision.${decision.action}`,
      targetType: 'service',
      targetId: serviceId,
      reason: decision.action === 'reject' ? decision.reason : null,
      details: { title: service.title, new_title: row.title },
    });
    return { before: service, after: row, files };
  });
  if (!outcome) return null;
  wakeOutbox();
  await deleteRevisionFiles(deps.storage, outcome.files);
  if (decision.action === 'approve') {
    deps.changes.publish(serviceChanged(outcome.before, outcome.after));
  }
  return outcome.after;
}

/** Category and sub category names by id (both sides in one query). */
async function catalogueNames(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: subCategories.id, sub: subCategories.name, category: categories.name })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .where(inArray(subCategories.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

function sideOf(
  storage: Storage,
  f: RevisionFields,
  names: Awaited<ReturnType<typeof catalogueNames>>,
  images: RevisionImage[],
): RevisionSide {
  const name = names.get(f.subCategoryId);
  const ordered = [...images.filter((i) => i.isMain), ...images.filter((i) => !i.isMain)];
  return {
    title: f.title,
    description: f.description,
    category: name?.category ?? '',
    sub_category: name?.sub ?? '',
    service_type: f.serviceTypes,
    about_service: f.aboutService,
    about_service1: f.aboutService1,
    about_service2: f.aboutService2,
    about: f.about,
    business_name: f.businessName,
    city: f.city,
    suburb: f.suburb,
    contact_name: f.contactName,
    phone_number: f.phoneNumber,
    service_areas: areasOf(f.serviceAreas ?? []).map(areaText),
    price: priceText(f.priceType ?? null, f.priceCents ?? null),
    images: ordered.map((i) => ({ url: storage.url(i.variants.card.key), is_main: i.isMain })),
  };
}

/** GET /api/admin/services/{id}/revision: the approved version and its pending edit (404 if none). */
export async function getRevisionComparison(deps: { db: Db; storage: Storage }, serviceId: number) {
  const [service] = await deps.db.select().from(services).where(eq(services.id, serviceId));
  const revision = service ? await findRevision(deps.db, serviceId) : undefined;
  if (!service || revision?.status !== 'pending') throw notFound('No changes waiting for review');
  const before = fieldsOf(service);
  const after = { ...before, ...(revision.fields as Partial<RevisionFields>) };
  const names = await catalogueNames(deps.db, [before.subCategoryId, after.subCategoryId]);
  return {
    submitted_at: toIso(revision.updatedAt),
    before: sideOf(deps.storage, before, names, await approvedImagesOf(deps.db, serviceId)),
    after: sideOf(deps.storage, after, names, revision.images),
  };
}
