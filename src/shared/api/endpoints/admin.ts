/**
 * The admin console's calls (issue 11): every one is for role 1 only (401 without a session, 403
 * for other roles). Lists read with a query (page, per_page, q, filters); actions answer
 * { success, message }. The résumé download (GET /api/admin/career-applications/:id/resume)
 * is not here: it answers a file, not JSON.
 */
import {
  AdFieldsSchema,
  AdminAdsResponseSchema,
  AdminApplicationsResponseSchema,
  AdminCatalogueResponseSchema,
  AdminContactMessagesResponseSchema,
  AdminEnquiriesResponseSchema,
  AdminListQuerySchema,
  AdminOkResponseSchema,
  AdminReviewsQuerySchema,
  AdminReviewsResponseSchema,
  AdminServicesQuerySchema,
  AdminServicesResponseSchema,
  AdminUsersQuerySchema,
  AdminUsersResponseSchema,
  AuditResponseSchema,
  CategoryBodySchema,
  DashboardResponseSchema,
  IdParamsSchema,
  ReasonBodySchema,
  ReorderBodySchema,
  RevisionResponseSchema,
  SubCategoryBodySchema,
} from '../admin.ts';
import { defineEndpoint } from '../endpoint.ts';

/** The audit log is paged and searched like the services list, without its status filter. */
const AuditQuerySchema = /* @__PURE__ */ AdminServicesQuerySchema.pick({
  page: true,
  per_page: true,
  q: true,
});
/** A saved ad: { success, message }. */
const AdSavedResponseSchema = /* @__PURE__ */ AdminAdsResponseSchema.pick({ success: true }).extend(
  { message: AdminOkResponseSchema.shape.message },
);

export const adminDashboard = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  response: DashboardResponseSchema,
});

export const adminAudit = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  query: AuditQuerySchema,
  response: AuditResponseSchema,
});

export const adminServices = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/services',
  query: AdminServicesQuerySchema,
  response: AdminServicesResponseSchema,
});

export const adminServiceRevision = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/services/:id/revision',
  params: IdParamsSchema,
  response: RevisionResponseSchema,
});

export const adminApproveService = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/services/:id/approve',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminRejectService = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/services/:id/reject',
  params: IdParamsSchema,
  body: ReasonBodySchema,
  response: AdminOkResponseSchema,
});

export const adminUnpublishService = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/services/:id/unpublish',
  params: IdParamsSchema,
  body: ReasonBodySchema,
  response: AdminOkResponseSchema,
});

export const adminCatalogue = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/catalogue',
  response: AdminCatalogueResponseSchema,
});

export const adminCreateCategory = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/categories',
  body: CategoryBodySchema,
  response: AdminOkResponseSchema,
});

export const adminUpdateCategory = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/admin/categories/:id',
  params: IdParamsSchema,
  body: CategoryBodySchema,
  response: AdminOkResponseSchema,
});

export const adminReorderCategories = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/categories/order',
  body: ReorderBodySchema,
  response: AdminOkResponseSchema,
});

export const adminDeleteCategory = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/categories/:id',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminCreateSubCategory = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/sub-categories',
  body: SubCategoryBodySchema,
  response: AdminOkResponseSchema,
});

export const adminUpdateSubCategory = /* @__PURE__ */ defineEndpoint({
  method: 'PUT',
  path: '/api/admin/sub-categories/:id',
  params: IdParamsSchema,
  body: CategoryBodySchema,
  response: AdminOkResponseSchema,
});

export const adminReorderSubCategories = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/sub-categories/order',
  body: ReorderBodySchema,
  response: AdminOkResponseSchema,
});

export const adminDeleteSubCategory = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/sub-categories/:id',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminAds = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/ads',
  response: AdminAdsResponseSchema,
});

/** Multipart: these fields plus the `image` file part. */
export const adminCreateAd = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/ads',
  body: AdFieldsSchema,
  response: AdSavedResponseSchema,
});

/** Multipart: these fields plus an optional new `image` file part. */
export const adminUpdateAd = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/ads/:id',
  params: IdParamsSchema,
  body: AdFieldsSchema,
  response: AdSavedResponseSchema,
});

export const adminDeleteAd = /* @__PURE__ */ defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/ads/:id',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminUsers = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  query: AdminUsersQuerySchema,
  response: AdminUsersResponseSchema,
});

export const adminSuspendUser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/suspend',
  params: IdParamsSchema,
  body: ReasonBodySchema,
  response: AdminOkResponseSchema,
});

export const adminReinstateUser = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/reinstate',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminUserPasswordLink = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:id/password-link',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminReviews = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  query: AdminReviewsQuerySchema,
  response: AdminReviewsResponseSchema,
});

export const adminHideReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/hide',
  params: IdParamsSchema,
  body: ReasonBodySchema,
  response: AdminOkResponseSchema,
});

export const adminShowReview = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/show',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminEnquiries = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/enquiries',
  query: AdminListQuerySchema,
  response: AdminEnquiriesResponseSchema,
});

export const adminContactMessages = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/contact-messages',
  query: AdminListQuerySchema,
  response: AdminContactMessagesResponseSchema,
});

export const adminContactMessageHandled = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/contact-messages/:id/handled',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});

export const adminCareerApplications = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/career-applications',
  query: AdminListQuerySchema,
  response: AdminApplicationsResponseSchema,
});

export const adminCareerApplicationHandled = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/career-applications/:id/handled',
  params: IdParamsSchema,
  response: AdminOkResponseSchema,
});
