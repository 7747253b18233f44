/**
 * The Contact us and Careers calls (issue 12). The careers body here is the application's text
 * fields; the résumé file part is the server's own schema (a stored upload has no shared shape),
 * added to this body by the route.
 */
import { CareersBodySchema, ContactBodySchema, FormSentResponseSchema } from '../contact.ts';
import { defineEndpoint } from '../endpoint.ts';

export const contact = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  body: ContactBodySchema,
  response: FormSentResponseSchema,
});

/** Multipart: these fields and the résumé as the `resume` file part. */
export const careers = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/careers',
  body: CareersBodySchema,
  response: FormSentResponseSchema,
});
