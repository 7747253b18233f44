import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';

import { AppProviders } from './providers.tsx';

/** Marks the document once the app runs (server-rendered pages: hydrated). Tests wait for it. */
function useRunningMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/**
 * The whole web app: providers around the data router. RouterProvider comes from 'react-router'
 * itself (not 'react-router/dom'): in Vitest the /dom entry loads a second copy of react-router
 * (CJS vs ESM), which breaks the router context. We never use the flushSync navigation option.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  useRunningMark();
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
