import { z } from 'zod';

/* The probes' answers: GET /api/health and GET /api/ready (system.routes.ts). */

/** The process is up. */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });

/** The database is reachable; `database` is its kind. */
export const ReadyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.string(),
});
