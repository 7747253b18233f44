import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Browse routes (filled in by a later issue). */
export const browseRoutes: FastifyPluginAsyncZod = async () => {};
