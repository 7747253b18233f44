import { z } from 'zod';

import { ApiError } from '../../../lib/api-client.ts';

/** '{field} is required' (spec section 5). */
export const requiredField = (label: string) => z.string().trim().min(1, `${label} is required`);

/** Keeps digits only (the spec's numeric phone inputs). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '').slice(0, 20);

/** The message of a failed registration call: the first email message, else its message. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.errors?.email?.[0] ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong!';
}
