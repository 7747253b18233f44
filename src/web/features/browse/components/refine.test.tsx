import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SearchServicesResponse } from '#shared/api/browse.ts';
import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { sampleCard, serviceList } from '../../../app/testing/fixtures.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { bodiesSentTo, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

const categories: CategoryListResponse = {
  categories: [
    { id: 1, name: 'Cleaning', slug: 'cleaning', status: 'active' },
    { id: 2, name: 'Trades', slug: 'trades', status: 'active' },
  ],
  subCategory: [
    { id: 1, name: 'House Cleaning', slug: 'house-cleaning', category_id: 1, status: 'active' },
    { id: 7, name: 'Plumbing', slug: 'plumbing', category_id: 2, status: 'active' },
  ],
};

const empty = (fallback: SearchServicesResponse['fallback']): SearchServicesResponse => ({
  ...serviceList([]),
  fallback,
});

const lastBody = (spy: ReturnType<typeof stubFetch>) =>
  bodiesSentTo(spy, '/api/getSubCategoryServices').at(-1) as Record<string, unknown>;

const heading = () => screen.findByRole('heading', { level: 1 });
/** Waits for the page heading to read `name` (the catalogue names the service once loaded). */
const headed = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('the results page refines in place', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('takes free text alone, headed and counted by what is searched', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard]),
    });
    renderApp('/search-services?q=leaky%20tap');
    expect(await headed('Services matching “leaky tap”')).toBeVisible();
    expect(await screen.findByText('1 service matching “leaky tap” found')).toBeInTheDocument();
    expect(lastBody(spy)).toMatchObject({ q: 'leaky tap' });
    expect(lastBody(spy)).not.toHaveProperty('subCategory_id');
    expect(document.title).toContain('Services matching “leaky tap”');
  });

  it('heads a city-only search with the city, not a sub category of a result', async () => {
    stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard, { ...sampleCard, id: 9, slug: 'b' }]),
    });
    renderApp('/search-services?city=Wellington');
    expect(await headed('Services in Wellington')).toBeVisible();
    expect(await screen.findByText('2 services serve Wellington')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('House Cleaning');
  });

  it('shows active filters as chips; removing one changes the URL, the call and the heading; back restores it', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard]),
    });
    const { router } = renderApp(
      '/search-services?service=plumbing&city=Christchurch&suburb=Addington&has_price=1&min_rating=4',
    );
    expect(await headed('Plumbing in Addington, Christchurch')).toBeVisible();
    await waitFor(() =>
      expect(lastBody(spy)).toMatchObject({
        subCategory_id: 7,
        city: 'Christchurch',
        suburb: 'Addington',
        has_price: true,
        min_rating: 4,
      }),
    );
    const chips = screen.getByRole('group', { name: 'Active filters' });
    for (const label of ['Plumbing', 'Christchurch', 'Addington', '4+ stars', 'Shows a price']) {
      expect(within(chips).getByRole('button', { name: `Remove filter ${label}` })).toBeVisible();
    }

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Addington' }));
    expect(await headed('Plumbing in Christchurch')).toBeVisible();
    expect(router.state.location.search).toBe(
      '?service=plumbing&city=Christchurch&has_price=1&min_rating=4',
    );
    await waitFor(() => expect(lastBody(spy)).not.toHaveProperty('suburb'));
    expect(await screen.findByText('1 Plumbing service serves Christchurch')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Shows a price' }));
    await waitFor(() => expect(lastBody(spy)).not.toHaveProperty('has_price'));

    // Back and forward step through the refinements.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toContain('has_price=1'));
    await act(() => router.navigate(-1));
    expect(await headed('Plumbing in Addington, Christchurch')).toBeVisible();
  });

  it('applies the panel: service, city and the extra filters, keeping the text', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard]),
    });
    const { router } = renderApp('/search-services?q=tap&sort=rating');
    await heading();
    const panel = screen.getByRole('form', { name: 'Services' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Wellington', hidden: true }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Taking new work' }));
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    expect(await headed('Services matching “tap” in Wellington')).toBeVisible();
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      q: 'tap',
      city: 'Wellington',
      sort: 'rating',
      taking_new_work: '1',
    });
    await waitFor(() =>
      expect(lastBody(spy)).toMatchObject({
        q: 'tap',
        city: 'Wellington',
        sort: 'rating',
        taking_new_work: true,
      }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Taking new work' })).toBeVisible();
  });

  it('filters by a checked licence or registration: the panel adds verified_only to the URL and the call, its chip removes it', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard]),
    });
    const { router } = renderApp('/search-services?city=Wellington');
    expect(await headed('Services in Wellington')).toBeVisible();
    const panel = screen.getByRole('form', { name: 'Services' });
    const user = userEvent.setup();
    await user.click(
      within(panel).getByRole('checkbox', { name: /Checked licence or registration/ }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        city: 'Wellington',
        verified_only: '1',
      }),
    );
    await waitFor(() =>
      expect(lastBody(spy)).toMatchObject({ city: 'Wellington', verified_only: true }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Remove filter Checked licence or registration' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?city=Wellington'));
    await waitFor(() => expect(lastBody(spy)).not.toHaveProperty('verified_only'));
  });

  it('an empty result says what was searched, offers "Did you mean" first, then the fallbacks with counts', async () => {
    stubFetch({
      '/api/category-list': categories,
      '/api/search-suggest': { subcategories: [], did_you_mean: 'burst pipes' },
      '/api/getSubCategoryServices': empty([
        {
          kind: 'whole_city',
          label: 'Plumbing in all of Christchurch',
          filter: {
            subCategory_id: 7,
            category_id: null,
            city: 'Christchurch',
            suburb: null,
            q: null,
          },
          count: 12,
        },
        {
          kind: 'other_city',
          label: 'Plumbing in Wellington',
          filter: {
            subCategory_id: 7,
            category_id: null,
            city: 'Wellington',
            suburb: null,
            q: null,
          },
          count: 3,
        },
        {
          kind: 'providers',
          label: 'Find a provider',
          filter: { subCategory_id: null, category_id: null, city: null, suburb: null, q: null },
          count: 40,
        },
      ]),
    });
    renderApp(
      '/search-services?service=plumbing&city=Christchurch&suburb=Addington&q=burts%20pipes',
    );
    const result = await screen.findByTestId('empty-results');
    expect(within(result).getByText('No Service found')).toBeVisible();
    expect(
      within(result).getByText(
        'We found no Plumbing services matching “burts pipes” serving Addington, Christchurch.',
      ),
    ).toBeVisible();
    const didYouMean = await within(result).findByRole('link', { name: 'burst pipes' });
    expect(didYouMean.getAttribute('href')).toContain('q=burst+pipes');
    const offers = within(result).getByRole('list', { name: 'Suggested searches' });
    const links = within(offers).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Plumbing in all of Christchurch',
      'Plumbing in Wellington',
      'Find a provider',
    ]);
    expect(links[0]).toHaveAttribute('href', '/search-services?service=plumbing&city=Christchurch');
    expect(links[2]).toHaveAttribute('href', '/all-service-providers');
    expect(within(offers).getByText('(12)')).toBeVisible();
    // Issue 26: every empty search leads to the job form, started with the search.
    expect(within(result).getByRole('link', { name: 'Get quotes' })).toHaveAttribute(
      'href',
      '/jobs/new?sub=plumbing&city=Christchurch&suburb=Addington',
    );
    // "Did you mean" comes before the suggested searches.
    expect(
      didYouMean.compareDocumentPosition(links[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(links[0]!);
    expect(await headed('Plumbing in Christchurch')).toBeVisible();
  });
});

describe('the list pages refine in place', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a type page with an extra filter searches its type with it, counts and shows the chip', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard]),
    });
    renderApp('/servicePageList/residential?taking_new_work=1');
    expect(await headed('List of Residential Services')).toBeVisible();
    expect(await screen.findByText('1 service found')).toBeInTheDocument();
    expect(lastBody(spy)).toMatchObject({ type: 'residential', taking_new_work: true });
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Taking new work' }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument(),
    );
  });

  it('the phone Filters button opens a labelled drawer that applies and closes', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard]),
      '/api/get-type-services': serviceList([sampleCard]),
    });
    const { router } = renderApp('/servicePageList/trade');
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Search words' }), 'tui');
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Shows a price' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?q=tui&has_price=1');
    await waitFor(() =>
      expect(lastBody(spy)).toMatchObject({ type: 'trade', q: 'tui', has_price: true }),
    );
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });

  it('a sub category page narrows in place: its own list, then its search with a place and a filter', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/get-subCategory-service': { ...serviceList([sampleCard]), sub_category: null },
      '/api/getSubCategoryServices': serviceList([sampleCard, { ...sampleCard, id: 9, slug: 'b' }]),
    });
    const { router } = renderApp('/ServiceListDetails/plumbing?city=Wellington&min_rating=4');
    await waitFor(() =>
      expect(lastBody(spy)).toMatchObject({ subCategory_id: 7, city: 'Wellington', min_rating: 4 }),
    );
    expect(await screen.findByText('2 Plumbing services serve Wellington')).toBeInTheDocument();
    const chips = await screen.findByRole('group', { name: 'Active filters' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Wellington' }));
    await waitFor(() => expect(router.state.location.search).toBe('?min_rating=4'));
    await waitFor(() => expect(lastBody(spy)).not.toHaveProperty('city'));
  });

  it('a list page opened with verified_only sends it, shows its chip, and the phone drawer has the filter', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/getSubCategoryServices': serviceList([sampleCard]),
    });
    const { router } = renderApp('/servicePageList/trade?verified_only=1');
    expect(await screen.findByText('1 service found')).toBeInTheDocument();
    expect(lastBody(spy)).toMatchObject({ type: 'trade', verified_only: true });
    const chips = screen.getByRole('group', { name: 'Active filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter Checked licence or registration' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const box = within(drawer).getByRole('checkbox', { name: /Checked licence or registration/ });
    expect(box).toBeChecked();
    await userEvent.click(box);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a sub category page without filters lists its own services', async () => {
    const spy = stubFetch({
      '/api/category-list': categories,
      '/api/get-subCategory-service': { ...serviceList([sampleCard]), sub_category: null },
      '/api/getSubCategoryServices': serviceList([]),
    });
    renderApp('/ServiceListDetails/plumbing');
    expect(await headed('Services about Plumbing')).toBeVisible();
    expect(await screen.findByText(sampleCard.title)).toBeInTheDocument();
    expect(bodiesSentTo(spy, '/api/getSubCategoryServices')).toHaveLength(0);
  });
});
