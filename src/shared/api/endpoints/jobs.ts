/** Jobs and quotes (issue 26): post a job, invite, quote, decline, accept, complete, confirm. */
import { defineEndpoint } from '../endpoint.ts';
import {
  AdminJobReportsQuerySchema,
  AdminJobReportsResponseSchema,
  AdminJobsLogResponseSchema,
  CancelJobBodySchema,
  DeclineBodySchema,
  InvitesBodySchema,
  InvitesResponseSchema,
  JobActionResponseSchema,
  JobBodySchema,
  JobChangeResponseSchema,
  JobCountsResponseSchema,
  JobDetailResponseSchema,
  JobParamsSchema,
  JobRequestsQuerySchema,
  JobRequestsResponseSchema,
  JobResponseSchema,
  JobsQuerySchema,
  JobsResponseSchema,
  QuoteBodySchema,
  QuoteParamsSchema,
  QuoteResponseSchema,
  ReportJobBodySchema,
  ResolveJobReportBodySchema,
  SuggestionsResponseSchema,
} from '../jobs.ts';

export const postJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs',
  body: JobBodySchema,
  response: JobResponseSchema,
});

export const myJobs = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/jobs',
  query: JobsQuerySchema,
  response: JobsResponseSchema,
});

export const jobCounts = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/jobs/counts',
  response: JobCountsResponseSchema,
});

export const jobDetail = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/jobs/:id',
  params: JobParamsSchema,
  response: JobDetailResponseSchema,
});

export const jobSuggestions = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/jobs/:id/suggestions',
  params: JobParamsSchema,
  response: SuggestionsResponseSchema,
});

export const inviteToJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:id/invites',
  params: JobParamsSchema,
  body: InvitesBodySchema,
  response: InvitesResponseSchema,
});

export const cancelJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:id/cancel',
  params: JobParamsSchema,
  body: CancelJobBodySchema,
  response: JobChangeResponseSchema,
});

export const jobRequests = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/job-requests',
  query: JobRequestsQuerySchema,
  response: JobRequestsResponseSchema,
});

export const quoteJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:id/quotes',
  params: JobParamsSchema,
  body: QuoteBodySchema,
  response: QuoteResponseSchema,
});

export const declineJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:id/decline',
  params: JobParamsSchema,
  body: DeclineBodySchema,
  response: JobActionResponseSchema,
});

export const acceptQuote = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/quotes/:id/accept',
  params: QuoteParamsSchema,
  response: JobChangeResponseSchema,
});

export const completeJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:id/complete',
  params: JobParamsSchema,
  response: JobChangeResponseSchema,
});

export const confirmJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:id/confirm',
  params: JobParamsSchema,
  response: JobChangeResponseSchema,
});

export const adminJobsLog = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/jobs-log',
  response: AdminJobsLogResponseSchema,
});

export const reportJob = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/jobs/:id/report',
  params: JobParamsSchema,
  body: ReportJobBodySchema,
  response: JobActionResponseSchema,
});

export const adminJobReports = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/admin/job-reports',
  query: AdminJobReportsQuerySchema,
  response: AdminJobReportsResponseSchema,
});

export const resolveJobReport = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/admin/job-reports/:id/resolve',
  params: JobParamsSchema,
  body: ResolveJobReportBodySchema,
  response: JobActionResponseSchema,
});
