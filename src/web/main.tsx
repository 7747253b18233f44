// First: zod must be told not to use eval before any schema module runs.
import './lib/zod-no-eval.ts';
import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { App } from './app/app.tsx';
import { appRoutes } from './app/routes.tsx';
import { prefetchStartupQueries } from './lib/catalogue-queries.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
// The spec's start-up loads: category list, ads and service names of a type.
void prefetchStartupQueries(queryClient);

const router = createBrowserRouter(appRoutes);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
