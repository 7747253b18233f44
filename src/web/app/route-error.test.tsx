import { screen } from '@testing-library/react';

import { ChunkLoadError, isChunkLoadError, loadChunk } from './lazy-route.ts';
import { renderApp } from './testing/render-app.tsx';
import { stubFetch } from './testing/stub-fetch.ts';
import { buildAppRoutes } from './routes.tsx';

describe('lazy route chunks', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('turns a failed import into an error named ChunkLoadError', async () => {
    const load = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('ChunkLoadError');
    expect((error as Error).message).toBe('Failed to fetch dynamically imported module');
  });

  it('gives up with a ChunkLoadError when the chunk does not arrive in time', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}), 120_000)();
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(isChunkLoadError(await settled)).toBe(true);
  });

  it('shows a reload action inside the layout when a page chunk fails to load', async () => {
    stubFetch();
    const routes = buildAppRoutes([
      {
        path: '/broken',
        lazy: loadChunk(() => Promise.reject(new ChunkLoadError('network down'))),
      },
    ]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/broken', routes);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'This page could not be loaded' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    // The header and footer stay around the error.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
