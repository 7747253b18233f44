/**
 * PostgreSQL errors as the app reads them, on either driver and through drizzle's wrapping
 * (DrizzleQueryError keeps the driver error as its `cause`).
 */

/** The PostgreSQL error behind a (possibly wrapped) error: its SQLSTATE code and constraint. */
export function databaseErrorOf(err: unknown): { code: string; constraint: string } {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
  }
  return { code: '', constraint: '' };
}

/** A unique constraint was violated (optionally: this one). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const found = databaseErrorOf(err);
  return found.code === '23505' && (constraint === undefined || found.constraint === constraint);
}

/** PostgreSQL errors that mean "your input was wrong", never "our fault": code → message. */
const INPUT_ERRORS: Record<string, string> = {
  '22001': 'A value is too long',
  '22003': 'A number is out of range',
  '22007': 'A date is not valid',
  '22008': 'A date is out of range',
  '22021': 'Text contains invalid characters',
  '22P02': 'A value has the wrong format',
};

/** The message for an error caused by bad input, or null for any other error. */
export function inputErrorMessage(err: unknown): string | null {
  return INPUT_ERRORS[databaseErrorOf(err).code] ?? null;
}

/** Socket errors of a database connection (node-postgres passes them through). */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs that mean "the server is not there for us": class 08 (connection exception),
 * 57P01–57P03 (shut down by an administrator, crashed, not accepting connections yet) and
 * 53300 (too many connections).
 */
function isConnectionSqlState(code: string): boolean {
  return code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';
}

/** Messages of node-postgres, pg-pool and PGlite when the connection is gone or never came. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end/,
  /^PGlite is clos(ed|ing)/,
];

/**
 * The database is unreachable behind this (possibly wrapped) error: a refused or dropped
 * connection, a server shutting down, a pool timing out, a closed PGlite. Such a request is
 * not at fault and may be retried: it answers 503 (plugins/error-handler.ts).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 6;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && isConnectionSqlState(code)) return true;
    }
    const errors = (e as { errors?: unknown }).errors;
    // An AggregateError: connecting to `localhost` tried ::1 and 127.0.0.1, both refused.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
  }
  return false;
}

/** A statement ran past statement_timeout (57014): the database is busy, not gone. */
export function isDatabaseBusy(err: unknown): boolean {
  return databaseErrorOf(err).code === '57014';
}
