/** The landing page call: a sub category in a city (and suburb), its neighbours and relatives. */
import {
  BrowseCitiesResponseSchema,
  LandingQuerySchema,
  LandingResponseSchema,
} from '../../landing.ts';
import { defineEndpoint } from '../endpoint.ts';

export const landing = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/landing',
  query: LandingQuerySchema,
  response: LandingResponseSchema,
});

/** "Browse by city": each city's sub categories and suburbs with services (decision 120). */
export const browseCities = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/browse-cities',
  response: BrowseCitiesResponseSchema,
});
