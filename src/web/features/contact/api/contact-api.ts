/**
 * The Contact us and Careers calls (issue 12): the message as JSON, the application as a
 * multipart form with the résumé file.
 */
import { useMutation } from '@tanstack/react-query';

import { FormSentResponseSchema, type CareersBody, type ContactBody } from '#shared/api/contact.ts';
import { apiPost, requestPath, toFormData } from '../../../lib/api-client.ts';

/** POST /api/contact (json: name, email, subject, message, website = the honeypot). */
export function sendContactMessage(body: ContactBody) {
  return apiPost('/api/contact', FormSentResponseSchema, body);
}
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

export type CareerApplication = Omit<CareersBody, 'role'> & { role?: string; resume: File };

/** POST /api/careers (multipart: the fields, and the résumé as the `resume` file part). */
export function sendApplication(values: CareerApplication) {
  return requestPath('/api/careers', FormSentResponseSchema, {
    method: 'POST',
    body: toFormData(values),
  });
}
export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication });
}
