import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { BrowseCitiesResponse } from '#shared/landing.ts';
import { sampleProvider, sampleServiceDetail } from '../../../app/testing/fixtures.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

/** The URLs the stubbed fetch was asked for. */
const sentUrls = (spy: ReturnType<typeof stubFetch>) =>
  spy.mock.calls.map(([input]) =>
    typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
  );

const noReviews = { status: 1, message: 'ok', result: [], total: 0, page: 1, per_page: 10 };

const cities: BrowseCitiesResponse = {
  cities: [
    {
      name: 'Auckland',
      slug: 'auckland',
      total: 3,
      sub_categories: [
        { name: 'Carpet Cleaning', path: '/services/carpet-cleaning/auckland', count: 3 },
      ],
      suburbs: [
        { name: 'Mount Eden', path: '/search-services?city=Auckland&suburb=Mount+Eden', count: 1 },
        { name: 'Ponsonby', path: '/search-services?city=Auckland&suburb=Ponsonby', count: 2 },
      ],
    },
    { name: 'Hamilton', slug: 'hamilton', total: 0, sub_categories: [], suburbs: [] },
  ],
};

describe('service page breadcrumb', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('Home › sub category › city › suburb, each a landing page', async () => {
    stubFetch({ '/api/service-detail': sampleServiceDetail, '/api/get-reviews': noReviews });
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    const nav = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Carpet Cleaning', '/ServiceListDetails/carpet-cleaning'],
      ['Auckland', '/services/carpet-cleaning/auckland'],
      ['Ponsonby', '/services/carpet-cleaning/auckland/ponsonby'],
    ]);
  });
});

describe('Browse by city (/browse)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each city, collapsed, with its landing pages and suburbs', async () => {
    stubFetch({ '/api/browse-cities': cities });
    renderApp('/browse');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Browse by city' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Browse by city | Kiwi Services');
    const auckland = await screen.findByRole('group', { name: 'Auckland' });
    expect(auckland).not.toHaveAttribute('open');
    expect(within(auckland).getByText('3 services')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { level: 2, name: 'Auckland' }));
    expect(auckland).toHaveAttribute('open');
    expect(within(auckland).getByRole('link', { name: 'Carpet Cleaning' })).toHaveAttribute(
      'href',
      '/services/carpet-cleaning/auckland',
    );
    expect(within(auckland).getByRole('link', { name: 'Mount Eden' })).toHaveAttribute(
      'href',
      '/search-services?city=Auckland&suburb=Mount+Eden',
    );
    expect(
      within(screen.getByRole('group', { name: 'Hamilton' })).getByText('No services yet'),
    ).toBeInTheDocument();
  });
});

describe('provider directory filters', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('filters by service and city and sorts by rating, with the URL and heading following', async () => {
    const providers = { seller: [sampleProvider], total: 1, page: 1, per_page: 24 };
    const spy = stubFetch({ '/api/AllServiceProviders': providers });
    const { router } = renderApp('/all-service-providers?service=house-cleaning&city=wellington');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'House Cleaning providers in Wellington',
      }),
    ).toBeInTheDocument();
    await waitFor(() => {
      const urls = sentUrls(spy);
      expect(
        urls.some((u) => u.includes('subCategory_id=1') && u.includes('city=Wellington')),
      ).toBe(true);
    });
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveValue('House Cleaning');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Wellington');

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Top rated', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=rating'));
    await waitFor(() => expect(sentUrls(spy).some((u) => u.includes('sort=rating'))).toBe(true));

    await userEvent.click(screen.getByRole('combobox', { name: 'City' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Auckland', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toContain('city=Auckland'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'House Cleaning providers in Auckland',
      }),
    ).toBeInTheDocument();
  });
});
