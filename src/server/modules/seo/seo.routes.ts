import { Readable } from 'node:stream';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { notFound } from '../../lib/errors.ts';
import { landingPathsReader } from '../landing/landing.service.ts';
import {
  buildRobotsTxt,
  buildSitemapIndex,
  countSitemap,
  SITEMAP_MAX_URLS,
  sitemapFiles,
  streamFullSitemap,
  streamSitemapPart,
  type SitemapSection,
} from './seo.service.ts';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';

/**
 * /robots.txt and /sitemap.xml (approved services, providers, sub categories and the public
 * pages, absolute URLs from PUBLIC_URL). Up to 50,000 URLs the sitemap is one streamed file;
 * beyond, /sitemap.xml is an index of /sitemaps/{section}-{n}.xml parts of 50,000 URLs each.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, changes } = app.deps;
  const publicUrl = config.publicUrl;
  const source = { db, landingPaths: landingPathsReader(db, changes) };

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(buildRobotsTxt(publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const counts = await countSitemap(source);
    reply.type(XML).header('cache-control', CACHE);
    if (counts.pages + counts.landing + counts.providers + counts.services <= SITEMAP_MAX_URLS) {
      return reply.send(Readable.from(streamFullSitemap(source, publicUrl)));
    }
    return reply.send(buildSitemapIndex(publicUrl, counts));
  });

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(40) }),
      },
    },
    async (request, reply) => {
      const match = /^(pages|landing|providers|services)-(\d{1,6})\.xml$/.exec(request.params.file);
      if (!match) throw notFound('No such sitemap');
      const section = match[1] as SitemapSection;
      const n = Number(match[2]);
      const counts = await countSitemap(source);
      if (!sitemapFiles(counts).some((f) => f.section === section && f.n === n)) {
        throw notFound('No such sitemap');
      }
      return reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(Readable.from(streamSitemapPart(source, publicUrl, section, n)));
    },
  );
};
