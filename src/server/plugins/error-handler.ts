import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

import type { ErrorResponse } from '#shared/api/common.ts';
import { AppError } from '../lib/errors.ts';

/** A dotted field name from a validation path: `/body/email` → `email`. */
function fieldName(instancePath: string, fallback: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : fallback;
}

function send(reply: FastifyReply, statusCode: number, body: Omit<ErrorResponse, 'request_id'>) {
  return reply
    .code(statusCode)
    .header('cache-control', 'no-store')
    .send({ ...body, request_id: String(reply.request.id) });
}

/** PostgreSQL errors that mean "your input was wrong", never "our fault". */
const PG_INPUT_ERRORS: Record<string, string> = {
  '22001': 'A value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date is not valid',
  '22008': 'A date is out of range',
  '22021': 'Text contains invalid characters',
  '22P02': 'A value has the wrong format',
};

/**
 * The error policy of product-decisions §2 in one place: every failure answers JSON with
 * `status: 0`, `success: false` and a human `message`; 5xx never leak internals.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {};
      for (const issue of err.validation) {
        const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
        const path = params?.issue?.path?.map(String).join('.');
        const key = path || fieldName(issue.instancePath, err.validationContext ?? 'body');
        (errors[key] ??= []).push(issue.message ?? 'is invalid');
      }
      const [firstKey, firstMessages] = Object.entries(errors)[0] ?? ['input', ['is invalid']];
      request.log.info({ errors }, 'validation failed');
      return send(reply, 400, {
        status: 0,
        success: false,
        message: `Invalid input: ${firstKey} ${firstMessages[0] ?? 'is invalid'}`,
        errors,
      });
    }
    if (err instanceof AppError) {
      if (err.statusCode === 403 || err.statusCode === 401) {
        request.log.warn({ code: err.code, url: request.url }, err.message);
      }
      return send(reply, err.statusCode, {
        status: 0,
        success: false,
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
      });
    }
    // drizzle wraps driver errors (DrizzleQueryError): the PostgreSQL code sits on the cause.
    const pgCode =
      (err as { code?: unknown }).code ?? (err as { cause?: { code?: unknown } }).cause?.code;
    if (typeof pgCode === 'string' && PG_INPUT_ERRORS[pgCode]) {
      request.log.info({ pgCode }, 'input rejected by the database');
      return send(reply, 400, { status: 0, success: false, message: PG_INPUT_ERRORS[pgCode] });
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
    request.log.error({ err }, 'request failed');
    return send(reply, statusCode >= 500 ? statusCode : 500, {
      status: 0,
      success: false,
      message: 'Something went wrong on our side. Please try again.',
    });
  });
}
