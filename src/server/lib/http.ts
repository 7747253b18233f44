import { ErrorResponseSchema } from '#shared/api/common.ts';

/** Route helpers shared by the modules. */

/** The body encodings every legacy call reads (the original client sends all three). */
export const FORM_CONSUMES = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
];

/** Response schemas of the protocol failures a route can answer (product-decisions §2). */
export function errorResponses<const C extends number>(
  ...codes: C[]
): Record<C, typeof ErrorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponseSchema])) as Record<
    C,
    typeof ErrorResponseSchema
  >;
}

export const MINUTE_MS = 60 * 1000;
