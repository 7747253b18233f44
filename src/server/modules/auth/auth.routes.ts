import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import type { LoginBody, LoginResponse, RegisterResponse } from '#shared/api/auth.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import type { Config } from '../../config.ts';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import { afterReplyIdle, runAfterReply } from '../../lib/after-reply.ts';
import { badRequest } from '../../lib/errors.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses, FORM_CONSUMES, MINUTE_MS } from '../../lib/http.ts';
import {
  enforceLimit,
  limitRequests,
  perHour,
  RateLimiter,
} from '../../platform/changes/rate-limit.ts';
import {
  authenticated,
  clearSessionCookie,
  requireUser,
  setSessionCookie,
} from '../../plugins/session.ts';
import { getAccount } from '../account/account.service.ts';
import { login, logout, register, type RegistrationOutcome } from './auth.service.ts';
import { createLoginGuard } from './login-guard.ts';
import { requestPasswordReset, setPasswordWithToken } from './password.service.ts';

/** Answer of forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';
export const REGISTERED_MESSAGE =
  'Registration successful. We have emailed you a link to set your password.';
const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';

const errors = errorResponses(400, 401, 403, 413, 415, 429);

function registrationAnswer(outcome: RegistrationOutcome): RegisterResponse {
  if (outcome.ok) return { status: 1, success: true, message: REGISTERED_MESSAGE };
  // The spec's client shows message.email[0]; `errors` carries the same for newer clients.
  return { status: 0, success: false, message: outcome.errors, errors: outcome.errors };
}

/** The two registration forms: accounts without a password; a link to set one is emailed. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage, changes } = app.deps;
  const deps = { db, config, storage, changes };
  const perIp = perHour(20, 'Too many registrations from your network.');

  app.route({
    ...routeOf(endpoints.register, {
      tags: ['auth'],
      summary: 'Register a personal account (form); a link to set the password is emailed',
      description:
        'is_verified is ignored; role_id 2 or 3 (default 3). On a taken email: status 0 and message.email (a list).',
      consumes: FORM_CONSUMES,
      errors,
    }),
    onRequest: perIp,
    handler: async (request) => {
      const outcome = await register(deps, { kind: 'personal', body: request.body });
      request.log.info({ userId: outcome.ok ? outcome.userId : null }, 'registration');
      return registrationAnswer(outcome);
    },
  });

  const provider = routeOf(endpoints.serviceProviderRegister, {
    tags: ['auth'],
    summary: 'Register a service provider (multipart with a logo file)',
    description:
      'message: at most 1000 characters; logo: JPEG, PNG or WebP, at most 8 MB; is_verified is ignored; role_id 2 or 3 (default 2).',
    consumes: FORM_CONSUMES,
    errors,
  });
  app.route({
    ...provider,
    // The logo is a file part (a server-side value): added to the endpoint's fields here.
    schema: {
      ...provider.schema,
      body: provider.schema.body.extend({ logo: uploadedFileSchema.optional() }),
    },
    onRequest: perIp,
    config: { files: { logo: {} }, fieldLabels: { message: 'Description' } },
    handler: async (request) => {
      const { logo, ...body } = request.body;
      const outcome = await register(deps, { kind: 'provider', body, logo });
      request.log.info({ userId: outcome.ok ? outcome.userId : null }, 'provider registration');
      return registrationAnswer(outcome);
    },
  });
};

/** POST /api/login: the session cookie on success, the spec's status 0 otherwise. */
async function logIn(
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginBody,
  deps: Parameters<typeof login>[0] & { config: Config },
): Promise<LoginResponse> {
  const { name, password, remember } = body;
  const outcome = await login(deps, {
    name,
    password,
    remember: remember === true,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    previousSessionIdHash: request.sessionIdHash,
    previousUserId: request.user?.id ?? null,
  });
  // Success and failure apart, with the reason, so an operator can count guessing (issue 22
  // §6b); never the name typed (often an email) nor the password.
  if (outcome.ok) request.log.info({ userId: outcome.user.id, outcome: 'success' }, 'login');
  else {
    const { userId, reason } = outcome;
    request.log.warn({ userId, outcome: 'failure', reason }, 'login failed');
    if (outcome.refusal) throw outcome.refusal;
    return { status: 0, success: false, message: outcome.message };
  }
  setSessionCookie(reply, deps.config, outcome.session.id, outcome.session.isPersistent);
  reply.header('cache-control', 'no-store');
  return { status: 1, success: true, message: 'Login successfully', result: outcome.user };
}

/** Login, logout and the session user. */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage, limits, changes } = app.deps;
  /** Failures per account and address (login-guard.ts, decision 095). */
  const guard = createLoginGuard(limits);
  /** Generous: an office of 20 people logging in within a minute still works. */
  const perIp = new RateLimiter('login:ip', { max: 100, windowMs: MINUTE_MS }, limits);

  app.route({
    ...routeOf(endpoints.login, {
      tags: ['auth'],
      summary: 'Log in with email or username; sets the session cookie',
      description:
        'name (email or username), password, remember (optional: a 30-day cookie). Bad credentials: status 0. An address with 10 failures for an account in 15 minutes (3 while the account is under attack: 20 failures in 5 minutes) gets 429 for that account; addresses that have not failed are always checked.',
      errors,
    }),
    onRequest: limitRequests(perIp, 'Too many login attempts from your network.'),
    config: { fieldLabels: { name: 'Email/Username' } },
    handler: (request, reply) =>
      logIn(request, reply, request.body, { db, storage, guard, config, changes }),
  });

  app.route({
    ...routeOf(endpoints.logout, {
      tags: ['auth'],
      summary: 'End the session (deletes it server-side and clears the cookie)',
      errors,
    }),
    handler: async (request, reply) => {
      await logout(
        { db, changes },
        { idHash: request.sessionIdHash, userId: request.user?.id ?? null },
      );
      if (request.user) request.log.info({ userId: request.user.id }, 'logout');
      clearSessionCookie(reply, config);
      reply.header('cache-control', 'no-store');
      return { status: 1 as const, success: true, message: 'You are logged out.' };
    },
  });

  app.route({
    ...routeOf(endpoints.me, {
      tags: ['auth'],
      summary: 'The session user: user record, names, member since, subscription',
      errors: errorResponses(401),
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const account = await getAccount(db, storage, requireUser(request).id);
      reply.header('cache-control', 'no-store');
      return { status: 1 as const, success: true as const, result: account };
    },
  });
};

/** Password links: forgot password, and setting a password from a link. */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes, limits } = app.deps;
  const forgotPerIp = new RateLimiter('forgot:ip', { max: 10, windowMs: 15 * MINUTE_MS }, limits);
  const forgotPerEmail = new RateLimiter(
    'forgot:email',
    { max: 3, windowMs: 30 * MINUTE_MS },
    limits,
  );
  const setPerIp = new RateLimiter(
    'set-password:ip',
    { max: 20, windowMs: 15 * MINUTE_MS },
    limits,
  );
  app.addHook('onClose', afterReplyIdle);

  app.route({
    ...routeOf(endpoints.forgotPassword, {
      tags: ['auth'],
      summary: 'Email a password reset link (same answer whether or not the address exists)',
      errors,
    }),
    onRequest: limitRequests(forgotPerIp, 'Too many password requests from your network.'),
    handler: async (request) => {
      const { email } = request.body;
      await enforceLimit(forgotPerEmail, email, 'Too many password requests for this email.');
      // Looking the address up, the token and the outbox row all happen after the answer, so
      // it takes the same time whether or not the address has an account.
      const { log } = request;
      runAfterReply(
        async () =>
          log.info(
            { sent: await requestPasswordReset(db, config, email) },
            'password reset requested',
          ),
        (err) =>
          isDatabaseUnavailable(err)
            ? app.databaseOutage.report(err)
            : log.error({ err }, 'password reset request failed'),
      );
      return { status: 1 as const, success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  });

  app.route({
    ...routeOf(endpoints.setPassword, {
      tags: ['auth'],
      summary: 'Set a password from an emailed link (set-up or reset); the link works once',
      description:
        'token, password (8 to 1024 characters, not a common password). Success verifies the email and ends every session of the user. A used, expired or unknown token: 400.',
      errors,
    }),
    onRequest: limitRequests(setPerIp, 'Too many attempts from your network.'),
    handler: async (request) => {
      const outcome = await setPasswordWithToken({ db, changes, config }, request.body);
      if (!outcome.ok && outcome.reason === 'invalid_token') {
        throw badRequest(INVALID_LINK, { token: [INVALID_LINK] });
      }
      if (!outcome.ok) {
        return {
          status: 0 as const,
          success: false,
          message: outcome.message,
          errors: { password: [outcome.message] },
        };
      }
      request.log.info({ userId: outcome.userId }, 'password set from a link');
      return {
        status: 1 as const,
        success: true,
        message: 'Your password has been set. You can now log in.',
      };
    },
  });
};

/** Registration, login, logout, the session user and password links (issue 4). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
};
