import { z } from 'zod';

import { emailField, passwordField, UserRecordSchema } from './auth.ts';
import { isoDate, optionalId } from './common.ts';

/**
 * Schemas of the account management calls (spec section 7). `user_id` is accepted for
 * compatibility; when it names someone other than the session user the call is refused (403).
 */

/** POST /api/update-email (form). The password is checked again. */
export const UpdateEmailBodySchema = z.object({
  current_email: emailField,
  user_id: optionalId,
  new_email: emailField,
  password: passwordField,
});
export type UpdateEmailBody = z.infer<typeof UpdateEmailBodySchema>;

/** POST /api/change-password (form). */
export const ChangePasswordBodySchema = z.object({
  current_password: passwordField,
  new_password: passwordField,
  user_id: optionalId,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** POST /api/update-logo (multipart): the non-file fields; the logo is a file part. */
export const UpdateLogoFieldsSchema = z.object({ user_id: optionalId });
export type UpdateLogoFields = z.infer<typeof UpdateLogoFieldsSchema>;

/** The answer of the three account calls: `result` is the updated user record on success. */
export const AccountUpdateResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  success: z.boolean(),
  message: z.string(),
  result: UserRecordSchema.optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type AccountUpdateResponse = z.infer<typeof AccountUpdateResponseSchema>;

/**
 * POST /api/account/availability (json, providers and admins): whether the provider takes new
 * work, and the date they do again (issue 24 §1b). `back_on` only with `taking_new_work` false;
 * a date today or earlier is refused. Their listings stay public, marked and sorted last.
 */
export const AvailabilityBodySchema = z
  .object({
    taking_new_work: z.boolean({ message: 'must be true or false' }),
    back_on: isoDate.nullable().optional(),
  })
  .transform((v) => ({ taking_new_work: v.taking_new_work, back_on: v.back_on ?? null }));
export type AvailabilityBody = z.input<typeof AvailabilityBodySchema>;

export const AvailabilityResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  taking_new_work: z.boolean(),
  back_on: z.string().nullable(),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
