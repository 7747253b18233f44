import { IdParamsSchema } from '#shared/api/admin.ts';
import { adminTags, okResponses } from './admin-http.ts';

/** The schema of an admin action on one record (`:id` in the path) that answers a plain "done". */
export const idAction = (summary: string) => ({
  tags: adminTags,
  summary,
  params: IdParamsSchema,
  response: okResponses,
});
