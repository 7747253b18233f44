import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AdsResponseSchema,
  CategoryListResponseSchema,
  ServiceNamesOfTypeResponseSchema,
} from '#shared/api/catalogue.ts';
import { listAds, listCategories, listServiceNamesOfType } from './catalogue.service.ts';

/** The start-up calls: category list, ads and service names of each type. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.get(
    '/category-list',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All active categories and sub categories',
        response: { 200: CategoryListResponseSchema },
      },
    },
    async () => listCategories(db),
  );

  app.get(
    '/getAd',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active ads grouped as home (two slots) and sidebar (one slot)',
        response: { 200: AdsResponseSchema },
      },
    },
    async () => listAds(db, storage),
  );

  app.get(
    '/get-service-names-ofType',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Up to 12 approved service titles and slugs per service type',
        response: { 200: ServiceNamesOfTypeResponseSchema },
      },
    },
    async () => listServiceNamesOfType(db),
  );
};
