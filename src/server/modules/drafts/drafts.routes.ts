import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import { deleteDraft, findDraft, saveDraft, assertMayDraft } from './drafts.service.ts';
import { deleteStagedImage, stageImage } from './staged-images.service.ts';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429);
const tags = ['drafts'];

/** The server-side draft of the add form (no service_id) or of one service's edit form. */
const draftRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  // The form saves a second after typing pauses: generous, but bounded.
  const saves = perHour(3000, 'Too many draft saves.', 'user');

  app.route({
    ...routeOf(endpoints.getServiceDraft, {
      tags,
      summary: "One's own draft of the add form, or of a service's edit form (null when none)",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const draft = await findDraft(db, requireUser(request), request.query.service_id);
      return { success: true as const, draft };
    },
  });

  app.route({
    ...routeOf(endpoints.saveServiceDraft, {
      tags,
      summary: 'Save the form as a draft: its step and values (json, at most 64 KB)',
      description:
        'Providers and admins; an edit draft only for a service one may edit. Deleted when the form is submitted successfully.',
      errors,
    }),
    onRequest: [authenticated, saves],
    handler: async (request) => {
      const savedAt = await saveDraft(db, requireUser(request), request.body);
      return { success: true as const, message: 'Draft saved', updated_at: savedAt.toISOString() };
    },
  });

  app.route({
    ...routeOf(endpoints.discardServiceDraft, {
      tags,
      summary: "Discard one's own draft (add form, or a service's edit form)",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      const user = requireUser(request);
      assertMayDraft(user);
      await deleteDraft(db, user.id, request.query.service_id);
      return { success: true as const, message: 'Draft discarded' };
    },
  });
};

/** Photos uploaded when picked, held for their provider until the form is submitted. */
export const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const uploads = perHour(200, 'Too many uploads.', 'user');

  const stage = routeOf(endpoints.stageImage, {
    tags,
    summary: 'Upload one picked photo (multipart `image`) to the staging area',
    description:
      'JPEG, PNG or WebP by its bytes, at most 8 MB and 40 megapixels; `count` is how many photos the form already has (10 in all). Unused staged photos are deleted after 30 days.',
    consumes: ['multipart/form-data'],
    errors,
  });
  app.route({
    ...stage,
    // The photo is a file part (a server-side value): added to the endpoint's fields here.
    schema: { ...stage.schema, body: stage.schema.body.extend({ image: uploadedFileSchema }) },
    onRequest: [authenticated, uploads],
    config: { files: { image: {} }, fieldLabels: { image: 'Image' } },
    handler: async (request) => {
      const user = requireUser(request);
      const image = await stageImage({ db, storage }, user, request.body.image, request.body.count);
      return { success: true as const, message: 'Image uploaded', image };
    },
  });

  app.route({
    ...routeOf(endpoints.deleteStagedImage, {
      tags,
      summary: "Remove one's own staged photo",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      await deleteStagedImage({ db, storage }, requireUser(request), request.params.id);
      return { success: true as const, message: 'Image removed' };
    },
  });
  await app.register(draftRoutes);
};
