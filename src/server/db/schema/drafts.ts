import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

import { foreignId, timestamptz } from './column-builders.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import type { ImageVariants } from './services.ts';
import { services } from './services.ts';
import { users } from './users.ts';

/**
 * A provider's unsaved add or edit form: its step and every value, so that Back, a reload, a trip
 * to /subscription or another device loses nothing. One draft per provider for a new service
 * (`service_id` null) and one per service being edited.
 */
export const serviceDrafts = pgTable(
  'service_drafts',
  {
    id: idColumn(),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    /** The service being edited; null for the add form. */
    serviceId: integer().references(() => services.id, { onDelete: 'cascade' }),
    step: integer().notNull().default(0),
    /** The form's values as the web form holds them (validated by the shared schema on save). */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('service_drafts_user_new_unique')
      .on(t.userId)
      .where(sql`service_id is null`),
    uniqueIndex('service_drafts_user_service_unique')
      .on(t.userId, t.serviceId)
      .where(sql`service_id is not null`),
    index('service_drafts_updated_idx').on(t.updatedAt),
  ],
);

/**
 * A photo uploaded when it was picked, before its form was submitted: owned by the provider,
 * attached to a service (or a revision) on submit, and deleted after 30 days if never used.
 */
export const stagedImages = pgTable(
  'staged_images',
  {
    id: idColumn(),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    /** Storage key shared by the variants (the same layout as service_images). */
    storageKey: text().notNull(),
    variants: jsonb().$type<ImageVariants>().notNull(),
    /** The picked file's name, for the form's list. */
    originalName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staged_images_key_unique').on(t.storageKey),
    index('staged_images_user_idx').on(t.userId, t.createdAt),
    index('staged_images_created_idx').on(t.createdAt),
  ],
);

/** The image set of a revision: kept rows by id, new ones by storage key and variants. */
export type RevisionImage = {
  /** A service_images row kept from the approved version. */
  imageId?: number;
  storageKey: string;
  variants: ImageVariants;
  isMain: boolean;
};

/**
 * An edit of an approved service, held for review: the approved version stays public until an
 * admin approves it. One per service: a second edit before review replaces it. A rejected one
 * stays (status 'rejected', with the reason) until the provider edits again.
 */
export const serviceRevisions = pgTable(
  'service_revisions',
  {
    id: idColumn(),
    serviceId: foreignId(() => services.id, { onDelete: 'cascade' }),
    userId: foreignId(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'rejected'] })
      .notNull()
      .default('pending'),
    /** The edited fields (the service's columns by their drizzle names). */
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The whole image set after the edit, in display order. */
    images: jsonb().$type<RevisionImage[]>().notNull(),
    rejectionReason: text(),
    moderatedAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('service_revisions_status_check', sql`${t.status} in ('pending', 'rejected')`),
    uniqueIndex('service_revisions_service_unique').on(t.serviceId),
    index('service_revisions_pending_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);
