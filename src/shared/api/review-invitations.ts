import { z } from 'zod';

import { id, text } from './common.ts';
import { ReviewBodySchema } from './members.ts';

/*
 * Review invitations (issue 27 §2, decision 137): a provider invites a past customer by email
 * address to review one chosen service, at most 20 a day and one per address per 90 days. The
 * link lets that person review the service once they log in or register with that address; the
 * review carries the label `invited`, so readers can weigh it. The names `email` and
 * `service_id` are a contract other clients rely on. Identity comes from the session.
 */

export const INVITATIONS_PER_DAY = 20;
export const INVITATION_REPEAT_DAYS = 90;
/** How long a link stays usable. */
export const INVITATION_VALID_DAYS = 30;

export const INVITATION_TEXTS = {
  sent: 'Invitation sent.',
  tooMany: `You can send at most ${INVITATIONS_PER_DAY} invitations a day. Try again tomorrow.`,
  alreadyInvited: `This address was invited in the last ${INVITATION_REPEAT_DAYS} days.`,
  ownAddress: 'You cannot invite yourself.',
  notYourService: 'Choose one of your approved services.',
  providersOnly: 'Only service providers can invite customers to review.',
  notFound: 'This invitation link is not valid.',
  used: 'This invitation has already been used.',
  expired: 'This invitation has expired. Ask the provider for a new one.',
  otherAddress:
    'This invitation was sent to another email address. Log in with the address it was sent to.',
  reviewed: 'Thanks. Your review is published.',
} as const;

/** POST /api/review-invitations (json). */
export const InvitationBodySchema = z.object({
  email: text(254)
    .pipe(z.email('must be a valid email address'))
    .transform((v) => v.toLowerCase()),
  service_id: id,
});
export type InvitationBody = z.input<typeof InvitationBodySchema>;

/** A sent invitation, as the provider's list shows it. */
export const InvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  service: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  created_at: z.string(),
  expires_at: z.string(),
  /** When the invited person reviewed; null until then. */
  used_at: z.string().nullable(),
  /** waiting: the link still works; reviewed: used; expired: not used in time. */
  state: z.enum(['waiting', 'reviewed', 'expired']),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  result: InvitationSchema,
});

/** GET /api/review-invitations: the provider's sent invitations, newest first. */
export const InvitationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const InvitationListResponseSchema = z.object({
  result: z.array(InvitationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** How many more may be sent today. */
  left_today: z.number().int(),
});
export type InvitationListResponse = z.infer<typeof InvitationListResponseSchema>;

/** The link's token (43 base64url characters). */
export const InvitationTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid invitation link'),
});

/** GET /api/review-invitations/{token}: what the invited person sees (logged in). */
export const InvitationViewResponseSchema = z.object({
  state: z.enum(['open', 'used', 'expired']),
  provider: z.object({ business_name: z.string() }),
  service: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  expires_at: z.string(),
});
export type InvitationViewResponse = z.infer<typeof InvitationViewResponseSchema>;

/** POST /api/review-invitations/{token}/review (json): the review, as add-review takes it. */
export const InvitedReviewBodySchema = ReviewBodySchema.pick({ rating: true, review: true });
export type InvitedReviewBody = z.input<typeof InvitedReviewBodySchema>;

export const InvitedReviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  rating: z.number(),
  total_reviews: z.number().int(),
});
