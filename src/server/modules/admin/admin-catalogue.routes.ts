import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AdFieldsSchema,
  AdminAdsResponseSchema,
  AdminCatalogueResponseSchema,
  AdminOkResponseSchema,
  CategoryBodySchema,
  IdParamsSchema,
  ReorderBodySchema,
  SubCategoryBodySchema,
} from '#shared/api/admin.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { deleteAd, listAdminAds, saveAd } from './admin-ads.service.ts';
import {
  createCatalogueEntry,
  deleteCatalogueEntry,
  listCatalogue,
  reorderCatalogue,
  updateCatalogueEntry,
} from './admin-catalogue.service.ts';
import { adminErrors, adminTags, done, idAction, okResponses } from './admin-http.ts';
import { requireUser } from '../../plugins/session.ts';

/** The create, rename, reorder and delete calls of categories or of sub categories. */
function catalogueKindRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: Parameters<typeof createCatalogueEntry>[0],
  kind: 'category' | 'sub_category',
) {
  const path = kind === 'category' ? '/categories' : '/sub-categories';
  const body = kind === 'category' ? CategoryBodySchema : SubCategoryBodySchema;
  const label = kind === 'category' ? 'category' : 'sub category';
  app.post(
    path,
    { schema: { tags: adminTags, summary: `Create a ${label}`, body, response: okResponses } },
    async (request) => {
      const b = request.body as { name: string; is_active?: boolean; category_id?: number };
      await createCatalogueEntry(deps, requireUser(request), kind, {
        name: b.name,
        isActive: b.is_active,
        ...(b.category_id ? { categoryId: b.category_id } : {}),
      });
      return done(`The ${label} was created`);
    },
  );
  app.put(
    `${path}/:id`,
    {
      schema: {
        ...idAction(`Rename a ${label} (its slug never changes) or pause it`),
        body: CategoryBodySchema,
      },
    },
    async (request) => {
      await updateCatalogueEntry(deps, requireUser(request), kind, request.params.id, {
        name: request.body.name,
        isActive: request.body.is_active,
      });
      return done(`The ${label} was saved`);
    },
  );
  app.post(
    `${path}/order`,
    {
      schema: {
        tags: adminTags,
        summary: `Put the ${label} list in this order`,
        body: ReorderBodySchema,
        response: okResponses,
      },
    },
    async (request) => {
      await reorderCatalogue(deps, requireUser(request), kind, request.body.ids);
      return done('The order was saved');
    },
  );
  app.delete(
    `${path}/:id`,
    { schema: idAction(`Delete a ${label} nothing uses (409 otherwise)`) },
    async (request) => {
      await deleteCatalogueEntry(deps, requireUser(request), kind, request.params.id);
      return done(`The ${label} was deleted`);
    },
  );
}

/** Categories and sub categories: create, rename, reorder, delete when unused. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const deps = { db, changes };

  app.get(
    '/catalogue',
    {
      schema: {
        tags: adminTags,
        summary: 'Categories with their sub categories and how many services use each',
        response: { 200: AdminCatalogueResponseSchema, ...adminErrors },
      },
    },
    async () => ({
      success: true as const,
      categories: await listCatalogue(db),
    }),
  );

  for (const kind of ['category', 'sub_category'] as const) catalogueKindRoutes(app, deps, kind);
};

/** The ads: two home slots and the sidebar slot. */
const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, changes } = app.deps;
  const deps = { db, storage, changes };
  const form = {
    config: { files: { image: {} } },
    schema: {
      tags: adminTags,
      consumes: ['multipart/form-data'],
      body: AdFieldsSchema.extend({ image: uploadedFileSchema.optional() }),
      response: {
        200: AdminAdsResponseSchema.pick({ success: true }).extend({
          message: AdminOkResponseSchema.shape.message,
        }),
        ...adminErrors,
      },
    },
  };

  app.get(
    '/ads',
    {
      schema: {
        tags: adminTags,
        summary: 'Every ad with its slot, period and whether it shows now',
        response: { 200: AdminAdsResponseSchema, ...adminErrors },
      },
    },
    async () => ({
      success: true as const,
      ads: await listAdminAds(deps),
    }),
  );

  app.post(
    '/ads',
    { ...form, schema: { ...form.schema, summary: 'Create an ad (multipart with the image)' } },
    async (request) => {
      const { image, ...fields } = request.body;
      await saveAd(deps, requireUser(request), null, fields, image);
      return done('The ad was created');
    },
  );

  app.post(
    '/ads/:id',
    {
      ...form,
      schema: {
        ...form.schema,
        params: IdParamsSchema,
        summary: 'Change an ad (a new image replaces the old one)',
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      await saveAd(deps, requireUser(request), request.params.id, fields, image);
      return done('The ad was saved');
    },
  );

  app.delete('/ads/:id', { schema: idAction('Delete an ad') }, async (request) => {
    await deleteAd(deps, requireUser(request), request.params.id);
    return done('The ad was deleted');
  });
};

export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(adsRoutes);
};
