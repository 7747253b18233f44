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

import { SSR_STATE_ID } from '#shared/ssr.ts';
import { App } from './app/app.tsx';
import { appRoutes } from './app/routes.tsx';
import { prefetchStartupQueries } from './lib/catalogue-queries.ts';
import { createQueryClient, hydrateQueries } from './lib/query-client.ts';

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
  await loadMatchedRoutes(appRoutes);
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
