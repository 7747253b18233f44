import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AccountUpdateResponseSchema,
  ChangePasswordBodySchema,
  UpdateEmailBodySchema,
  UpdateLogoFieldsSchema,
  type AccountUpdateResponse,
} from '#shared/api/account.ts';
import { ErrorResponseSchema } from '#shared/api/common.ts';
import { badRequest, unauthenticated } from '../../lib/errors.ts';
import { assertImage, storeLogo } from '../../lib/images.ts';
import { enforceLimit, RateLimiter, tooManyRequests } from '../../lib/rate-limit.ts';
import { requireUser } from '../../plugins/session.ts';
import { parseInput, readFormInput } from '../auth/form-input.ts';
import {
  changeEmail,
  changePassword,
  getUserRecord,
  replaceLogo,
  type ChangeOutcome,
} from './account.service.ts';

const MINUTE = 60 * 1000;

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

function refusal(outcome: Extract<ChangeOutcome, { ok: false }>): AccountUpdateResponse {
  return {
    status: 0,
    success: false,
    message: outcome.message,
    ...(outcome.field ? { errors: { [outcome.field]: [outcome.message] } } : {}),
  };
}

/**
 * The account calls of the spec (update-email, change-password, update-logo). Identity comes
 * from the session; a `user_id` naming someone else is refused with 403 before anything
 * changes.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app.deps;
  const limits = {
    /** Wrong current passwords, per user: the same lock as login (10 in 15 minutes). */
    passwordFailures: new RateLimiter({ max: 10, windowMs: 15 * MINUTE }),
    uploadsPerUser: new RateLimiter({ max: 20, windowMs: 60 * MINUTE }),
  };

  const checkPasswordLock = (userId: number, reply: Parameters<typeof tooManyRequests>[0]) => {
    const wait = limits.passwordFailures.retryAfterMs(`user:${userId}`);
    if (wait > 0) throw tooManyRequests(reply, wait, 'Too many wrong passwords.');
  };

  app.post(
    '/update-email',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the email (password checked again); other sessions end',
        description:
          'Form: current_email, user_id (must be the session user), new_email, password. The old address is told about the change.',
        consumes: FORM_CONSUMES,
        response: { 200: AccountUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { fields } = await readFormInput(request);
      const user = requireUser(request, fields.user_id);
      const body = parseInput(UpdateEmailBodySchema, fields);
      checkPasswordLock(user.id, reply);
      const outcome = await changeEmail(
        db,
        { config },
        {
          userId: user.id,
          keepSessionIdHash: request.sessionIdHash,
          currentEmail: body.current_email,
          newEmail: body.new_email,
          password: body.password,
        },
      );
      if (!outcome.ok) {
        if (outcome.reason === 'wrong_password') limits.passwordFailures.hit(`user:${user.id}`);
        return refusal(outcome);
      }
      request.log.info({ userId: user.id }, 'email changed');
      const result = await getUserRecord(db, storage, user.id);
      if (!result) throw unauthenticated();
      return { status: 1 as const, success: true, message: 'Email updated successfully', result };
    },
  );

  app.post(
    '/change-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the password (current one checked); other sessions end',
        description: 'Form: current_password, new_password, user_id (must be the session user).',
        consumes: FORM_CONSUMES,
        response: { 200: AccountUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      requireUser(request);
      const { fields } = await readFormInput(request);
      const user = requireUser(request, fields.user_id);
      const body = parseInput(ChangePasswordBodySchema, fields);
      checkPasswordLock(user.id, reply);
      const outcome = await changePassword(db, {
        userId: user.id,
        keepSessionIdHash: request.sessionIdHash,
        currentPassword: body.current_password,
        newPassword: body.new_password,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'wrong_password') limits.passwordFailures.hit(`user:${user.id}`);
        return refusal(outcome);
      }
      request.log.info({ userId: user.id }, 'password changed');
      const result = await getUserRecord(db, storage, user.id);
      if (!result) throw unauthenticated();
      return {
        status: 1 as const,
        success: true,
        message: 'Password changed successfully',
        result,
      };
    },
  );

  app.post(
    '/update-logo',
    {
      schema: {
        tags: ['account'],
        summary: 'Replace the logo (multipart: logo file, user_id)',
        description:
          'JPEG, PNG or WebP (detected from the bytes), at most 8 MB; re-encoded to WebP.',
        consumes: ['multipart/form-data'],
        response: { 200: AccountUpdateResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const sessionUser = requireUser(request);
      enforceLimit(limits.uploadsPerUser, `user:${sessionUser.id}`, reply, 'Too many uploads.');
      const { fields, files } = await readFormInput(request, { fileFields: ['logo'] });
      const user = requireUser(request, fields.user_id);
      parseInput(UpdateLogoFieldsSchema, fields);
      const logo = files.logo;
      if (!logo) throw badRequest('Upload new logo', { logo: ['Upload new logo'] });
      await assertImage(logo.bytes, 'Logo');
      const key = await storeLogo(storage, logo.bytes);
      const previous = await replaceLogo(db, user.id, key);
      if (previous && previous !== key) {
        await storage.delete(previous).catch((err: unknown) => {
          request.log.warn({ err }, 'could not delete the previous logo');
        });
      }
      request.log.info({ userId: user.id }, 'logo updated');
      const result = await getUserRecord(db, storage, user.id);
      if (!result) throw unauthenticated();
      return { status: 1 as const, success: true, message: 'Logo updated successfully', result };
    },
  );
};
