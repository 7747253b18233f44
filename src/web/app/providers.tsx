import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { LAYERS } from '../lib/layers.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** Mantine (theme, toasts) and TanStack Query around the app; tests use it too. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Toasts start below the sticky header (global.css), never over its links. */}
      <Notifications
        position="top-right"
        zIndex={LAYERS.toasts}
        limit={4}
        classNames={{ root: 'ks-toasts' }}
      />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
