import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import type { ErrorResponse } from '#shared/api/common.ts';
import { inputErrorMessage, isDatabaseBusy, isDatabaseUnavailable } from '../db/errors.ts';
import { DATABASE_RETRY_AFTER_MS, DatabaseOutage } from '../db/outage.ts';
import { AppError } from '../lib/errors.ts';
import { fieldLabel } from '../lib/field-labels.ts';
import { safeError } from '../lib/logging.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database outage tracker: one log line per outage, 503 meanwhile. */
    databaseOutage: DatabaseOutage;
  }
}

const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

/** A dotted field name from a validation path: `/body/email` → `email`. */
function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : fallback;
}

type ValidationError = FastifyError & {
  validation: { instancePath: string; message?: string; params?: unknown }[];
};

/**
 * The field errors of a failed validation, each message naming its field: "Email must be a
 * valid email address", and "First name is required" for a field that was not sent or empty.
 */
function validationErrors(err: ValidationError, request: FastifyRequest) {
  const context = err.validationContext ?? 'body';
  const input =
    context === 'body' ? request.body : context === 'params' ? request.params : request.query;
  const given =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const labels = request.routeOptions.config.fieldLabels;
  const errors: Record<string, string[]> = {};
  for (const issue of err.validation) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path = params?.issue?.path?.map(String) ?? [];
    const key = path.join('.') || fieldName(issue.instancePath, context);
    const top = path[0] ?? key;
    const value = given[top];
    const missing = value === undefined || value === null || value === '';
    const text = missing ? 'is required' : (issue.message ?? 'is invalid');
    (errors[key] ??= []).push(`${fieldLabel(key, labels)} ${text}`);
  }
  return errors;
}

function send(reply: FastifyReply, statusCode: number, body: Omit<ErrorResponse, 'request_id'>) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .send({ ...body, request_id: String(reply.request.id) });
}

/**
 * 503 with Retry-After when the database is unreachable (one log line per outage, by the
 * tracker) or too busy to answer in time (a warning per request); null for other errors.
 */
function unavailable(app: FastifyInstance, err: FastifyError, reply: FastifyReply) {
  const down = isDatabaseUnavailable(err);
  if (!down && !isDatabaseBusy(err)) return null;
  if (down) app.databaseOutage.report(err);
  else reply.request.log.warn({ err: safeError(err) }, 'database too busy: statement timed out');
  reply.header('retry-after', String(DATABASE_RETRY_AFTER_MS / 1000));
  const message = err instanceof AppError ? err.message : UNAVAILABLE_MESSAGE;
  return send(reply, 503, { status: 0, success: false, message });
}

/**
 * The error policy of product-decisions §2 in one place: every failure answers JSON with
 * `status: 0`, `success: false` and a human `message`; 5xx never leak internals, and their
 * logs carry no SQL parameters or personal data (lib/logging.ts).
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  const outage = new DatabaseOutage(app.deps.dbHandle.ping, app.log);
  app.decorate('databaseOutage', outage);
  app.addHook('onClose', async () => outage.stop());
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const unavailableReply = unavailable(app, err, reply);
    if (unavailableReply) return unavailableReply;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationErrors(err, request);
      request.log.info({ errors }, 'validation failed');
      const message = Object.values(errors)[0]?.[0] ?? 'The input is not valid';
      return send(reply, 400, { status: 0, success: false, message, errors });
    }
    if (err instanceof AppError) {
      if (err.retryAfterMs !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterMs / 1000))));
      }
      if (err.statusCode >= 500) request.log.error({ err: safeError(err) }, err.message);
      else if (err.statusCode === 401 || err.statusCode === 403 || err.statusCode === 429) {
        request.log.warn({ code: err.code, url: request.url }, err.message);
      }
      return send(reply, err.statusCode, {
        status: 0,
        success: false,
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
    const inputError = inputErrorMessage(err);
    if (inputError) {
      request.log.info('input rejected by the database');
      return send(reply, 400, { status: 0, success: false, message: inputError });
    }
    const statusCode = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message =
        statusCode === 413
          ? 'The request is too large'
          : statusCode === 415
            ? 'Unsupported content type'
            : statusCode === 429
              ? 'Too many requests, please try again later'
              : err.message || 'Bad request';
      return send(reply, statusCode, { status: 0, success: false, message });
    }
    request.log.error({ err: safeError(err) }, 'request failed');
    return send(reply, statusCode >= 500 ? statusCode : 500, {
      status: 0,
      success: false,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
