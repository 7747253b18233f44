import { z } from 'zod';

import { MAX_INT_ID, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.ts';

/** Rejects NUL bytes, which PostgreSQL text cannot hold. */
const noNul = (v: string) => !v.includes('\u0000');

/** A trimmed string without NUL bytes, at most `max` characters. */
export const text = (max = 255) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine(noNul, 'must not contain NUL bytes')
    .transform((v) => v.trim());

/** A required non-empty trimmed string. */
export const requiredText = (max = 255) => text(max).refine((v) => v.length > 0, 'is required');

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, 'must be a real date');

/** A database id: a positive 32-bit integer, given as a number or a numeric string. */
export const id = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be a positive id')
  .max(MAX_INT_ID, 'is too large');

/** An optional id where legacy clients send '', null or 0 to mean "none". */
export const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' || v === 'null' ? undefined : v),
  id.optional(),
);

/** Legacy filters: '' and null mean "any". */
export const optionalFilter = (max = 100) =>
  z.preprocess(
    (v) => (v === null ? undefined : typeof v === 'number' ? String(v) : v),
    text(max)
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  );

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const PaginationMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** The body of every protocol failure (400, 401, 403, 404, 413, 429, 500). */
export const ErrorResponseSchema = z.object({
  status: z.literal(0),
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
