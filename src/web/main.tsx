// First: zod must be told not to use eval before any schema module runs.
import './lib/zod-no-eval.ts';
import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from 'react-router';

import { SSR_STATE_ID, STARTUP_MODULES_META } from '#shared/ssr.ts';

/** Resolves in a new task, so the browser can paint and take input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts fetching the code of every step below at once (a server-rendered page lists it), so
 * the steps do not wait for each other's downloads. Requested from here rather than by links
 * in the HTML: after the page's own images and styles, which the browser found first.
 */
function preloadStartupModules(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${STARTUP_MODULES_META}"]`);
  const links = document.createDocumentFragment();
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}

preloadStartupModules();

// The app's code is evaluated in steps, each its own task, instead of in one long task before
// the page responds (decision 104): the shared API schemas (zod builds them as they load), the
// routes with their forms' schemas, then the app. Their code was preloaded just above.
await nextTask();
await import('./lib/api-client.ts');
await nextTask();
const { appRoutes } = await import('./app/routes.tsx');
await nextTask();
const [{ App }, { prefetchStartupQueries }, { createQueryClient, hydrateQueries }] =
  await Promise.all([
    import('./app/app.tsx'),
    import('./lib/catalogue-queries.ts'),
    import('./lib/query-client.ts'),
  ]);

type SsrState = { queries: DehydratedState; router: HydrationState };

/** The server-rendered page's data (entry-server.tsx), or null for the plain app shell. */
function readSsrState(): SsrState | null {
  const block = document.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as SsrState;
  } catch {
    return null;
  }
}

/** Loads the code of the routes the server rendered, so hydration renders the same page. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const ssr = readSsrState();
const queryClient = createQueryClient();
if (ssr) hydrateQueries(queryClient, ssr.queries);
// The spec's start-up loads: category list, ads and service names of a type.
void prefetchStartupQueries(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

if (ssr) {
  await nextTask();
  await loadMatchedRoutes(appRoutes);
  await nextTask();
  const router = createBrowserRouter(appRoutes, { hydrationData: ssr.router });
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser run
  // in between (input, paint), instead of one long task over the whole page.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
} else {
  const router = createBrowserRouter(appRoutes);
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  );
}
