import { z } from 'zod';

import { RESUME_TOO_BIG, RESUME_WRONG_TYPE } from '#shared/api/contact.ts';
import { RESUME_MAX_BYTES } from '#shared/constants.ts';
import { requiredMessage } from '#shared/messages.ts';

/** '{field} is required' (spec section 5), at most `max` characters. */
export const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text of at most `max` characters. */
export const optional = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

/** 'Email is required', then a standard email pattern (the server says the same). */
export const emailRule = z
  .string()
  .trim()
  .min(1, requiredMessage('Email'))
  .pipe(z.email('Email must be a valid email address'));

/** The honeypot: people never see it, so it stays empty; the server ignores a filled one. */
export const honeypotRule = z.string();

const RESUME_EXTENSIONS = /\.(pdf|docx)$/i;
const RESUME_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];
/** What the file picker offers. */
export const RESUME_ACCEPT = ['.pdf', '.docx', ...RESUME_MIME_TYPES].join(',');

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'size' in value && 'name' in value;

/**
 * 'Resume is required'; a PDF or Word (.docx) by its name or type, at most 5 MB. The server
 * decides by the bytes: this check only saves an upload that would be refused.
 */
export const resumeRule = z.custom<File | null>().superRefine((value, ctx) => {
  if (!isFile(value)) {
    ctx.addIssue({ code: 'custom', message: requiredMessage('Resume') });
    return;
  }
  if (!RESUME_EXTENSIONS.test(value.name) && !RESUME_MIME_TYPES.includes(value.type)) {
    ctx.addIssue({ code: 'custom', message: RESUME_WRONG_TYPE });
  } else if (value.size > RESUME_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: RESUME_TOO_BIG });
  }
});
