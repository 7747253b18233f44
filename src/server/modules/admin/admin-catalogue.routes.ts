import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { uploadedFileSchema } from '../../lib/form-input.ts';
import { deleteAd, listAdminAds, saveAd } from './admin-ads.service.ts';
import {
  createCatalogueEntry,
  deleteCatalogueEntry,
  listCatalogue,
  reorderCatalogue,
  updateCatalogueEntry,
} from './admin-catalogue.service.ts';
import { adminDoc, done } from './admin-http.ts';
import { requireUser } from '../../plugins/session.ts';

/** The create, rename, reorder and delete calls of each kind of catalogue entry. */
const KIND_CALLS = {
  category: {
    label: 'category',
    create: endpoints.adminCreateCategory,
    update: endpoints.adminUpdateCategory,
    reorder: endpoints.adminReorderCategories,
    remove: endpoints.adminDeleteCategory,
  },
  sub_category: {
    label: 'sub category',
    create: endpoints.adminCreateSubCategory,
    update: endpoints.adminUpdateSubCategory,
    reorder: endpoints.adminReorderSubCategories,
    remove: endpoints.adminDeleteSubCategory,
  },
} as const;

/** The create, rename, reorder and delete calls of categories or of sub categories. */
function catalogueKindRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  deps: Parameters<typeof createCatalogueEntry>[0],
  kind: 'category' | 'sub_category',
) {
  const calls = KIND_CALLS[kind];
  const { label } = calls;
  app.route({
    ...routeOf(calls.create, adminDoc(`Create a ${label}`)),
    handler: async (request) => {
      const b = request.body as { name: string; is_active?: boolean; category_id?: number };
      await createCatalogueEntry(deps, requireUser(request), kind, {
        name: b.name,
        isActive: b.is_active,
        ...(b.category_id ? { categoryId: b.category_id } : {}),
      });
      return done(`The ${label} was created`);
    },
  });
  app.route({
    ...routeOf(calls.update, adminDoc(`Rename a ${label} (its slug never changes) or pause it`)),
    handler: async (request) => {
      await updateCatalogueEntry(deps, requireUser(request), kind, request.params.id, {
        name: request.body.name,
        isActive: request.body.is_active,
      });
      return done(`The ${label} was saved`);
    },
  });
  app.route({
    ...routeOf(calls.reorder, adminDoc(`Put the ${label} list in this order`)),
    handler: async (request) => {
      await reorderCatalogue(deps, requireUser(request), kind, request.body.ids);
      return done('The order was saved');
    },
  });
  app.route({
    ...routeOf(calls.remove, adminDoc(`Delete a ${label} nothing uses (409 otherwise)`)),
    handler: async (request) => {
      await deleteCatalogueEntry(deps, requireUser(request), kind, request.params.id);
      return done(`The ${label} was deleted`);
    },
  });
}

/** Categories and sub categories: create, rename, reorder, delete when unused. */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, changes } = app.deps;
  const deps = { db, changes };

  app.route({
    ...routeOf(
      endpoints.adminCatalogue,
      adminDoc('Categories with their sub categories and how many services use each'),
    ),
    handler: async () => ({
      success: true as const,
      categories: await listCatalogue(db),
    }),
  });

  for (const kind of ['category', 'sub_category'] as const) catalogueKindRoutes(app, deps, kind);
};

/** The ads: two home slots and the sidebar slot. */
const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, changes } = app.deps;
  const deps = { db, storage, changes };
  const formDoc = (summary: string) => ({
    ...adminDoc(summary),
    consumes: ['multipart/form-data'],
  });
  /** The ad's image is a file part (a server-side value): added to the endpoint's fields. */
  const files = { image: uploadedFileSchema.optional() };

  app.route({
    ...routeOf(
      endpoints.adminAds,
      adminDoc('Every ad with its slot, period and whether it shows now'),
    ),
    handler: async () => ({
      success: true as const,
      ads: await listAdminAds(deps),
    }),
  });

  const create = routeOf(
    endpoints.adminCreateAd,
    formDoc('Create an ad (multipart with the image)'),
  );
  app.route({
    ...create,
    schema: { ...create.schema, body: create.schema.body.extend(files) },
    config: { files: { image: {} } },
    handler: async (request) => {
      const { image, ...fields } = request.body;
      await saveAd(deps, requireUser(request), null, fields, image);
      return done('The ad was created');
    },
  });

  const update = routeOf(
    endpoints.adminUpdateAd,
    formDoc('Change an ad (a new image replaces the old one)'),
  );
  app.route({
    ...update,
    schema: { ...update.schema, body: update.schema.body.extend(files) },
    config: { files: { image: {} } },
    handler: async (request) => {
      const { image, ...fields } = request.body;
      await saveAd(deps, requireUser(request), request.params.id, fields, image);
      return done('The ad was saved');
    },
  });

  app.route({
    ...routeOf(endpoints.adminDeleteAd, adminDoc('Delete an ad')),
    handler: async (request) => {
      await deleteAd(deps, requireUser(request), request.params.id);
      return done('The ad was deleted');
    },
  });
};

export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(adsRoutes);
};
