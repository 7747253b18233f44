import type { LoggerOptions } from 'pino';

/**
 * What the logs may carry (docs/decisions/090-logs-without-secrets.md): never SQL parameters,
 * password hashes, tokens, cookies or personal data. Three layers: errors are reduced to their
 * type, message, codes and stack frames (`safeError`); any text that still looks like a hash,
 * an email address or a token is masked (`scrubText`); and known field names are censored by
 * pino's redaction, whatever logs them.
 */

const REDACTED = '[redacted]';

/** Field names whose values never reach a log line, at the top level or one level down. */
const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'password_hash',
  'new_password',
  'current_password',
  'token',
  'tokenHash',
  'email',
  'to',
  'params',
  'detail',
  'cookie',
];

export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

const TEXT_MASKS: [RegExp, string][] = [
  // argon2 / bcrypt / scrypt hashes in PHC or modular crypt form.
  [/\$(argon2(id|i|d)|2[aby]|scrypt)\$[^\s,'")]+/g, '[hash]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // Password-link tokens in URLs; long opaque secrets (base64url or hex, 32+ with a digit).
  [/([?&]token=)[^&\s'"]*/gi, `$1${REDACTED}`],
  [/\b(?=[A-Za-z_-]*\d)[A-Za-z0-9_-]{32,}\b/g, '[secret]'],
];

/** A text with hashes, email addresses and tokens masked. */
export function scrubText(text: string): string {
  return TEXT_MASKS.reduce((out, [re, to]) => out.replace(re, to), text);
}

/** Drizzle's "Failed query: <sql>\nparams: <values>" message: the SQL only. */
function failedQueryMessage(message: string): string | null {
  if (!message.startsWith('Failed query:')) return null;
  const sqlText = message.slice('Failed query:'.length).split('\nparams:')[0]?.trim() ?? '';
  return `Failed query: ${sqlText.slice(0, 500)}`;
}

type SafeError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: SafeError;
};

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 128 ? value : undefined;
}

function safeMessage(e: { message?: unknown }, code: string | undefined): string {
  const raw = typeof e.message === 'string' ? e.message : '';
  const message = failedQueryMessage(raw) ?? raw;
  // Data exceptions (22xxx) quote the offending value: keep the sentence, drop the value.
  const withoutValue = code?.startsWith('22') ? message.replace(/:\s*".*$/s, ': [value]') : message;
  return scrubText(withoutValue).slice(0, 1000);
}

/** The stack's frames only (its first line repeats the message, which may hold data). */
function safeStack(stack: unknown, type: string, message: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [`${type}: ${message}`, ...frames.slice(0, 15)].join('\n');
}

/**
 * An error as a log may show it: type, message (no parameters, values or addresses), SQLSTATE
 * or errno code, constraint/table/column names, stack frames, and the same for its cause.
 * Never a driver error's `detail`, `where`, `query` or `params`.
 */
export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) {
    return { type: typeof err, message: scrubText(String(err)).slice(0, 1000) };
  }
  const e = err as Error & Record<string, unknown>;
  const named = typeof e.name === 'string' ? e.name : undefined;
  const type = (err instanceof Error ? e.constructor?.name : named) || 'Error';
  const code = stringField(e.code);
  const message = safeMessage(e, code);
  const out: SafeError = { type, message };
  if (code) out.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = stringField(e[key]);
    if (value) out[key] = value;
  }
  const stack = safeStack(e.stack, type, message);
  if (stack) out.stack = stack;
  if (e.cause !== undefined && depth < 3) {
    out.cause = safeError(e.cause, depth + 1);
    // Wrapped driver errors (drizzle's): their codes and names show at the top too.
    for (const key of ['code', 'constraint', 'table', 'column'] as const) {
      if (!out[key] && out.cause[key]) out[key] = out.cause[key];
    }
  }
  return out;
}

/** Already reduced by `safeError` (the error handler logs those): logged as they are. */
function isSafeError(value: unknown): value is SafeError {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Error) &&
    typeof (value as SafeError).type === 'string'
  );
}

type LoggedRequest = { method: string; url: string; ip?: string; id?: string };

/**
 * The pino options of the server's loggers (the app's and the start-up one): the redaction
 * paths and serializers above. `level` comes from LOG_LEVEL.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: {
      err: (err: unknown) => (isSafeError(err) ? err : safeError(err)),
      // Never log password-link tokens that arrive in query strings (/set-password?token=…).
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url.replace(/([?&]token=)[^&]*/gi, `$1${REDACTED}`),
        ip: req.ip,
        id: req.id,
      }),
    },
  };
}
