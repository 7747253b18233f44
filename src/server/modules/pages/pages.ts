import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isUnder, pagePrefixes } from '#shared/pages.ts';
import type { SsrRenderResult } from '#shared/ssr.ts';
import { COMPRESS_MIN_BYTES, pickEncoding } from '../../platform/cache/content-encoding.ts';
import type { AnswerBody } from '../../platform/cache/raw-json.ts';
import { SESSION_COOKIE } from '../../platform/sessions/sessions.ts';
import { inProcessFetch } from './in-process-fetch.ts';
import { createPageCache, NotKept, type PageCache } from './page-cache.ts';
import { createPageAssets } from './route-assets.ts';
import { fillTemplate, loadSsrBundle } from './ssr-bundle.ts';

/** What answers a page path: render it, or say null (serve the plain app shell). */
export type PageRenderer = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * The paths of the pages the registry marks not server rendered (account, provider and admin
 * pages need the session user): each of them, and what lies under it, gets the app shell.
 */
export const CLIENT_ONLY_PREFIXES = pagePrefixes((entry) => !entry.serverRendered);

/** True when `path` opens a client-only page (or lies under one), matched case-insensitively. */
export const isClientOnly = (path: string) =>
  CLIENT_ONLY_PREFIXES.some((prefix) => isUnder(path, prefix));

type Rendered = Extract<SsrRenderResult, { kind: 'page' }>;

async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: AnswerBody,
  encode?: (encoding: 'br' | 'gzip') => Buffer,
) {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, cookie');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encode && encoding && html.length >= COMPRESS_MIN_BYTES) {
    return reply.header('content-encoding', encoding).send(encode(encoding));
  }
  return reply.send(html);
}

/**
 * Server rendering of the public pages (issue 13, decision 070): anonymous requests get the
 * page's HTML with its status, head tags and data, from the HTML cache when it may; session
 * users and client-only pages get the app shell. Null when the SSR bundle is not built.
 */
export async function createPageRenderer(app: FastifyInstance): Promise<PageRenderer | null> {
  const { config, changes } = app.deps;
  const loaded = await loadSsrBundle(config.webDistDir, inProcessFetch(app));
  if (!loaded) return null;
  const { bundle, template } = loaded;
  const assets = createPageAssets(config.webDistDir, template.head);
  const inlined = { ...template, head: assets.head };
  const fill = (page: Rendered) =>
    fillTemplate(inlined, {
      ...page,
      head: `${assets.forRoutes(page.routeIds)}\n    ${page.head}`,
    });
  const cache: PageCache | null = config.responseCache
    ? createPageCache((err) => app.log.warn({ err }, 'could not refresh a cached page'))
    : null;
  if (cache) changes.subscribe((change) => cache.invalidate(change));

  const renderPage = async (url: string): Promise<Rendered> => {
    const result = await bundle.render({ url, publicUrl: config.publicUrl });
    if (result.kind !== 'page' || result.status !== 200) throw new NotKept(result);
    return result;
  };

  return async (request, reply) => {
    const url = request.url;
    const path = url.split('?')[0] ?? '/';
    if (isClientOnly(path) || request.cookies[SESSION_COOKIE]) return null;
    try {
      if (!cache) {
        const page = await renderPage(url);
        return await sendHtml(request, reply, 200, fill(page));
      }
      const { body, state } = await cache.get(url, async () => ({
        json: fill(await renderPage(url)),
        scope: null,
      }));
      reply.header('x-cache', state);
      return await sendHtml(request, reply, 200, body.json, (e) => body.encode(e));
    } catch (error) {
      if (!(error instanceof NotKept)) throw error;
      const result = error.value as SsrRenderResult;
      if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
      return sendHtml(request, reply, result.status, fill(result));
    }
  };
}
