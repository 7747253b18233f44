import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Auth routes (filled in by a later issue). */
export const authRoutes: FastifyPluginAsyncZod = async () => {};
