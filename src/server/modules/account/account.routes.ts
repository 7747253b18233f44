import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import type { AccountUpdateResponse } from '#shared/api/account.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses, FORM_CONSUMES, MINUTE_MS } from '../../lib/http.ts';
import { perHour, RateLimiter } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import {
  changeEmail,
  changePassword,
  updateLogo,
  type AccountDeps,
  type ChangeOutcome,
  type SessionRef,
} from './account.service.ts';
import { setAvailability } from './availability.service.ts';

const errors = errorResponses(400, 401, 403, 413, 415, 429);
const UPLOAD_NEW_LOGO = 'Upload new logo';

function answer(outcome: ChangeOutcome, success: string): AccountUpdateResponse {
  if (outcome.ok) return { status: 1, success: true, message: success, result: outcome.user };
  return {
    status: 0,
    success: false,
    message: outcome.message,
    ...(outcome.field ? { errors: { [outcome.field]: [outcome.message] } } : {}),
  };
}

/** The session user (a payload user_id naming anyone else: 403) and the session to keep. */
function sessionOf(request: FastifyRequest, body: { user_id?: number | undefined }) {
  return { userId: requireUser(request, body.user_id).id, sessionIdHash: request.sessionIdHash };
}

const accountDoc = (summary: string, description: string) => ({
  tags: ['account'],
  summary,
  description,
  consumes: FORM_CONSUMES,
  errors,
});

/** The account changes that answer with the updated record or a message. */
type ChangeEndpoint = typeof endpoints.updateEmail | typeof endpoints.changePassword;

/** A change of the session user's account that answers with the updated record or a message. */
type AccountChange<E extends ChangeEndpoint> = {
  endpoint: E;
  summary: string;
  description: string;
  change: (
    deps: AccountDeps,
    session: SessionRef,
    body: z.output<E['body']>,
  ) => Promise<ChangeOutcome>;
  /** The log line of the outcome ('email change'). */
  logLine: string;
  /** The message of a success. */
  success: string;
};

/** POST /api/<path> (form): a signed-in user changes their account; other sessions end. */
function changeRoute<E extends ChangeEndpoint>(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: AccountDeps,
  route: AccountChange<E>,
) {
  // Registered as one of the account changes: the schema types of a generic E stay unresolved.
  const endpoint: ChangeEndpoint = route.endpoint;
  app.route({
    ...routeOf(endpoint, accountDoc(route.summary, route.description)),
    onRequest: authenticated,
    handler: async (request) => {
      // The route's schema parsed it: the body of E (typed as the union of the changes' bodies).
      const body = request.body as z.output<E['body']>;
      const outcome = await route.change(deps, sessionOf(request, body), body);
      request.log.info({ ok: outcome.ok }, route.logLine);
      return answer(outcome, route.success);
    },
  });
}

/** POST /api/update-logo: multipart, at most 20 uploads an hour per user. */
const logoRoute: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const route = routeOf(endpoints.updateLogo, {
    ...accountDoc(
      'Replace the logo (multipart: logo file, user_id)',
      'JPEG, PNG or WebP (detected from the bytes), at most 8 MB; re-encoded to WebP.',
    ),
    consumes: ['multipart/form-data'],
  });
  app.route({
    ...route,
    // The logo is a file part (a server-side value): added to the endpoint's fields here.
    schema: {
      ...route.schema,
      body: route.schema.body.extend({ logo: uploadedFileSchema.optional() }),
    },
    onRequest: [authenticated, perHour(20, 'Too many uploads.', 'user')],
    config: { files: { logo: {} } },
    handler: async (request) => {
      const user = requireUser(request, request.body.user_id);
      const { logo } = request.body;
      if (!logo) throw badRequest(UPLOAD_NEW_LOGO, { logo: [UPLOAD_NEW_LOGO] });
      const result = await updateLogo(deps, user.id, logo);
      request.log.info({ userId: user.id }, 'logo updated');
      return { status: 1 as const, success: true, message: 'Logo updated successfully', result };
    },
  });
};

/** POST /api/account/availability (json): providers and admins, 30 changes an hour. */
const availabilityRoute: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  app.route({
    ...routeOf(endpoints.setAvailability, {
      tags: ['account'],
      summary: 'Say whether you take new work, and optionally the date you do again',
      description:
        'Providers and admins (403 for customers). back_on (YYYY-MM-DD, NZ date) only with taking_new_work false, and after today. Copied onto all your services at once; the listings stay public, marked and sorted last.',
      errors,
    }),
    onRequest: [authenticated, perHour(30, 'Too many changes. Try again later.', 'user')],
    handler: async (request) => {
      const user = requireUser(request);
      const answer = await setAvailability(deps, user, request.body);
      request.log.info({ userId: user.id, taking: answer.taking_new_work }, 'availability set');
      return answer;
    },
  });
};

/**
 * The account calls of the spec (update-email, change-password, update-logo). Identity comes
 * from the session; a `user_id` naming someone else is refused with 403 before anything
 * changes.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage, changes } = app.deps;
  const deps: AccountDeps = {
    db,
    config,
    storage,
    changes,
    /** Wrong current passwords, per user: the same lock as login (10 in 15 minutes). */
    passwordFailures: new RateLimiter(
      'account:wrong-password',
      { max: 10, windowMs: 15 * MINUTE_MS },
      app.deps.limits,
    ),
  };
  await app.register(logoRoute, { deps });
  await app.register(availabilityRoute, { deps });

  changeRoute(app, deps, {
    endpoint: endpoints.updateEmail,
    summary: 'Change the email (password checked again); other sessions end',
    description: 'user_id must be the session user. The old address is told about the change.',
    change: changeEmail,
    logLine: 'email change',
    success: 'Email updated successfully',
  });
  changeRoute(app, deps, {
    endpoint: endpoints.changePassword,
    summary: 'Change the password (current one checked); other sessions end',
    description: 'user_id must be the session user.',
    change: changePassword,
    logLine: 'password change',
    success: 'Password changed successfully',
  });
};
