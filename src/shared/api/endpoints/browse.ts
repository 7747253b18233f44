/**
 * The public read calls (spec section 7): search, lists, popular, service and provider detail,
 * reviews. The POSTs take a JSON or form body, the GETs a query string.
 */
import {
  AllProvidersQuerySchema,
  AllProvidersResponseSchema,
  AllServicesQuerySchema,
  AllServicesResponseSchema,
  PopularBodySchema,
  PopularResponseSchema,
  ProviderReviewsQuerySchema,
  ProviderReviewsResponseSchema,
  ReviewsQuerySchema,
  SearchServicesResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
  ReviewsResponseSchema,
  SellerDetailQuerySchema,
  SellerDetailResponseSchema,
  SellerServicesQuerySchema,
  SellerServicesResponseSchema,
  ServiceDetailQuerySchema,
  ServiceDetailResponseSchema,
  ServiceListResponseSchema,
  SubCategoryServicesBodySchema,
  SubCategoryServicesResponseSchema,
  SubCategorySlugBodySchema,
  TypeServicesBodySchema,
} from '../browse.ts';
import { defineEndpoint } from '../endpoint.ts';

export const getSubCategoryServices = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/getSubCategoryServices',
  body: SubCategoryServicesBodySchema,
  response: SearchServicesResponseSchema,
});

/** The home Service box's suggestions: sub categories and "Did you mean" (issue 24 §3). */
export const searchSuggest = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/search-suggest',
  query: SearchSuggestQuerySchema,
  response: SearchSuggestResponseSchema,
});

export const getPopularServicesAndCategories = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/getPopularServicesAndCategories',
  body: PopularBodySchema,
  response: PopularResponseSchema,
});

/** The services of one sub category, by slug (not getSubCategoryServices, the search). */
export const getSubCategoryServiceBySlug = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/get-subCategory-service',
  body: SubCategorySlugBodySchema,
  response: SubCategoryServicesResponseSchema,
});

export const getTypeServices = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/api/get-type-services',
  body: TypeServicesBodySchema,
  response: ServiceListResponseSchema,
});

export const allServices = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/all-services',
  query: AllServicesQuerySchema,
  response: AllServicesResponseSchema,
});

export const serviceDetail = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/service-detail',
  query: ServiceDetailQuerySchema,
  response: ServiceDetailResponseSchema,
});

export const sellerDetail = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/seller-detail',
  query: SellerDetailQuerySchema,
  response: SellerDetailResponseSchema,
});

export const sellerServices = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/seller-services',
  query: SellerServicesQuerySchema,
  response: SellerServicesResponseSchema,
});

export const allServiceProviders = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/AllServiceProviders',
  query: AllProvidersQuerySchema,
  response: AllProvidersResponseSchema,
});

export const providerReviews = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/provider-reviews',
  query: ProviderReviewsQuerySchema,
  response: ProviderReviewsResponseSchema,
});

export const getReviews = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/get-reviews',
  query: ReviewsQuerySchema,
  response: ReviewsResponseSchema,
});
