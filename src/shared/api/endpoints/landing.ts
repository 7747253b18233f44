/** The landing page call: a sub category in a city (and suburb), its neighbours and relatives. */
import { LandingQuerySchema, LandingResponseSchema } from '../../landing.ts';
import { defineEndpoint } from '../endpoint.ts';

export const landing = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/landing',
  query: LandingQuerySchema,
  response: LandingResponseSchema,
});
