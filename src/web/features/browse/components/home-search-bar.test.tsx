import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '#shared/constants.ts';
import { logIn, renderApp, sampleUsers } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { HomeSearchBar, validateHomeSearch } from './home-search-bar.tsx';

function renderSearch() {
  return renderApp('/', [
    { path: '/', element: <HomeSearchBar /> },
    { path: '/search-services', element: <p>Results page</p> },
  ]);
}

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('HomeSearchBar', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stubFetch();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("warns 'Please select any filter' when nothing is chosen", async () => {
    renderSearch();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please select any filter')).toBeInTheDocument();
    expect(screen.queryByText('Results page')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.homeFilter)).toBeNull();
  });

  it("warns 'Service is required' when a city is chosen without a service", async () => {
    renderSearch();
    await choose('City', 'Auckland');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // The toast and the message under the Service field.
    expect(await screen.findAllByText('Service is required')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.queryByText('Results page')).not.toBeInTheDocument();
  });

  it('restricts the suburbs to the chosen city and finds them fuzzily', async () => {
    renderSearch();
    expect(screen.getByRole('combobox', { name: 'Suburb' })).toBeDisabled();
    await choose('City', 'Auckland');
    const user = userEvent.setup();
    const suburb = screen.getByRole('combobox', { name: 'Suburb' });
    await user.click(suburb);
    await user.type(suburb, 'ponsnby');
    expect(
      await screen.findByRole('option', { name: 'Ponsonby', hidden: true }),
    ).toBeInTheDocument();
    // A Wellington suburb is not offered for Auckland.
    await user.clear(suburb);
    await user.type(suburb, 'Aro Valley');
    await waitFor(() =>
      expect(
        screen.queryByRole('option', { name: 'Aro Valley', hidden: true }),
      ).not.toBeInTheDocument(),
    );
  });

  it('saves the home filter and goes to /search-services', async () => {
    logIn(sampleUsers.customer);
    renderSearch();
    await choose('Service', 'House Cleaning');
    await choose('City', 'Auckland');
    await choose('Suburb', 'Ponsonby');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Results page')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.homeFilter) ?? 'null')).toEqual({
      subCategory_id: 1,
      city: 'Auckland',
      suburb: 'Ponsonby',
      postal_code: '',
      user_id: sampleUsers.customer.id,
    });
  });

  it('keeps the Postal Code dropdown hidden', () => {
    renderSearch();
    expect(screen.getByTestId('postal-code')).not.toBeVisible();
  });
});

describe('validateHomeSearch', () => {
  const empty = { subCategoryId: null, city: null, suburb: null, postalCode: null };
  it('needs at least one filter, and always the service', () => {
    expect(validateHomeSearch(empty)).toBe('Please select any filter');
    expect(validateHomeSearch({ ...empty, suburb: 'Ponsonby' })).toBe('Service is required');
    expect(validateHomeSearch({ ...empty, subCategoryId: '3' })).toBeNull();
  });
});

describe('the Service box takes free text (issue 24 §3)', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** The texts the suggestions were asked for. */
  const asked: (string | null)[] = [];
  const suggestions = (url: URL) => {
    const q = url.searchParams.get('q');
    asked.push(q);
    const subcategories =
      q === 'cleaner' ? [{ id: 1, name: 'House Cleaning', slug: 'house-cleaning' }] : [];
    return { subcategories, did_you_mean: null };
  };
  beforeEach(() => {
    asked.length = 0;
  });

  it('suggests the matching sub categories first, then "Search for", by keyboard', async () => {
    stubFetch({ '/api/search-suggest': suggestions });
    const { router } = renderSearch();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Service' });
    await user.type(box, 'cleaner');
    const first = await screen.findByRole('option', { name: 'House Cleaning', hidden: true });
    const list = screen.getByRole('listbox', { name: 'Services', hidden: true });
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['House Cleaning', "Search for 'cleaner'"]);
    expect(options[0]).toBe(first);
    // Only the settled text was asked for (debounced).
    expect(asked).toEqual(['cleaner']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByText('Results page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=cleaner');
  });

  it('choosing a suggested sub category searches it; Escape closes the list', async () => {
    stubFetch({ '/api/search-suggest': suggestions });
    const { router } = renderSearch();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Service' });
    await user.type(box, 'cleaner');
    await screen.findByRole('option', { name: 'House Cleaning', hidden: true });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: 'House Cleaning', hidden: true }));
    expect(box).toHaveValue('House Cleaning');
    await choose('City', 'Auckland');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Results page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?service=house-cleaning&city=Auckland');
  });

  it('free text with a city goes to the text search of that city', async () => {
    stubFetch({ '/api/search-suggest': suggestions });
    const { router } = renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Service' }), 'leaky tap');
    await choose('City', 'Wellington');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Results page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=leaky+tap&city=Wellington');
  });
});
