import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as endpoints from '#shared/api/endpoints.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { listAds, listCategories, listServiceNamesOfType } from './catalogue.service.ts';

const tags = ['catalogue'];

/** The start-up calls: category list, ads and service names of each type. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;

  app.route({
    ...routeOf(endpoints.categoryList, {
      tags,
      summary: 'All active categories and sub categories',
    }),
    handler: async () => listCategories(db),
  });

  app.route({
    ...routeOf(endpoints.getAd, {
      tags,
      summary: 'Active ads grouped as home (two slots) and sidebar (one slot)',
    }),
    handler: async () => listAds(db, storage),
  });

  app.route({
    ...routeOf(endpoints.serviceNamesOfType, {
      tags,
      summary: 'Up to 12 approved service titles and slugs per service type',
    }),
    handler: async () => listServiceNamesOfType(db),
  });
};
