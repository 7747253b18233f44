import { asc, eq } from 'drizzle-orm';

import type { AdFields, AdminAd } from '#shared/api/admin.ts';
import type { AdSlot } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ads } from '../../db/schema/index.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../lib/form-input.ts';
import { assertImage, storeAdImage } from '../../platform/storage/images.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { recordAction, type Admin } from './audit.service.ts';

/**
 * The ads (two home slots, one sidebar slot): an image (the service pictures' rules, re-encoded
 * to WebP), a target link (http or https), an alt text and an active period. GET /api/getAd
 * serves the active ones in their period.
 */
export type AdsDeps = { db: Db; storage: Storage; changes: ChangeBus };

type AdRow = typeof ads.$inferSelect;
export type ParsedAd = {
  title: string;
  slot: AdSlot;
  position: number;
  link_url?: string | undefined;
  alt_text?: string | undefined;
  is_active: boolean;
  starts_at?: Date | undefined;
  ends_at?: Date | undefined;
};

function isLive(row: AdRow, now: Date): boolean {
  return (
    row.isActive && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now)
  );
}

function toAdminAd(storage: Storage, row: AdRow, now = new Date()): AdminAd {
  return {
    id: row.id,
    title: row.title,
    slot: row.slot,
    position: row.position,
    image_url: storage.url(row.image),
    link_url: row.linkUrl,
    alt_text: row.altText,
    is_active: row.isActive,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    is_live: isLive(row, now),
  };
}

export async function listAdminAds(deps: AdsDeps): Promise<AdminAd[]> {
  const rows = await deps.db.select().from(ads).orderBy(asc(ads.slot), asc(ads.position));
  return rows.map((row) => toAdminAd(deps.storage, row));
}

function columnsOf(fields: ParsedAd) {
  if (fields.slot === 'sidebar' && fields.position !== 1) {
    throw badRequest('The sidebar has one slot', { position: ['must be 1 for the sidebar'] });
  }
  if (fields.starts_at && fields.ends_at && fields.ends_at <= fields.starts_at) {
    throw badRequest('The end must come after the start', { ends_at: ['must be after the start'] });
  }
  return {
    title: fields.title,
    slot: fields.slot,
    position: fields.position,
    linkUrl: fields.link_url || null,
    altText: fields.alt_text || null,
    isActive: fields.is_active,
    startsAt: fields.starts_at ?? null,
    endsAt: fields.ends_at ?? null,
  };
}

const SLOT_TAKEN = 'That slot already has an ad: edit or delete it first';

/**
 * Creates (no `id`) or updates an ad; a new image replaces the old one (deleted after the
 * commit). Each slot position holds one ad.
 */
export async function saveAd(
  deps: AdsDeps,
  admin: Admin,
  id: number | null,
  fields: ParsedAd,
  image: UploadedFile | undefined,
) {
  const columns = columnsOf(fields);
  if (id === null && !image)
    throw badRequest('Image is required', { image: ['Image is required'] });
  let key: string | null = null;
  if (image) {
    await assertImage(image.bytes, 'Image');
    key = await storeAdImage(deps.storage, image.bytes);
  }
  try {
    const { row, replaced } = await deps.db.transaction(async (tx) => {
      const [before] =
        id === null ? [] : await tx.select().from(ads).where(eq(ads.id, id)).for('update');
      if (id !== null && !before) throw notFound('Ad not found');
      const values = { ...columns, ...(key ? { image: key } : {}) };
      const [saved] = before
        ? await tx.update(ads).set(values).where(eq(ads.id, before.id)).returning()
        : await tx
            .insert(ads)
            .values({ ...values, image: key! })
            .returning();
      await recordAction(tx, admin, {
        action: before ? 'ad.update' : 'ad.create',
        targetType: 'ad',
        targetId: saved!.id,
        details: { title: fields.title, slot: fields.slot },
      });
      return { row: saved!, replaced: key && before ? before.image : null };
    });
    if (replaced) await deps.storage.delete(replaced).catch(() => undefined);
    deps.changes.publish({ kind: 'ads' });
    return toAdminAd(deps.storage, row);
  } catch (err) {
    if (key) await deps.storage.delete(key).catch(() => undefined);
    if (isUniqueViolation(err))
      throw new AppError('CONFLICT', SLOT_TAKEN, { position: [SLOT_TAKEN] });
    throw err;
  }
}

export async function deleteAd(deps: AdsDeps, admin: Admin, id: number): Promise<void> {
  const [row] = await deps.db.delete(ads).where(eq(ads.id, id)).returning();
  if (!row) throw notFound('Ad not found');
  await recordAction(deps.db, admin, {
    action: 'ad.delete',
    targetType: 'ad',
    targetId: id,
    details: { title: row.title },
  });
  await deps.storage.delete(row.image).catch(() => undefined);
  deps.changes.publish({ kind: 'ads' });
}

export type { AdFields };
