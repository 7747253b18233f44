import { z } from 'zod';

import { ENQUIRY_TYPES, REVIEW_TEXT_MAX } from '../constants.ts';
import { PageMetaShape, ServiceCardSchema } from './browse.ts';
import { id, optionalId, text } from './common.ts';

/*
 * Members (issue 10): watchlist, email and call enquiries with the provider's inbox, reviews.
 * Payload keys are the spec's (section 7); identity always comes from the session.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/** The spec's watchlist answers: status 1 with 'Added' / 'Removed', status 0 with a message. */
export const WatchlistChangeResponseSchema = z.object({
  status: flag,
  message: z.string(),
});
export type WatchlistChangeResponse = z.infer<typeof WatchlistChangeResponseSchema>;

/** POST /api/add-watch-list (json). */
export const AddWatchBodySchema = z.object({ service_id: id, user_id: optionalId });
export type AddWatchBody = z.input<typeof AddWatchBodySchema>;

/** GET /api/remove-watch-list?user_id&service_id */
export const RemoveWatchQuerySchema = z.object({ service_id: id, user_id: optionalId });

/** GET /api/get-watch-list?user_id (plus our page and per_page). */
export const WatchlistQuerySchema = z.object({
  user_id: optionalId,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});

/** The spec's keys (status, result = service ids, message) plus the watched services' cards. */
export const WatchlistResponseSchema = z.object({
  status: flag,
  message: z.string(),
  result: z.array(z.number().int()),
  services: z.array(ServiceCardSchema),
  /** The member's private notes on the listed services (issue 22 §4), theirs only. */
  private_notes: z.array(z.object({ service_id: z.number().int(), note: z.string() })),
  ...PageMetaShape,
});
export type WatchlistResponse = z.infer<typeof WatchlistResponseSchema>;

export const ENQUIRY_MESSAGE_MIN = 10;
export const ENQUIRY_MESSAGE_MAX = 2000;

/**
 * POST /api/sendEnquiryEmailToServiceProvider (form): a message needs 10 to 2000 characters; a
 * call needs none.
 */
export const EnquiryBodySchema = z
  .object({
    message: text(ENQUIRY_MESSAGE_MAX).optional(),
    provider_id: optionalId,
    user_id: optionalId,
    service_id: id,
    type: z.enum(ENQUIRY_TYPES, { message: 'must be message or call' }).default('message'),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'message' && (v.message ?? '').length < ENQUIRY_MESSAGE_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['message'],
        message: `must be at least ${ENQUIRY_MESSAGE_MIN} characters`,
      });
    }
  });
export type EnquiryBody = z.input<typeof EnquiryBodySchema>;

/** success, message; `errors.message` on a refusal (the spec's client reads it). */
export const EnquiryResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A call enquiry: the provider's number, for the member to ring. */
  phone_number: z.string().optional(),
  enquiry: z
    .object({ id: z.number().int(), type: z.enum(ENQUIRY_TYPES), created_at: z.string() })
    .optional(),
  /** The conversation the enquiry opened (or continued): /messages/{id} (issue 25 §6). */
  conversation_id: z.number().int().optional(),
});
export type EnquiryResponse = z.infer<typeof EnquiryResponseSchema>;

export const InboxQuerySchema = z.object({
  /** received: the provider's inbox; sent: the enquiries the member made. */
  box: z.enum(['received', 'sent']).default('received'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

export const InboxItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(ENQUIRY_TYPES),
  message: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
  service: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** The conversation the enquiry opened (issue 25): /messages/{id}; null before issue 25. */
  conversation_id: z.number().int().nullable().optional(),
  /**
   * The other side: the member (received; email and phone null until the member shares them in
   * the conversation) or the provider (sent).
   */
  contact: z.object({
    name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string().nullable(),
  }),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxResponseSchema = z.object({
  success: z.literal(true),
  enquiries: z.array(InboxItemSchema),
  /** Unread enquiries received (the header count). */
  unread: z.number().int(),
  ...PageMetaShape,
});
export type InboxResponse = z.infer<typeof InboxResponseSchema>;

export const UnreadResponseSchema = z.object({
  success: z.literal(true),
  unread: z.number().int(),
});
export type UnreadResponse = z.infer<typeof UnreadResponseSchema>;

export const EnquiryParamsSchema = z.object({ id });

export const MarkReadResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  unread: z.number().int(),
});
export type MarkReadResponse = z.infer<typeof MarkReadResponseSchema>;

/** POST /api/add-review (form): rating 1..5 (default 5), a text of at most 2000 characters. */
export const ReviewBodySchema = z.object({
  service_id: id,
  user_id: optionalId,
  rating: z.preprocess(
    (v) => (v === undefined || v === '' || v === null ? undefined : v),
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number from 1 to 5')
      .min(1, 'must be from 1 to 5')
      .max(5, 'must be from 1 to 5')
      .default(5),
  ),
  review: text(REVIEW_TEXT_MAX).refine((v) => v.length > 0, 'is required'),
});
export type ReviewBody = z.input<typeof ReviewBodySchema>;

export const ReviewResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The service's new rating, shown at once. */
  rating: z.number().optional(),
  total_reviews: z.number().int().optional(),
});
export type ReviewResponse = z.infer<typeof ReviewResponseSchema>;
