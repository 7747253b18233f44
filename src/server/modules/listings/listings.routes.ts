import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { SERVICE_FIELD_LABELS } from '#shared/api/listings.ts';
import { IMAGES_PER_SERVICE_MAX } from '#shared/constants.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema, type UploadedFile } from '../../lib/form-input.ts';
import { errorResponses } from '../../lib/http.ts';
import { perHour } from '../../platform/changes/rate-limit.ts';
import { authenticated, requireUser } from '../../plugins/session.ts';
import {
  createService,
  deleteServiceImage,
  getEditableService,
  updateService,
  type ListingDeps,
} from './listings.service.ts';

const errors = errorResponses(400, 401, 403, 404, 413, 415, 429);

/**
 * The service form's files (multipart parts): a file is a server-side value, so the routes add
 * them to the endpoint's text fields (whose place check stays on the extended schema).
 */
const SERVICE_FORM_FILES = {
  main_service_image: uploadedFileSchema.optional(),
  service_image: z.array(uploadedFileSchema).max(IMAGES_PER_SERVICE_MAX).optional(),
};

/** A submitted service form: its fields, and its pictures (files and staged photos). */
function splitServiceForm<
  B extends {
    main_service_image?: UploadedFile | undefined;
    service_image?: UploadedFile[] | undefined;
    staged_image_ids?: number[] | undefined;
    staged_main_image_id?: number | undefined;
  },
>(body: B) {
  const { main_service_image, service_image, staged_image_ids, staged_main_image_id, ...fields } =
    body;
  const staged = { ids: staged_image_ids, mainId: staged_main_image_id };
  return { fields, images: { main: main_service_image, gallery: service_image ?? [], staged } };
}

const formConfig = {
  files: { main_service_image: {}, service_image: { multiple: true } },
  fieldLabels: SERVICE_FIELD_LABELS,
};

const formDoc = (summary: string, description: string) => ({
  tags: ['listings'],
  summary,
  description,
  consumes: ['multipart/form-data'],
  errors,
});

const saved = (
  message: string,
  row: { id: number; slug: string; status: 'pending' | 'approved' | 'rejected' },
) => ({
  status: 1 as const,
  success: true,
  message,
  result: { id: row.id, slug: row.slug, status: row.status },
});

/** The owner's edit view and removing a picture. */
const pictureRoutes: FastifyPluginAsyncZod<{ deps: ListingDeps }> = async (app, { deps }) => {
  app.route({
    ...routeOf(endpoints.deleteImage, {
      tags: ['listings'],
      summary: "Remove a gallery image of one's own service (by its URL)",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request) => {
      await deleteServiceImage(deps, requireUser(request), request.body.url);
      return { success: true, message: 'Image has been deleted' };
    },
  });

  app.route({
    ...routeOf(endpoints.providerServices, {
      tags: ['listings'],
      summary: "Every field and picture of one's own service (the edit form)",
      errors,
    }),
    onRequest: authenticated,
    handler: async (request, reply) => {
      const service = await getEditableService(deps, requireUser(request), request.params.slug);
      reply.header('cache-control', 'no-store');
      return { success: true as const, service };
    },
  });
};

/** A provider's own services (spec section 7, issue 9): add, edit, pictures. */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, changes } = app.deps;
  const deps: ListingDeps = { db, storage, changes };
  const uploads = perHour(60, 'Too many uploads.', 'user');

  const add = routeOf(
    endpoints.addService,
    formDoc(
      'Add a service (multipart); it is pending until an admin approves it',
      'Needs an active subscription (403 "Add subscription before adding service" otherwise). Images: JPEG, PNG or WebP by their bytes, at most 8 MB and 40 megapixels each, 10 in all; main_service_image and at least one service_image[] are required. Photos staged when picked (POST /api/staged-images) may stand in for files: staged_image_ids[] in the form\'s order, the first the main image unless staged_main_image_id or a main_service_image file is sent.',
    ),
  );
  app.route({
    ...add,
    schema: { ...add.schema, body: add.schema.body.extend(SERVICE_FORM_FILES) },
    onRequest: [authenticated, uploads],
    config: formConfig,
    handler: async (request) => {
      const { fields, images } = splitServiceForm(request.body);
      const actor = requireUser(request, fields.added_by_id);
      const row = await createService(deps, actor, fields, images);
      request.log.info({ userId: actor.id, serviceId: row.id }, 'service added');
      return saved('Service has been added successfully', row);
    },
  });

  const update = routeOf(
    endpoints.updateService,
    formDoc(
      "Edit one's own service (multipart, the same fields); the slug never changes",
      'A rejected service goes back to pending; the edit of an approved one is held for review as a pending revision (the approved version stays public until an admin approves it). New service_image[] files are added after the kept ones; image_order[] lists the kept image ids in their new order; a new main_service_image replaces the old one. staged_image_ids[] (photos staged when picked) are added after the kept ones, staged_main_image_id replaces the main image.',
    ),
  );
  app.route({
    ...update,
    schema: { ...update.schema, body: update.schema.body.extend(SERVICE_FORM_FILES) },
    onRequest: [authenticated, uploads],
    config: formConfig,
    handler: async (request) => {
      const { fields, images } = splitServiceForm(request.body);
      const actor = requireUser(request, fields.added_by_id);
      const row = await updateService(deps, actor, request.params.slug, fields, images);
      request.log.info({ userId: actor.id, serviceId: row.id }, 'service updated');
      return saved('Service has been updated successfully', row);
    },
  });
  await app.register(pictureRoutes, { deps });
};
