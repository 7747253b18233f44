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
