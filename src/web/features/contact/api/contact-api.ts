/**
 * The Contact us and Careers calls (issue 12): the message as JSON, the application as a
 * multipart form with the résumé file.
 */
import { useMutation } from '@tanstack/react-query';

import type { CareersBody, ContactBody } from '#shared/api/contact.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { apiRequest, toFormData } from '../../../lib/api-client.ts';

/** POST /api/contact (json: name, email, subject, message, website = the honeypot). */
export function sendContactMessage(body: ContactBody) {
  return apiRequest(endpoints.contact, body);
}
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

export type CareerApplication = Omit<CareersBody, 'role'> & { role?: string; resume: File };

/** POST /api/careers (multipart: the fields, and the résumé as the `resume` file part). */
export function sendApplication(values: CareerApplication) {
  return apiRequest(endpoints.careers, toFormData(values));
}
export function useSendApplication() {
  return useMutation({ mutationFn: sendApplication });
}
