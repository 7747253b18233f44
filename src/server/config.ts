import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';

import { z } from 'zod';

/**
 * The one place that reads process.env. Parses every variable with zod at start; a bad value
 * stops the process with a message naming the variable.
 */

/** The GST number receipts show when GST_NUMBER is unset (a demo value, not a real one). */
const DEMO_GST_NUMBER = '123-456-789';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** One TRUST_PROXY entry: a named range, an address, or address/prefix (proxy-addr's forms). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/** Empty/false/0, true, a hop count, or comma-separated proxy addresses. */
function isTrustProxy(value: string): boolean {
  const v = value.trim();
  if (['', 'false', 'true'].includes(v) || /^\d+$/.test(v)) return true;
  return v.split(',').every((entry) => isProxyAddress(entry.trim()));
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SITE_NAME: z.string().min(1).default('Kiwi Services'),
  /** The supplier named on tax invoices (receipts); unset: SITE_NAME. */
  SUPPLIER_NAME: optionalString,
  /** The supplier's GST number on tax invoices (nine digits, shown as 123-456-789). */
  GST_NUMBER: optionalString.pipe(
    z
      .string()
      .regex(/^\d{2,3}-?\d{3}-?\d{3}$/, 'must be a GST number of 8 or 9 digits, like 123-456-789')
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
      message: 'must be an address, like "Kiwi Services <no-reply@example.com>"',
    })
    .default('Kiwi Services <no-reply@kiwiservices.local>'),
  /** Where contact messages and career applications go. */
  TEAM_EMAIL: z.email('must be an email address').default('team@kiwiservices.local'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  /** Another Stripe API address (a local fake server in tests); unset: api.stripe.com. */
  STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Empty or false: ignore X-Forwarded-For. true, a hop count, or the proxy's address(es). */
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, {
      message: 'must be true, false, a hop count, or proxy addresses (IP or CIDR, comma-separated)',
    })
    .default('false'),
  // Shared state of several instances (decision 094): Redis, and S3-compatible uploads.
  REDIS_URL: optionalString.pipe(
    z.url({ protocol: /^rediss?$/, message: 'must be a redis:// URL' }).optional(),
  ),
  /** Prefix of every Redis key and channel (several sites or test runs on one Redis). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1-64 letters, digits, or : . - _')
    .default('ks:'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  /** Where the bucket's files are public (a CDN); unset: the app serves them at /uploads/. */
  S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo data into an empty database (default: on, except in production). */
  SEED_DEMO: booleanish.optional(),
  /** The micro-cache of anonymous read answers (default: on). */
  RESPONSE_CACHE: booleanish.optional(),
  /** How long start-up waits for an unreachable DATABASE_URL before giving up. */
  DATABASE_WAIT_SECONDS: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ message: 'must be a number of seconds from 0 to 600' })
      .min(0, 'must be a number of seconds from 0 to 600')
      .max(600, 'must be a number of seconds from 0 to 600')
      .default(15),
  ),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  /** Start-up retries an unreachable database this long (ms) before stopping. */
  databaseWaitMs: number;
  dataDir: string;
  uploadsDir: string;
  siteName: string;
  /** Tax invoices: the supplier's name and GST number. */
  supplier: { name: string; gstNumber: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    publishableKey: string | undefined;
    apiUrl: string | undefined;
  };
  /** `stripe` when STRIPE_SECRET_KEY is set, else `local` (Stripe's test cards only). */
  paymentMode: 'local' | 'stripe';
  trustProxy: boolean | number | string;
  redisUrl: string | undefined;
  redisPrefix: string;
  /** S3-compatible storage of uploads (null: the local folder `uploadsDir`). */
  s3: S3Config | null;
  logLevel: string;
  seedDemo: boolean;
  /** Serve anonymous reads from the micro-cache (platform/cache/response-cache.ts). */
  responseCache: boolean;
  /** Where the built web app lives. */
  webDistDir: string;
};

export type S3Config = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Both keys, or neither (the AWS SDK's default credential chain). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  publicUrl: string | undefined;
};

export class ConfigError extends Error {}

/** The S3 block of the configuration, or a ConfigError naming the variable that is missing. */
function s3Config(e: z.infer<typeof EnvSchema>): S3Config | null {
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (!e.S3_BUCKET) {
    const stray = e.S3_ENDPOINT || keys.some(Boolean) || e.S3_PUBLIC_URL;
    if (stray)
      throw new ConfigError('Invalid environment configuration:\n  S3_BUCKET: is required');
    return null;
  }
  if (keys.filter(Boolean).length === 1) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid environment configuration:\n  ${missing}: is required`);
  }
  const [accessKeyId, secretAccessKey] = keys;
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
  };
}

function parseTrustProxy(value: string): boolean | number | string {
  const v = value.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Parses an environment (process.env by default) into a typed config, or throws ConfigError. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    // One line per bad variable, naming it: "Invalid configuration: PORT: must be ...".
    const lines = parsed.error.issues.map(
      (issue) => `Invalid configuration: ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(lines.join('\n'));
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    siteName: e.SITE_NAME,
    supplier: { name: e.SUPPLIER_NAME ?? e.SITE_NAME, gstNumber: e.GST_NUMBER ?? DEMO_GST_NUMBER },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      apiUrl: e.STRIPE_API_URL,
    },
    paymentMode: e.STRIPE_SECRET_KEY ? 'stripe' : 'local',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    s3: s3Config(e),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    responseCache: e.RESPONSE_CACHE ?? true,
    webDistDir: resolve('dist/web'),
  };
}

/** Loads `.env` from the working folder when there is one (real environment variables win). */
export function loadDotEnv(path = '.env'): void {
  if (existsSync(path)) process.loadEnvFile(path);
}
