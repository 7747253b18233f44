import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Account routes (filled in by a later issue). */
export const accountRoutes: FastifyPluginAsyncZod = async () => {};
