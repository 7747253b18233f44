import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Dev routes (filled in by a later issue). */
export const devRoutes: FastifyPluginAsyncZod = async () => {};
