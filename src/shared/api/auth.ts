import { z } from 'zod';

import { DESCRIPTION_MAX, PASSWORD_MAX, REGISTRABLE_ROLE_IDS, ROLE_IDS } from '../constants.ts';
import { requiredText } from './common.ts';

/**
 * Schemas of the account calls: registration, login, session, password links (issue 4).
 * Legacy form fields keep their spec names (f_name, role_id...); form values arrive as strings.
 */

/** An email address: trimmed, lower-cased, at most 254 characters. */
export const emailField = requiredText(254)
  .pipe(z.email('must be a valid email address'))
  .transform((v) => v.toLowerCase());

/** A phone number: digits with optional spaces, +, -, parentheses. */
export const phoneField = requiredText(30).refine(
  (v) => /^\+?[0-9][0-9 ()-]{3,28}$/.test(v),
  'must contain digits only (at least 4)',
);

/** A password as typed: never trimmed; at most 1024 characters to bound the hashing cost. */
export const passwordField = z
  .string({ message: 'is required' })
  .min(1, 'is required')
  .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

/** role_id from the client: 2 (provider) or 3 (customer); role 1 is never self-registered. */
export const registrableRoleId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce
    .number({ message: 'must be 2 or 3' })
    .refine(
      (v): v is 2 | 3 => (REGISTRABLE_ROLE_IDS as readonly number[]).includes(v),
      'must be 2 (service provider) or 3 (personal account)',
    )
    .optional(),
);

/** POST /api/register (form): a personal account. `is_verified` is accepted and ignored. */
export const RegisterBodySchema = z.object({
  f_name: requiredText(100),
  l_name: requiredText(100),
  email: emailField,
  phone_number: phoneField,
  is_verified: z.unknown().optional(),
  role_id: registrableRoleId,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /api/serviceProviderRegister (multipart, the logo is a file part). */
export const ProviderRegisterBodySchema = z.object({
  business_name: requiredText(150),
  contact_person: requiredText(100),
  email: emailField,
  message: requiredText(DESCRIPTION_MAX),
  phone_number: phoneField,
  is_verified: z.unknown().optional(),
  role_id: registrableRoleId,
});
export type ProviderRegisterBody = z.infer<typeof ProviderRegisterBodySchema>;

/** The spec's failure shape: `message` is either a string or `{field: [messages]}`. */
export const RegisterResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  success: z.boolean(),
  message: z.union([z.string(), z.record(z.string(), z.array(z.string()))]),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** The user record the client stores after login (spec section 3). */
export const UserRecordSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** The username (a login identifier, generated from the email). */
  name: z.string(),
  email: z.string(),
  /** Absolute URL of the logo, or null. */
  logo: z.string().nullable(),
  role_id: z.union(ROLE_IDS.map((id) => z.literal(id))),
  /** Non-null exactly when the user has an active subscription. */
  stripe_id: z.string().nullable(),
  /** The person's or business's name (shared/domain/names.ts accountName): the header initial. */
  display_name: z.string(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

const booleanish = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 'on' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean().optional(),
);

/** POST /api/login (json): `name` is the email or the username. */
export const LoginBodySchema = z.object({
  name: requiredText(254),
  password: passwordField,
  /** "Remember me": a 30-day cookie instead of a browser-session one. */
  remember: booleanish,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  success: z.boolean(),
  message: z.string(),
  result: UserRecordSchema.optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A plain outcome: `status` 1 or 0 with a message. */
export const MessageResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  success: z.boolean(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const SubscriptionSummarySchema = z.object({
  status: z.string(),
  current_period_end: z.string(),
  external_id: z.string(),
  auto_renew: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/** GET /api/me: the session user with what the account page shows. */
export const AccountSchema = UserRecordSchema.extend({
  username: z.string(),
  f_name: z.string().nullable(),
  l_name: z.string().nullable(),
  business_name: z.string().nullable(),
  contact_person: z.string().nullable(),
  phone_number: z.string().nullable(),
  message: z.string().nullable(),
  is_verified: z.boolean(),
  created_at: z.string(),
  subscription: SubscriptionSummarySchema.nullable(),
  /** Providers: whether they take new work, and the NZ date they do again (issue 24 §1b). */
  taking_new_work: z.boolean().optional(),
  back_on: z.string().nullable().optional(),
});
export type Account = z.infer<typeof AccountSchema>;

export const MeResponseSchema = z.object({
  status: z.literal(1),
  success: z.literal(true),
  result: AccountSchema,
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** POST /api/password/forgot (json). */
export const ForgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** A password link token: 32 random bytes, base64url. */
export const tokenField = requiredText(128).refine(
  (v) => /^[A-Za-z0-9_-]{20,128}$/.test(v),
  'is not a valid link token',
);

/** POST /api/password/set (json): for set-up and reset links alike. */
export const SetPasswordBodySchema = z.object({ token: tokenField, password: passwordField });
export type SetPasswordBody = z.infer<typeof SetPasswordBodySchema>;

/** GET /api/dev/mailbox (non-production): the latest outgoing messages. */
export const MailboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

export const MailboxResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(MailboxMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MailboxResponse = z.infer<typeof MailboxResponseSchema>;
