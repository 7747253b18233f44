import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** /sitemap.xml and /robots.txt (filled in by the browse issue). */
export const seoRoutes: FastifyPluginAsyncZod = async () => {};
