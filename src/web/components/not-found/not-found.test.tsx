import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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

  it('offers the search (to /search-services?q=…) and the categories', async () => {
    stubFetch();
    const { router } = renderApp('/nope/not/here');
    const categories = await screen.findByRole(
      'navigation',
      { name: 'Or browse the categories' },
      { timeout: 5000 },
    );
    expect(within(categories).getByText('Cleaning')).toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: 'House Cleaning' })).toHaveAttribute(
      'href',
      '/ServiceListDetails/house-cleaning',
    );
    const search = screen.getByRole('search', { name: 'Search services' });
    await userEvent.type(
      within(search).getByRole('textbox', { name: 'Find a service instead' }),
      'leaky tap',
    );
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-services'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('leaky tap');
  });
});
