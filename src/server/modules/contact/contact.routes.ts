import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { CareersBodySchema, CONTACT_FIELD_LABELS } from '#shared/api/contact.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses, FORM_CONSUMES } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import {
  APPLICATION_SENT,
  applyForJob,
  CONTACT_SENT,
  sendContactMessage,
} from './contact.service.ts';

const errors = errorResponses(400, 403, 413, 415, 429);
const tags = ['contact'];

/** The careers call with its file part: the shared body (the text fields) and the résumé. */
function careersRoute() {
  const route = routeOf(endpoints.careers, {
    tags,
    summary: 'Apply for a job (multipart with the résumé: PDF or Word .docx, at most 5 MB)',
    consumes: ['multipart/form-data'],
    errors,
  });
  return {
    ...route,
    schema: { ...route.schema, body: CareersBodySchema.extend({ resume: uploadedFileSchema }) },
  };
}

/**
 * The Contact us and Careers forms (issue 12). A filled honeypot (`website`) is answered like a
 * success and nothing is kept. 5 an hour per address each; the origin check applies as for every
 * write.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;
  const deps = { db, storage, config };

  app.route({
    ...routeOf(endpoints.contact, {
      tags,
      summary: 'Send a message to the team (stored, emailed, confirmed to the sender)',
      consumes: FORM_CONSUMES,
      errors,
    }),
    onRequest: perHour(5, 'Too many messages from your network.'),
    config: { fieldLabels: CONTACT_FIELD_LABELS },
    handler: async (request) => {
      const b = request.body;
      if (b.website) {
        request.log.info('contact form: honeypot filled, nothing kept');
        return { success: true, message: CONTACT_SENT };
      }
      await sendContactMessage(deps, { ...b, userId: request.user?.id ?? null });
      return { success: true, message: CONTACT_SENT };
    },
  });

  app.route({
    ...careersRoute(),
    onRequest: perHour(5, 'Too many applications from your network.'),
    config: { files: { resume: {} }, fieldLabels: CONTACT_FIELD_LABELS },
    handler: async (request) => {
      const { resume, website, ...b } = request.body;
      if (website) {
        request.log.info('careers form: honeypot filled, nothing kept');
        return { success: true, message: APPLICATION_SENT };
      }
      await applyForJob(deps, {
        firstName: b.first_name,
        lastName: b.last_name,
        email: b.email,
        phone: b.phone_number || null,
        role: b.role || null,
        coverNote: b.cover_note || null,
        resume,
      });
      return { success: true, message: APPLICATION_SENT };
    },
  });
};
