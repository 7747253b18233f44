import { screen } from '@testing-library/react';

import { renderApp } from '../../app/testing/render-app.tsx';
import { stubFetch } from '../../app/testing/stub-fetch.ts';

describe('Not-found page', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows an image and "Go to home" for an unmatched path', async () => {
    stubFetch();
    renderApp('/nope/not/here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('img', { name: /lost kiwi/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Kiwi Services');
  });
});
