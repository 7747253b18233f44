import { z } from 'zod';

import { id, isoDate, text } from './common.ts';

/*
 * Badges that were checked (issue 27 §3, decision 136): a provider adds an NZBN, an LBP number,
 * an electrical (EWRB) or plumbing/gas/drainlaying (PGDB) registration, or public liability
 * insurance; an admin checks it against the public register and approves it with the date
 * checked, or rejects it with a reason. Only checked badges show, and no plan or payment changes
 * them. The names below (`kind`, `number`, `classes[]`, `insurer`, `amount_cents`, `expires_on`,
 * `certificate`, `checked_on`, `reason`, `badges`, `label`, `checked_at`) are a contract other
 * clients rely on. Identity comes from the session.
 */

export const CREDENTIAL_KINDS = ['nzbn', 'lbp', 'ewrb', 'pgdb', 'insurance'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** The kinds that are a licence or a registration: the search filter's "checked licence". */
export const LICENCE_KINDS = ['lbp', 'ewrb', 'pgdb'] as const satisfies readonly CredentialKind[];

/** The kinds' names on the account and admin screens. */
export const CREDENTIAL_KIND_NAMES: Record<CredentialKind, string> = {
  nzbn: 'NZBN',
  lbp: 'Licensed Building Practitioner',
  ewrb: 'Electrical registration (EWRB)',
  pgdb: 'Plumbing, gas or drainlaying registration (PGDB)',
  insurance: 'Public liability insurance',
};

/** The short name that starts a badge's label: "LBP: Carpentry". */
export const CREDENTIAL_BADGE_PREFIX: Record<CredentialKind, string> = {
  nzbn: 'NZBN',
  lbp: 'LBP',
  ewrb: 'EWRB',
  pgdb: 'PGDB',
  insurance: 'Insured',
};

/** The LBP licence classes (lbp.govt.nz). */
export const LBP_CLASSES = [
  'Carpentry',
  'Site 1',
  'Site 2',
  'Site 3',
  'Design 1',
  'Design 2',
  'Design 3',
  'Roofing',
  'External Plastering',
  'Brick and Blocklaying',
  'Foundations',
] as const;

/** The EWRB registration classes (ewrb.govt.nz). */
export const EWRB_CLASSES = [
  'Electrician',
  'Electrical Inspector',
  'Electrical Engineer',
  'Electrical Service Technician',
  'Electrical Appliance Serviceperson',
  'Line Mechanic',
  'Cable Jointer',
] as const;

/** The PGDB registration classes (pgdb.co.nz). */
export const PGDB_CLASSES = [
  'Certifying Plumber',
  'Licensed Plumber',
  'Certifying Gasfitter',
  'Licensed Gasfitter',
  'Certifying Drainlayer',
  'Licensed Drainlayer',
] as const;

export const CREDENTIAL_CLASSES: Record<'lbp' | 'ewrb' | 'pgdb', readonly string[]> = {
  lbp: LBP_CLASSES,
  ewrb: EWRB_CLASSES,
  pgdb: PGDB_CLASSES,
};

/** A certificate: a PDF or a photo, at most 5 MB. */
export const CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;
export const INSURER_MAX = 120;
export const REJECT_REASON_MAX = 500;
/** Insurance cover between NZ$1 and NZ$100 million, in cents. */
export const INSURANCE_AMOUNT_MAX_CENTS = 10_000_000_000;
/** The expiry notice goes this many days before insurance runs out. */
export const INSURANCE_NOTICE_DAYS = 30;

export const CREDENTIAL_TEXTS = {
  added: 'Thanks. We will check it against the public register, usually within two working days.',
  removed: 'Removed.',
  approved: 'Checked. The badge now shows.',
  rejected: 'Rejected. The provider has been told why.',
  alreadyWaiting: 'One of these is already waiting to be checked.',
  notFound: 'Not found',
  notWaiting: 'This one is not waiting to be checked.',
  providersOnly: 'Only service providers can add licences and badges.',
  nzbnShape: 'must be the 13 digits of your NZBN',
  nzbnCheckDigit: 'is not a valid NZBN: check the digits',
  lbpShape: 'must be BP followed by 6 digits, like BP123456',
  registrationShape: 'must be your registration number: 4 to 7 digits',
  classesRequired: 'choose at least one class',
  classUnknown: 'has a class this register does not have',
  insurerRequired: 'is required',
  amountRequired: 'is required',
  expiryRequired: 'is required',
  expiryPast: 'must be a date in the future',
  certificateRequired: 'attach the certificate (PDF or photo)',
  certificateType: 'must be a PDF or an image (JPEG, PNG or WebP)',
  certificateSize: 'must be at most 5 MB',
  checkedOnFuture: 'cannot be in the future',
  reasonRequired: 'is required',
} as const;

/** The GS1 check digit of a 13-digit NZBN (weights 1 and 3 from the left). */
export function nzbnCheckDigitOk(nzbn: string): boolean {
  if (!/^\d{13}$/.test(nzbn)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(nzbn[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(nzbn[12]);
}

/** A number as the provider typed it, without spaces (and upper case, for BP). */
export const normaliseCredentialNumber = (raw: string): string =>
  raw.replace(/[\s-]/g, '').toUpperCase();

/** The field message for a number of the wrong shape, or null when it fits its kind. */
export function credentialNumberError(kind: CredentialKind, raw: string): string | null {
  const number = normaliseCredentialNumber(raw);
  switch (kind) {
    case 'nzbn':
      if (!/^\d{13}$/.test(number)) return CREDENTIAL_TEXTS.nzbnShape;
      return nzbnCheckDigitOk(number) ? null : CREDENTIAL_TEXTS.nzbnCheckDigit;
    case 'lbp':
      return /^BP\d{6}$/.test(number) ? null : CREDENTIAL_TEXTS.lbpShape;
    case 'ewrb':
    case 'pgdb':
      return /^\d{4,7}$/.test(number) ? null : CREDENTIAL_TEXTS.registrationShape;
    case 'insurance':
      return null;
  }
}

/**
 * The public register's search for a number, for the admin who checks it (the registers have
 * no API we may call; the admin looks and decides).
 */
export function registerSearchUrl(kind: CredentialKind, number: string | null): string | null {
  const n = encodeURIComponent(number ?? '');
  switch (kind) {
    case 'nzbn':
      return `https://www.nzbn.govt.nz/mynzbn/search/${n}/`;
    case 'lbp':
      return `https://www.lbp.govt.nz/for-the-public/search-the-register/?lbpNumber=${n}`;
    case 'ewrb':
      return `https://www.ewrb.govt.nz/public-register/search/?registrationNumber=${n}`;
    case 'pgdb':
      return `https://www.pgdb.co.nz/search-the-register/?registrationNumber=${n}`;
    case 'insurance':
      return null;
  }
}

/** A badge's label: "LBP: Carpentry, Site 1", "NZBN 9429041535257", "Insured to $2,000,000". */
export function badgeLabel(c: {
  kind: CredentialKind;
  number: string | null;
  classes: readonly string[];
  amount_cents: number | null;
}): string {
  const prefix = CREDENTIAL_BADGE_PREFIX[c.kind];
  if (c.kind === 'nzbn') return `${prefix} ${c.number ?? ''}`.trim();
  if (c.kind === 'insurance') {
    const dollars = Math.round((c.amount_cents ?? 0) / 100).toLocaleString('en-NZ');
    return `Insured to $${dollars}`;
  }
  return c.classes.length > 0 ? `${prefix}: ${c.classes.join(', ')}` : prefix;
}

/** "27 Nov 2026" for a badge's checked date (an ISO date or timestamp). */
export function checkedDateText(iso: string): string {
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return date.toLocaleDateString('en-NZ', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Pacific/Auckland',
  });
}

/** A checked badge as service, provider and card answers carry it (checked ones only). */
export const BadgeSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS),
  label: z.string(),
  /** The date the admin checked it against the register (YYYY-MM-DD). */
  checked_at: z.string(),
});
export type Badge = z.infer<typeof BadgeSchema>;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * POST /api/credentials (multipart). Which fields count depends on `kind`: `number` for all but
 * insurance; `classes[]` for lbp, ewrb and pgdb; `insurer`, `amount_cents`, `expires_on` and
 * `certificate` for insurance (a certificate may come with any kind). The server checks the
 * number's shape (credentialNumberError) and the certificate's bytes.
 */
export const CredentialFieldsSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS, { message: 'must be nzbn, lbp, ewrb, pgdb or insurance' }),
  number: z.preprocess(emptyToUndefined, text(40).optional()),
  classes: z.preprocess(
    (v): unknown[] =>
      v === undefined || v === '' ? [] : Array.isArray(v) ? (v as unknown[]) : [v],
    z.array(text(60)).max(12),
  ),
  insurer: z.preprocess(emptyToUndefined, text(INSURER_MAX).optional()),
  amount_cents: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a number' })
      .int('must be whole cents')
      .min(100, 'must be at least $1')
      .max(INSURANCE_AMOUNT_MAX_CENTS, 'is too large')
      .optional(),
  ),
  expires_on: z.preprocess(emptyToUndefined, isoDate.optional()),
  /** A file; the server checks its bytes (the route's schema types it). */
  certificate: z.unknown().optional(),
});
export type CredentialFields = z.input<typeof CredentialFieldsSchema>;

export const CREDENTIAL_STATES = [
  'pending',
  'approved',
  'rejected',
  'expired',
  'replaced',
] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

/** A provider's own credential (GET /api/credentials), or one in the admin queue. */
export const CredentialSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CREDENTIAL_KINDS),
  number: z.string().nullable(),
  classes: z.array(z.string()),
  insurer: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  expires_on: z.string().nullable(),
  /** The certificate's address, for its owner and admins only; null when none. */
  certificate_url: z.string().nullable(),
  state: z.enum(CREDENTIAL_STATES),
  /** The date it was checked against the register (approved ones). */
  checked_on: z.string().nullable(),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  created_at: z.string(),
  /** The badge it shows while approved: its label. */
  label: z.string(),
});
export type Credential = z.infer<typeof CredentialSchema>;

export const CredentialParamsSchema = z.object({ id });

export const CredentialListResponseSchema = z.object({ result: z.array(CredentialSchema) });
export type CredentialListResponse = z.infer<typeof CredentialListResponseSchema>;

export const CredentialResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  result: CredentialSchema,
});
export type CredentialResponse = z.infer<typeof CredentialResponseSchema>;

export const CredentialActionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** GET /api/admin/credentials: the queue (pending by default), oldest first. */
export const AdminCredentialsQuerySchema = z.object({
  state: z.enum(CREDENTIAL_STATES).default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const AdminCredentialSchema = CredentialSchema.extend({
  provider: z.object({
    id: z.number().int(),
    business_name: z.string(),
    slug: z.string().nullable(),
    email: z.string(),
  }),
  /** The public register's search for this number; null for insurance. */
  register_url: z.string().nullable(),
});
export type AdminCredential = z.infer<typeof AdminCredentialSchema>;

export const AdminCredentialsResponseSchema = z.object({
  result: z.array(AdminCredentialSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminCredentialsResponse = z.infer<typeof AdminCredentialsResponseSchema>;

/** POST /api/admin/credentials/{id}/approve (json). */
export const ApproveCredentialBodySchema = z.object({ checked_on: isoDate });
/** POST /api/admin/credentials/{id}/reject (json). */
export const RejectCredentialBodySchema = z.object({
  reason: text(REJECT_REASON_MAX).pipe(z.string().min(1, CREDENTIAL_TEXTS.reasonRequired)),
});

/** The register (or body) that recognises each kind: JSON-LD `recognizedBy` (issue 27 §3). */
export const CREDENTIAL_RECOGNISED_BY: Record<
  CredentialKind,
  { name: string; url: string } | null
> = {
  nzbn: { name: 'New Zealand Business Number (NZBN)', url: 'https://www.nzbn.govt.nz/' },
  lbp: { name: 'Building Practitioners Board', url: 'https://www.lbp.govt.nz/' },
  ewrb: { name: 'Electrical Workers Registration Board', url: 'https://www.ewrb.govt.nz/' },
  pgdb: { name: 'Plumbers, Gasfitters and Drainlayers Board', url: 'https://www.pgdb.co.nz/' },
  insurance: null,
};

const CREDENTIAL_CATEGORY: Record<CredentialKind, string> = {
  nzbn: 'registration',
  lbp: 'license',
  ewrb: 'registration',
  pgdb: 'registration',
  insurance: 'certification',
};

/**
 * A checked badge as schema.org's EducationalOccupationalCredential, for a provider's
 * `hasCredential` in the JSON-LD of the service and provider pages (checked badges only: the
 * answers carry no others).
 */
export function badgeJsonLd(badge: Badge): Record<string, unknown> {
  const by = CREDENTIAL_RECOGNISED_BY[badge.kind];
  return {
    '@type': 'EducationalOccupationalCredential',
    name: badge.label,
    credentialCategory: CREDENTIAL_CATEGORY[badge.kind],
    ...(by ? { recognizedBy: { '@type': 'Organization', name: by.name, url: by.url } } : {}),
    dateCreated: badge.checked_at,
    validFrom: badge.checked_at,
  };
}
