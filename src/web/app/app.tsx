import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';

import { AppProviders } from './providers.tsx';

/**
 * The whole web app: providers around the data router. RouterProvider comes from 'react-router'
 * itself (not 'react-router/dom'): in Vitest the /dom entry loads a second copy of react-router
 * (CJS vs ESM), which breaks the router context. We never use the flushSync navigation option.
 */
export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
