import { z } from 'zod';

import { AD_SLOTS, ROLE_IDS, SERVICE_STATUSES } from '../constants.ts';
import { PageMetaShape } from './browse.ts';
import { id, requiredText, text } from './common.ts';

/*
 * The admin console (issue 11): every call is for role 1 only (401 without a session, 403 for
 * other roles). Lists are paginated and searchable; every change is written to the audit log.
 */

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
  q: text(200).optional(),
};

const ok = z.object({ success: z.literal(true), message: z.string() });
export const AdminOkResponseSchema = ok;
export type AdminOkResponse = z.infer<typeof ok>;

/** A required reason (reject, unpublish, suspend, hide). */
export const ReasonBodySchema = z.object({ reason: requiredText(500) });
export const IdParamsSchema = z.object({ id });

// Dashboard --------------------------------------------------------------------------------

export const DashboardResponseSchema = z.object({
  success: z.literal(true),
  counts: z.object({
    services_pending: z.number().int(),
    services_changed: z.number().int(),
    services_approved: z.number().int(),
    services_rejected: z.number().int(),
    providers: z.number().int(),
    active_subscriptions: z.number().int(),
    members: z.number().int(),
    enquiries_30_days: z.number().int(),
    reviews_30_days: z.number().int(),
    revenue_30_days_nzd: z.number(),
  }),
  /** One point a day for the last 30 days (NZ dates). */
  daily: z.array(
    z.object({ day: z.string(), services: z.number().int(), enquiries: z.number().int() }),
  ),
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

// Services and moderation ------------------------------------------------------------------

export const AdminServicesQuerySchema = z.object({
  ...page,
  /** queue: pending ones and approved ones changed since approval, oldest first. */
  status: z.enum([...SERVICE_STATUSES, 'queue', 'all']).default('queue'),
});
export type AdminServicesQuery = z.input<typeof AdminServicesQuerySchema>;

export const AdminServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(SERVICE_STATUSES),
  is_listed: z.boolean(),
  changed_since_approval: z.boolean(),
  rejection_reason: z.string().nullable(),
  category: z.string(),
  sub_category: z.string(),
  service_type: z.array(z.string()),
  description: z.string(),
  about_service: z.array(z.string()),
  business_name: z.string(),
  city: z.string(),
  suburb: z.string(),
  about: z.string(),
  contact_name: z.string(),
  phone_number: z.string(),
  provider: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    email: z.string(),
  }),
  images: z.array(z.object({ url: z.string(), is_main: z.boolean() })),
  created_at: z.string(),
  updated_at: z.string(),
  moderated_at: z.string().nullable(),
});
export type AdminService = z.infer<typeof AdminServiceSchema>;

export const AdminServicesResponseSchema = z.object({
  success: z.literal(true),
  services: z.array(AdminServiceSchema),
  ...PageMetaShape,
});
export type AdminServicesResponse = z.infer<typeof AdminServicesResponseSchema>;

/** One side of a revision comparison: what the public sees of a service (decision 106). */
export const RevisionSideSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  sub_category: z.string(),
  service_type: z.array(z.string()),
  about_service: z.string(),
  about_service1: z.string(),
  about_service2: z.string().nullable(),
  about: z.string(),
  business_name: z.string(),
  city: z.string(),
  suburb: z.string(),
  contact_name: z.string(),
  phone_number: z.string(),
  /** Where it is offered besides its suburb, in words ("All of Christchurch"), issue 24. */
  service_areas: z.array(z.string()).optional(),
  /** The stated price in words ("From $120"), or null. */
  price: z.string().nullable().optional(),
  /** Card-size picture URLs, the main one first. */
  images: z.array(z.object({ url: z.string(), is_main: z.boolean() })),
});
export type RevisionSide = z.infer<typeof RevisionSideSchema>;

/** GET /api/admin/services/{id}/revision: the approved version and the pending edit. */
export const RevisionResponseSchema = z.object({
  success: z.literal(true),
  submitted_at: z.string(),
  before: RevisionSideSchema,
  after: RevisionSideSchema,
});
export type RevisionResponse = z.infer<typeof RevisionResponseSchema>;

// Catalogue --------------------------------------------------------------------------------

export const AdminSubCategorySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  services: z.number().int(),
});
export const AdminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  services: z.number().int(),
  sub_categories: z.array(AdminSubCategorySchema),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const AdminCatalogueResponseSchema = z.object({
  success: z.literal(true),
  categories: z.array(AdminCategorySchema),
});
export type AdminCatalogueResponse = z.infer<typeof AdminCatalogueResponseSchema>;

export const CategoryBodySchema = z.object({
  name: requiredText(80),
  is_active: z.boolean().optional(),
});
export const SubCategoryBodySchema = CategoryBodySchema.extend({ category_id: id });
export const ReorderBodySchema = z.object({ ids: z.array(id).min(1).max(500) });

// Ads --------------------------------------------------------------------------------------

const httpUrl = text(500).refine(
  (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
  'must be an http or https address',
);
const instant = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.date({ message: 'must be a date' }).optional(),
);

/** POST /api/admin/ads and /api/admin/ads/{id} (multipart: the image is a file part). */
export const AdFieldsSchema = z.object({
  title: requiredText(120),
  slot: z.enum(AD_SLOTS, { message: 'must be home or sidebar' }),
  position: z.coerce.number().int().min(1).max(2).default(1),
  link_url: httpUrl.optional(),
  alt_text: text(200).optional(),
  is_active: z.preprocess(
    (v) => (v === 'false' || v === '0' ? false : v === 'true' || v === '1' ? true : v),
    z.boolean().default(true),
  ),
  starts_at: instant,
  ends_at: instant,
});
export type AdFields = z.input<typeof AdFieldsSchema>;

export const AdminAdSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slot: z.enum(AD_SLOTS),
  position: z.number().int(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  alt_text: z.string().nullable(),
  is_active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  /** Active and within its period now. */
  is_live: z.boolean(),
});
export type AdminAd = z.infer<typeof AdminAdSchema>;
export const AdminAdsResponseSchema = z.object({
  success: z.literal(true),
  ads: z.array(AdminAdSchema),
});
export type AdminAdsResponse = z.infer<typeof AdminAdsResponseSchema>;

// Users ------------------------------------------------------------------------------------

export const AdminUsersQuerySchema = z.object({
  ...page,
  role: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((r) => (ROLE_IDS as readonly number[]).includes(r))
      .optional(),
  ),
  suspended: z.enum(['yes', 'no']).optional(),
});
export const AdminUserSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  role_id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  business_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_verified: z.boolean(),
  is_suspended: z.boolean(),
  suspended_reason: z.string().nullable(),
  has_password: z.boolean(),
  created_at: z.string(),
  subscription: z.object({ status: z.string(), current_period_end: z.string() }).nullable(),
  services: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(AdminUserSchema),
  ...PageMetaShape,
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

// Reviews ----------------------------------------------------------------------------------

export const AdminReviewsQuerySchema = z.object({
  ...page,
  hidden: z.enum(['yes', 'no']).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export const AdminReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  review: z.string(),
  is_hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  service: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  reviewer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** `verified_hire` for a review from a hire through a job (issue 26); null otherwise. */
  label: z.enum(['verified_hire']).nullable().default(null),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewsResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(AdminReviewSchema),
  ...PageMetaShape,
});
export type AdminReviewsResponse = z.infer<typeof AdminReviewsResponseSchema>;

// Enquiries, contact messages, career applications -----------------------------------------

export const AdminListQuerySchema = z.object({
  ...page,
  handled: z.enum(['yes', 'no']).optional(),
});

export const AdminEnquirySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  message: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
  service: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  provider: z.object({ id: z.number().int(), name: z.string() }),
});
export const AdminEnquiriesResponseSchema = z.object({
  success: z.literal(true),
  enquiries: z.array(AdminEnquirySchema),
  ...PageMetaShape,
});
export type AdminEnquiriesResponse = z.infer<typeof AdminEnquiriesResponseSchema>;

export const AdminContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export const AdminContactMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(AdminContactMessageSchema),
  ...PageMetaShape,
});
export type AdminContactMessagesResponse = z.infer<typeof AdminContactMessagesResponseSchema>;

export const AdminApplicationSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.string().nullable(),
  cover_note: z.string().nullable(),
  resume_name: z.string(),
  resume_url: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export const AdminApplicationsResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(AdminApplicationSchema),
  ...PageMetaShape,
});
export type AdminApplicationsResponse = z.infer<typeof AdminApplicationsResponseSchema>;

// Audit log --------------------------------------------------------------------------------

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export const AuditResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(AuditEntrySchema),
  ...PageMetaShape,
});
export type AuditResponse = z.infer<typeof AuditResponseSchema>;
