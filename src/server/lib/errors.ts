/**
 * Typed protocol errors. Business outcomes (wrong password, duplicate email...) are not errors:
 * they are 200 answers with `status: 0` / `success: false` (product-decisions §2).
 */
export const ERROR_STATUS = {
  /** Malformed or invalid input. */
  VALIDATION_FAILED: 400,
  /** No session. */
  UNAUTHENTICATED: 401,
  /** A session, but not allowed (another user's id, wrong role, cross-origin write). */
  FORBIDDEN: 403,
  /** Unknown id or slug. */
  NOT_FOUND: 404,
  /** State conflict (already done). */
  CONFLICT: 409,
  /** Body or file too large. */
  PAYLOAD_TOO_LARGE: 413,
  /** A file of a type we do not take. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Rate limited. */
  TOO_MANY_REQUESTS: 429,
  /** A dependency (database, mail, payments) is unavailable. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** For 429 and 503: when to try again (sent as Retry-After). */
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please login to your account!') =>
  new AppError('UNAUTHENTICATED', message);
export const badRequest = (message: string, errors?: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', message, errors);
/** A 503 for a service we depend on that did not answer: try again in 5 s; `cause` goes to the log. */
export const unavailable = (message: string, cause: unknown) =>
  new AppError('UNAVAILABLE', message, undefined, 5000, { cause });
