import { z } from 'zod';

import { emailField } from './auth.ts';
import { requiredText, text } from './common.ts';

/*
 * The Contact us and Careers forms (issue 12): stored, emailed to the team, confirmed to the
 * sender. `website` is a honeypot: people leave it empty, bots fill it.
 */

export const CONTACT_MESSAGE_MAX = 5000;

/** The résumé's problems, said the same way by the browser's check and the server's. */
export const RESUME_TOO_BIG = 'The résumé must be at most 5 MB';
export const RESUME_WRONG_TYPE = 'The résumé must be a PDF or a Word (.docx) document';

/** POST /api/contact (form or json). */
export const ContactBodySchema = z.object({
  name: requiredText(100),
  email: emailField,
  subject: text(150).optional(),
  message: requiredText(CONTACT_MESSAGE_MAX),
  website: text(200).optional(),
});
export type ContactBody = z.input<typeof ContactBodySchema>;

/** POST /api/careers (multipart, the résumé is a file part). */
export const CareersBodySchema = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  email: emailField,
  phone_number: text(30).optional(),
  role: text(150).optional(),
  cover_note: text(CONTACT_MESSAGE_MAX).optional(),
  website: text(200).optional(),
});
export type CareersBody = z.input<typeof CareersBodySchema>;

export const FormSentResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type FormSentResponse = z.infer<typeof FormSentResponseSchema>;

/** The spec's names of the careers and contact fields in validation messages. */
export const CONTACT_FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  first_name: 'First Name',
  last_name: 'Last Name',
  resume: 'Resume',
  role: 'Role',
  cover_note: 'Cover note',
};
