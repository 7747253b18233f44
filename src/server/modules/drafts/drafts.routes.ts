import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  DeleteStagedImageResponseSchema,
  DraftChangeResponseSchema,
  DraftQuerySchema,
  DraftResponseSchema,
  SaveDraftBodySchema,
  StagedImageParamsSchema,
  StageImageFieldsSchema,
  StageImageResponseSchema,
} from '#shared/api/drafts.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../lib/rate-limit.ts';
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

  app.get(
    '/service-draft',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "One's own draft of the add form, or of a service's edit form (null when none)",
        querystring: DraftQuerySchema,
        response: { 200: DraftResponseSchema, ...errors },
      },
    },
    async (request) => {
      const draft = await findDraft(db, requireUser(request), request.query.service_id);
      return { success: true as const, draft };
    },
  );

  app.put(
    '/service-draft',
    {
      onRequest: [authenticated, saves],
      schema: {
        tags,
        summary: 'Save the form as a draft: its step and values (json, at most 64 KB)',
        description:
          'Providers and admins; an edit draft only for a service one may edit. Deleted when the form is submitted successfully.',
        body: SaveDraftBodySchema,
        response: { 200: DraftChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const savedAt = await saveDraft(db, requireUser(request), request.body);
      return { success: true as const, message: 'Draft saved', updated_at: savedAt.toISOString() };
    },
  );

  app.delete(
    '/service-draft',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Discard one's own draft (add form, or a service's edit form)",
        querystring: DraftQuerySchema,
        response: { 200: DraftChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      assertMayDraft(user);
      await deleteDraft(db, user.id, request.query.service_id);
      return { success: true as const, message: 'Draft discarded' };
    },
  );
};

const StageImageBodySchema = StageImageFieldsSchema.extend({ image: uploadedFileSchema });

/** Photos uploaded when picked, held for their provider until the form is submitted. */
export const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  const uploads = perHour(200, 'Too many uploads.', 'user');

  app.post(
    '/staged-images',
    {
      onRequest: [authenticated, uploads],
      config: { files: { image: {} }, fieldLabels: { image: 'Image' } },
      schema: {
        tags,
        summary: 'Upload one picked photo (multipart `image`) to the staging area',
        description:
          'JPEG, PNG or WebP by its bytes, at most 8 MB and 40 megapixels; `count` is how many photos the form already has (10 in all). Unused staged photos are deleted after 30 days.',
        consumes: ['multipart/form-data'],
        body: StageImageBodySchema,
        response: { 200: StageImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const image = await stageImage({ db, storage }, user, request.body.image, request.body.count);
      return { success: true as const, message: 'Image uploaded', image };
    },
  );

  app.delete(
    '/staged-images/:id',
    {
      onRequest: authenticated,
      schema: {
        tags,
        summary: "Remove one's own staged photo",
        params: StagedImageParamsSchema,
        response: { 200: DeleteStagedImageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteStagedImage({ db, storage }, requireUser(request), request.params.id);
      return { success: true as const, message: 'Image removed' };
    },
  );
  await app.register(draftRoutes);
};
