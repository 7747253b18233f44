import { z } from 'zod';

import { IMAGES_PER_SERVICE_MAX } from '../constants.ts';
import { id, optionalId } from './common.ts';

/*
 * Work is never lost (issue 22 §3): a provider's unsaved add or edit form as a server-side draft
 * (one for the add form, one per service being edited), and photos uploaded to a staging area
 * the moment they are picked, owned by the provider until the form is submitted.
 */

/** A draft's form values, as JSON, at most this many bytes. */
export const DRAFT_DATA_MAX_BYTES = 64 * 1024;
/** Photos a provider may hold in staging at once (every open form together). */
export const STAGED_IMAGES_PER_USER_MAX = 40;
/** Staged photos never used are deleted after this many days. */
export const STAGED_IMAGE_TTL_DAYS = 30;

const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** GET and DELETE /api/service-draft: `service_id` for an edit draft, none for the add form. */
export const DraftQuerySchema = z.object({ service_id: optionalId });
export type DraftQuery = z.infer<typeof DraftQuerySchema>;

/** PUT /api/service-draft (json). */
export const SaveDraftBodySchema = z.object({
  service_id: optionalId,
  /** The form's step: 1 'Service Information', 2 'Business Information'. */
  step: z.coerce.number().int().min(1).max(2),
  data: z
    .record(z.string().max(64), z.unknown())
    .refine(
      (data) => jsonBytes(data) <= DRAFT_DATA_MAX_BYTES,
      `must be at most ${DRAFT_DATA_MAX_BYTES / 1024} KB`,
    )
    // PostgreSQL's jsonb cannot hold a NUL character, in a key or a value.
    .refine((data) => !JSON.stringify(data).includes('\\u0000'), 'must not contain NUL bytes'),
});
export type SaveDraftBody = z.infer<typeof SaveDraftBodySchema>;

export const ServiceDraftSchema = z.object({
  service_id: z.number().int().nullable(),
  step: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  updated_at: z.string(),
});
export type ServiceDraft = z.infer<typeof ServiceDraftSchema>;

/** GET /api/service-draft: the draft, or null when there is none. */
export const DraftResponseSchema = z.object({
  success: z.literal(true),
  draft: ServiceDraftSchema.nullable(),
});
export type DraftResponse = z.infer<typeof DraftResponseSchema>;

/** PUT and DELETE /api/service-draft. */
export const DraftChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  updated_at: z.string().optional(),
});
export type DraftChangeResponse = z.infer<typeof DraftChangeResponseSchema>;

/** A staged photo: its id (for staged_image_ids) and the URLs the form shows. */
export const StagedImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  card_url: z.string(),
  name: z.string().nullable(),
});
export type StagedImage = z.infer<typeof StagedImageSchema>;

/** POST /api/staged-images (multipart): `image` (one file) and `count` already in the form. */
export const StageImageFieldsSchema = z.object({
  /** How many photos the form already has (existing and staged), so the 10 are never passed. */
  count: z.coerce.number().int().min(0).max(IMAGES_PER_SERVICE_MAX).default(0),
});

export const StageImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  image: StagedImageSchema,
});
export type StageImageResponse = z.infer<typeof StageImageResponseSchema>;

export const StagedImageParamsSchema = z.object({ id });

export const DeleteStagedImageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type DeleteStagedImageResponse = z.infer<typeof DeleteStagedImageResponseSchema>;

/** add-service and update-service: staged photos by id, in the form's order. */
export const STAGED_FIELDS = {
  staged_image_ids: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : [v]),
    z.array(id).max(IMAGES_PER_SERVICE_MAX).optional(),
  ),
  /** The staged photo that becomes the main image (add-service: else the first staged one). */
  staged_main_image_id: optionalId,
};
