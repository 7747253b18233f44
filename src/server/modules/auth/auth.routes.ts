import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  ProviderRegisterBodySchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  SetPasswordBodySchema,
  type RegisterResponse,
} from '#shared/api/auth.ts';
import { ErrorResponseSchema } from '#shared/api/common.ts';
import { badRequest, unauthenticated } from '../../lib/errors.ts';
import { assertImage, storeLogo } from '../../lib/images.ts';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords.ts';
import { enforceLimit, RateLimiter, tooManyRequests } from '../../lib/rate-limit.ts';
import { createSession, deleteSession } from '../../lib/sessions.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session.ts';
import { getAccount, getUserRecord } from '../account/account.service.ts';
import {
  findLoginAccount,
  registerAccount,
  requestPasswordReset,
  setPasswordWithToken,
  type RegistrationOutcome,
} from './auth.service.ts';
import { parseInput, readFormInput } from './form-input.ts';

const MINUTE = 60 * 1000;

/** Answer of forgot-password, whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. Please check your inbox.';
export const REGISTERED_MESSAGE =
  'Registration successful. We have emailed you a link to set your password.';
export const BAD_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';

const FORM_CONSUMES = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
];

const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

function registrationAnswer(outcome: RegistrationOutcome): RegisterResponse {
  if (outcome.ok) return { status: 1, success: true, message: REGISTERED_MESSAGE };
  // The spec's client shows message.email[0]; `errors` carries the same for newer clients.
  return { status: 0, success: false, message: outcome.errors, errors: outcome.errors };
}

/**
 * Registration, login, logout, the session user and password links (issue 4).
 * Rate limits (per app process; see docs/decisions/012-rate-limits.md) run before any hashing.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app.deps;
  const limits = {
    /** Generous: an office of 20 people logging in within a minute still works. */
    loginPerIp: new RateLimiter({ max: 100, windowMs: MINUTE }),
    /** Failures only: after 10 in 15 minutes the account refuses logins until the window ends. */
    loginFailuresPerAccount: new RateLimiter({ max: 10, windowMs: 15 * MINUTE }),
    registerPerIp: new RateLimiter({ max: 20, windowMs: 60 * MINUTE }),
    forgotPerIp: new RateLimiter({ max: 10, windowMs: 15 * MINUTE }),
    forgotPerEmail: new RateLimiter({ max: 3, windowMs: 30 * MINUTE }),
    setPasswordPerIp: new RateLimiter({ max: 20, windowMs: 15 * MINUTE }),
  };

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a personal account (form); a link to set the password is emailed',
        description:
          'Form fields: f_name, l_name, email, phone_number, is_verified (ignored), role_id (2 or 3; default 3). On a taken email: status 0 and message.email (a list).',
        consumes: FORM_CONSUMES,
        response: { 200: RegisterResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      enforceLimit(
        limits.registerPerIp,
        request.ip,
        reply,
        'Too many registrations from your network.',
      );
      const { fields } = await readFormInput(request);
      const body = parseInput(RegisterBodySchema, fields);
      const outcome = await registerAccount(db, config, { kind: 'personal', body });
      request.log.info({ userId: outcome.ok ? outcome.userId : null }, 'registration');
      return registrationAnswer(outcome);
    },
  );

  app.post(
    '/serviceProviderRegister',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register a service provider (multipart with a logo file)',
        description:
          'Fields: business_name, contact_person, email, message (at most 1000 characters), phone_number, logo (JPEG, PNG or WebP, at most 8 MB), is_verified (ignored), role_id (2 or 3; default 2).',
        consumes: FORM_CONSUMES,
        response: { 200: RegisterResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      enforceLimit(
        limits.registerPerIp,
        request.ip,
        reply,
        'Too many registrations from your network.',
      );
      const { fields, files } = await readFormInput(request, { fileFields: ['logo'] });
      const body = parseInput(ProviderRegisterBodySchema, fields);
      let logoKey: string | null = null;
      if (files.logo) {
        await assertImage(files.logo.bytes, 'Logo');
        logoKey = await storeLogo(storage, files.logo.bytes);
      }
      let outcome: RegistrationOutcome;
      try {
        outcome = await registerAccount(db, config, { kind: 'provider', body, logoKey });
      } catch (err) {
        if (logoKey) await storage.delete(logoKey).catch(() => {});
        throw err;
      }
      if (!outcome.ok && logoKey) await storage.delete(logoKey).catch(() => {});
      request.log.info({ userId: outcome.ok ? outcome.userId : null }, 'provider registration');
      return registrationAnswer(outcome);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email or username; sets the session cookie',
        description:
          'json: name (email or username), password, remember (optional: a 30-day cookie). Bad credentials: status 0. 10 failures in 15 minutes lock the account for the rest of the window (429).',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      enforceLimit(
        limits.loginPerIp,
        request.ip,
        reply,
        'Too many login attempts from your network.',
      );
      const { name, password, remember } = request.body;
      const account = await findLoginAccount(db, name);
      const accountKey = account ? `user:${account.id}` : `name:${name.toLowerCase()}`;
      const wait = limits.loginFailuresPerAccount.retryAfterMs(accountKey);
      if (wait > 0) {
        request.log.warn({ userId: account?.id ?? null }, 'login refused: account locked');
        throw tooManyRequests(reply, wait, 'Too many failed login attempts for this account.');
      }
      let passwordOk = false;
      if (account?.passwordHash) passwordOk = await verifyPassword(account.passwordHash, password);
      else await burnPasswordCheck(password);
      if (!account || !passwordOk) {
        limits.loginFailuresPerAccount.hit(accountKey);
        request.log.info({ userId: account?.id ?? null }, 'login failed');
        return { status: 0 as const, success: false, message: BAD_CREDENTIALS_MESSAGE };
      }
      if (account.isSuspended) {
        request.log.info({ userId: account.id }, 'login refused: suspended');
        return {
          status: 0 as const,
          success: false,
          message:
            'Your account has been suspended. Please contact us if you think this is a mistake.',
        };
      }
      // A new id at every login (no fixation): the session this browser had ends.
      if (request.sessionIdHash) await deleteSession(db, request.sessionIdHash);
      const session = await createSession(db, {
        userId: account.id,
        isPersistent: remember === true,
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
      });
      setSessionCookie(reply, config, session.id, session.isPersistent);
      reply.header('cache-control', 'no-store');
      const result = await getUserRecord(db, storage, account.id);
      if (!result) throw unauthenticated();
      request.log.info({ userId: account.id, persistent: session.isPersistent }, 'login');
      return { status: 1 as const, success: true, message: 'Login successfully', result };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (deletes it server-side and clears the cookie)',
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.sessionIdHash) await deleteSession(db, request.sessionIdHash);
      if (request.user) request.log.info({ userId: request.user.id }, 'logout');
      clearSessionCookie(reply, config);
      reply.header('cache-control', 'no-store');
      return { status: 1 as const, success: true, message: 'You are logged out.' };
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The session user: user record, names, member since, subscription',
        response: { 200: MeResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const account = await getAccount(db, storage, user.id);
      if (!account) throw unauthenticated();
      reply.header('cache-control', 'no-store');
      return { status: 1 as const, success: true as const, result: account };
    },
  );

  app.post(
    '/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer whether or not the address exists)',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      enforceLimit(
        limits.forgotPerIp,
        request.ip,
        reply,
        'Too many password requests from your network.',
      );
      enforceLimit(
        limits.forgotPerEmail,
        email,
        reply,
        'Too many password requests for this email.',
      );
      const sent = await requestPasswordReset(db, config, email);
      request.log.info({ sent }, 'password reset requested');
      return { status: 1 as const, success: true, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/password/set',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a password from an emailed link (set-up or reset); the link works once',
        description:
          'json: token, password (8 to 1024 characters, not a common password). Success verifies the email and ends every session of the user. A used, expired or unknown token: 400.',
        body: SetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      enforceLimit(
        limits.setPasswordPerIp,
        request.ip,
        reply,
        'Too many attempts from your network.',
      );
      const outcome = await setPasswordWithToken(db, request.body);
      if (!outcome.ok && outcome.reason === 'invalid_token') {
        const message = 'This link is invalid or has expired. Please ask for a new one.';
        throw badRequest(message, { token: [message] });
      }
      if (!outcome.ok) {
        const message = outcome.reason === 'policy' ? outcome.message : 'The password was refused.';
        return { status: 0 as const, success: false, message, errors: { password: [message] } };
      }
      request.log.info({ userId: outcome.userId }, 'password set from a link');
      return {
        status: 1 as const,
        success: true,
        message: 'Your password has been set. You can now log in.',
      };
    },
  );
};
