/** The start-up calls (spec section 7): category list, ads, service names of each type. */
import {
  AdsResponseSchema,
  CategoryListResponseSchema,
  ServiceNamesOfTypeResponseSchema,
} from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';

export const categoryList = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/category-list',
  response: CategoryListResponseSchema,
});

export const getAd = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/getAd',
  response: AdsResponseSchema,
});

export const serviceNamesOfType = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/get-service-names-ofType',
  response: ServiceNamesOfTypeResponseSchema,
});
