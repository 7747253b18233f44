import { AdminOkResponseSchema, IdParamsSchema } from '#shared/api/admin.ts';
import { errorResponses } from '../../lib/http.ts';

/** What every admin route shares: its tag, its error answers, a plain "done" answer. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
export const adminTags = ['admin'];
export const okResponses = { 200: AdminOkResponseSchema, ...adminErrors };
export const done = (message: string) => ({ success: true as const, message });

/** The schema of an admin action on one record (`:id` in the path) that answers a plain "done". */
export const idAction = (summary: string) => ({
  tags: adminTags,
  summary,
  params: IdParamsSchema,
  response: okResponses,
});
