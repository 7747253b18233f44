/** Test helper: renders the real app (or one element) in a memory router with the providers. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';

import { storeSessionUser, type StoredUser } from '../../lib/session.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { App } from '../app.tsx';
import { appRoutes } from '../routes.tsx';

export function renderApp(path = '/', routes: RouteObject[] = appRoutes) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<App router={router} queryClient={queryClient} />);
  return { ...result, router, queryClient };
}

/** Renders one element at any path inside the router and providers. */
export function renderInApp(element: ReactNode, path = '/') {
  return renderApp(path, [{ path: '*', element }]);
}

export const sampleUsers: Record<'customer' | 'provider' | 'admin', StoredUser> = {
  customer: {
    id: 7,
    slug: 'aroha-ngata',
    // The username, unlike the person's name (display_name): the header shows the name's initial.
    name: 'customer7',
    email: 'aroha@example.co.nz',
    logo: null,
    role_id: 3,
    stripe_id: null,
    display_name: 'Aroha Ngata',
  },
  provider: {
    id: 8,
    slug: 'kauri-plumbing',
    name: 'kauri',
    email: 'hello@kauriplumbing.co.nz',
    logo: 'http://localhost/uploads/logos/kauri.webp',
    role_id: 2,
    stripe_id: 'sub_123',
    display_name: 'Kauri Plumbing',
  },
  admin: {
    id: 1,
    slug: 'kiwi-services',
    name: 'admin',
    email: 'admin@kiwiservices.co.nz',
    logo: null,
    role_id: 1,
    stripe_id: null,
    display_name: 'Kiwi Services',
  },
};

export function logIn(user: StoredUser): void {
  storeSessionUser(user);
}
