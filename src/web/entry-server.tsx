/**
 * Server rendering (issue 13, decision 070): built by `vite build --ssr` into dist/ssr and loaded
 * by the server at run time. The same route objects as the browser go through React Router's
 * static handler; the page renders until every query it asks for has been fetched (through the
 * app's own API, in process), then the HTML, its head tags and the dehydrated data go back.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { Writable } from 'node:stream';

import type { SsrFetch, SsrRenderInput, SsrRenderResult } from '#shared/ssr.ts';
import { AppProviders } from './app/providers.tsx';
import { appRoutes } from './app/routes.tsx';
import { setApiFetch } from './lib/api-client.ts';
import { PageHeadContext, type PageHead } from './lib/page-meta.ts';
import { createQueryClient, dehydrateQueries } from './lib/query-client.ts';
import { SITE_DESCRIPTION, SITE_NAME } from './lib/site.ts';
import { canonicalRedirect } from './ssr/canonical-redirect.ts';
import { headTags, scriptJson } from './lib/head-tags.ts';
import { structuredData } from './lib/structured-data.ts';

/** Renders at most this many times: each pass fetches what the last one asked for. */
const MAX_PASSES = 4;

let handler: StaticHandler | null = null;

/** Called once by the server: the API client answers from the app itself. */
export function setup(options: { fetch: SsrFetch }): void {
  setApiFetch(options.fetch as typeof fetch);
}

/** Renders to a string once everything (every Suspense boundary) is ready. */
function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

/** Queries the last render asked for that are not fetched yet (enabled ones only). */
function unfetched(client: QueryClient) {
  return client.getQueryCache().findAll({
    predicate: (query) => {
      const enabled = (query.options as { enabled?: boolean | ((q: typeof query) => boolean) })
        .enabled;
      return (
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (typeof enabled === 'function' ? enabled(query) : enabled !== false)
      );
    },
  });
}

type Rendered = { html: string; head: PageHead };

async function renderPage(
  client: QueryClient,
  handlerContext: StaticHandlerContext,
): Promise<Rendered> {
  const router = createStaticRouter(handler!.dataRoutes, handlerContext);
  let rendered: Rendered | null = null;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let head: PageHead = {
      title: SITE_NAME,
      description: SITE_DESCRIPTION,
      canonicalPath: undefined,
      status: 200,
      noindex: false,
    };
    const collector = { set: (next: PageHead) => void (head = next) };
    const html = await renderToHtml(
      <PageHeadContext.Provider value={collector}>
        <AppProviders queryClient={client}>
          <StaticRouterProvider router={router} context={handlerContext} hydrate={false} />
        </AppProviders>
      </PageHeadContext.Provider>,
    );
    rendered = { html, head };
    const missing = unfetched(client);
    if (missing.length === 0) break;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }
  return rendered!;
}

/** Renders the page at `input.url`: a redirect, or its HTML, head, status and data. */
export async function render(input: SsrRenderInput): Promise<SsrRenderResult> {
  handler ??= createStaticHandler(appRoutes);
  // Appended, not resolved: a path like '//host/x' stays a path on this site.
  const url = new URL(input.publicUrl + input.url);
  const early = canonicalRedirect(url, null);
  if (early) return { kind: 'redirect', status: 301, location: early };
  const handlerContext = await handler.query(new Request(url));
  if (handlerContext instanceof Response) {
    const location = handlerContext.headers.get('location') ?? '/';
    return { kind: 'redirect', status: 302, location };
  }
  const client = createQueryClient({ server: true });
  const { html, head } = await renderPage(client, handlerContext);
  const moved = canonicalRedirect(url, client);
  if (moved) return { kind: 'redirect', status: 301, location: moved };
  const abs = (path: string) => new URL(path, input.publicUrl).href;
  const status = handlerContext.statusCode !== 200 ? handlerContext.statusCode : head.status;
  const state = {
    queries: dehydrateQueries(client),
    router: {
      loaderData: handlerContext.loaderData,
      actionData: handlerContext.actionData,
      errors: handlerContext.errors,
    },
  };
  const tags = headTags(head, structuredData(client, url.pathname, abs), url, input.publicUrl);
  client.clear();
  const routeIds = handlerContext.matches.map((match) => match.route.id);
  return { kind: 'page', status, head: tags, html, state: scriptJson(state), routeIds };
}
