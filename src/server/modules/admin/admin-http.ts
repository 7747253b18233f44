import { errorResponses } from '../../lib/http.ts';

/** What every admin route shares: its tag, its error answers, a plain "done" answer. */
export const adminErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
export const adminTags = ['admin'];
export const done = (message: string) => ({ success: true as const, message });

/** The docs of an admin route (routeOf): its tag, summary and error answers. */
export const adminDoc = (summary: string) => ({ tags: adminTags, summary, errors: adminErrors });
