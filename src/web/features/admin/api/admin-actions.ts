/**
 * The console's actions, as the screens name them: a method and a path under /api/admin
 * (POST '/services/12/approve', DELETE '/ads/3'). Each is an endpoint of the registry; this
 * finds it and reads its path values back from the path, so the call goes through
 * apiRequest(endpoint) like every other.
 *
 * Invariant: every action answers { success, message } (AdminOkResponse); an action path that
 * names no endpoint is a programming error and throws before anything is sent.
 */
import type { z } from 'zod';

import type { AdminOkResponse } from '#shared/api/admin.ts';
import { pathPattern, type EndpointSpec, type HttpMethod } from '#shared/api/endpoint.ts';
import * as endpoints from '#shared/api/endpoints.ts';

const ADMIN_PATH = '/api/admin';

/** Every action of the console (the writes of /api/admin). */
const ADMIN_ACTIONS: readonly EndpointSpec[] = [
  endpoints.adminApproveService,
  endpoints.adminRejectService,
  endpoints.adminUnpublishService,
  endpoints.adminCreateCategory,
  endpoints.adminUpdateCategory,
  endpoints.adminReorderCategories,
  endpoints.adminDeleteCategory,
  endpoints.adminCreateSubCategory,
  endpoints.adminUpdateSubCategory,
  endpoints.adminReorderSubCategories,
  endpoints.adminDeleteSubCategory,
  endpoints.adminAddSearchTerm,
  endpoints.adminDeleteSearchTerm,
  endpoints.adminCreateAd,
  endpoints.adminUpdateAd,
  endpoints.adminDeleteAd,
  endpoints.adminSuspendUser,
  endpoints.adminReinstateUser,
  endpoints.adminUserPasswordLink,
  endpoints.adminHideReview,
  endpoints.adminShowReview,
  endpoints.adminContactMessageHandled,
  endpoints.adminCareerApplicationHandled,
];

/**
 * An action as the client calls it: the screen's body as is (JSON or FormData; the server's
 * schema checks it), its path values by name, the plain "done" answer.
 */
export type AdminActionEndpoint = EndpointSpec & {
  body: z.ZodType;
  params: z.ZodType<Record<string, string>, Record<string, string>>;
  response: z.ZodType<AdminOkResponse>;
};

/** The values of the `:name` segments of `pattern` in `path` (same number of segments). */
function pathValues(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/');
  const values = path.split('/');
  const found: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name.startsWith(':')) found[name.slice(1)] = decodeURIComponent(values[i] ?? '');
  });
  return found;
}

/** The endpoint of an action (a method and a path under /api/admin) and its path values. */
export function adminActionCall(
  method: HttpMethod,
  path: string,
): { endpoint: AdminActionEndpoint; params: Record<string, string> } {
  const url = `${ADMIN_PATH}${path}`;
  const endpoint = ADMIN_ACTIONS.find((e) => e.method === method && pathPattern(e).test(url));
  if (!endpoint) throw new Error(`No admin action ${method} ${url}`);
  return { endpoint: endpoint as AdminActionEndpoint, params: pathValues(endpoint.path, url) };
}
