/** The liveness and readiness probes. */
import { defineEndpoint } from '../endpoint.ts';
import { HealthResponseSchema, ReadyResponseSchema } from '../system.ts';

export const health = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/health',
  response: HealthResponseSchema,
});

/** 503 with Retry-After when the database is not reachable. */
export const ready = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  response: ReadyResponseSchema,
});
