import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '#shared/constants.ts';
import {
  allServicesList,
  sampleCard,
  sampleProvider,
  sampleSellerDetail,
  sampleServiceDetail,
  serviceList,
} from '../../../app/testing/fixtures.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { httpError, networkError, stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code; the search page keeps its loader 1.5 s.
configure({ asyncUtilTimeout: 10_000 });

/** Fails the first call (a 500 or a dropped connection), then answers. */
function failOnce(answer: unknown, failure = httpError(500, 'Internal Server Error')) {
  let calls = 0;
  return () => (++calls === 1 ? failure : answer);
}

const noReviews = { status: 1, message: 'ok', result: [], total: 0, page: 1, per_page: 10 };

const LIST_PAGES = [
  { path: '/all-services', api: '/api/all-services', answer: allServicesList() },
  { path: '/search-services', api: '/api/getSubCategoryServices', answer: serviceList() },
  {
    path: '/ServiceListDetails/house-cleaning',
    api: '/api/get-subCategory-service',
    answer: { ...serviceList(), sub_category: sampleCard.subcat },
  },
  { path: '/servicePageList/residential', api: '/api/get-type-services', answer: serviceList() },
  {
    path: '/servicePageCat/house-cleaning',
    api: '/api/get-subCategory-service',
    answer: { ...serviceList(), sub_category: sampleCard.subcat },
  },
];

describe('list pages: a failed call is an error with Retry, not an empty list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  for (const { path, api, answer } of LIST_PAGES) {
    it(`${path}: a 500 shows the error; Retry loads the services`, async () => {
      localStorage.setItem(
        STORAGE_KEYS.homeFilter,
        JSON.stringify({ subCategory_id: 1, city: 'Auckland', suburb: '', postal_code: '' }),
      );
      stubFetch({ [api]: failOnce(answer) });
      renderApp(path);
      expect(await screen.findByText('The services could not be loaded.')).toBeInTheDocument();
      expect(screen.getByText('Something went wrong')).toBeInTheDocument();
      expect(screen.queryByText('No Service found')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByRole('link', { name: 'Carpet steam cleaning' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('The services could not be loaded.')).not.toBeInTheDocument();
    });
  }

  it('/all-service-providers: a dropped connection shows the error; Retry loads them', async () => {
    const providers = { seller: [sampleProvider], total: 1, page: 1, per_page: 24 };
    stubFetch({ '/api/AllServiceProviders': failOnce(providers, networkError()) });
    renderApp('/all-service-providers');
    expect(
      await screen.findByText('The service providers could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Kauri Cleaning' })).toBeInTheDocument();
  });
});

describe('detail pages: any error but a 404 offers Retry (no endless skeleton)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('/SingleServicePage/{slug}', async () => {
    stubFetch({
      '/api/service-detail': failOnce(sampleServiceDetail),
      '/api/get-reviews': noReviews,
    });
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    expect(await screen.findByText('This service could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Carpet steam cleaning', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No reviews')).toBeInTheDocument();
  });

  it('/provider-details/{slug}', async () => {
    stubFetch({
      '/api/seller-detail': failOnce(sampleSellerDetail, networkError()),
      '/api/seller-services': { sellerServices: [sampleCard], total: 1, page: 1, per_page: 24 },
    });
    renderApp('/provider-details/kauri');
    expect(
      await screen.findByText('This service provider could not be loaded.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Kauri Cleaning', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Carpet steam cleaning' })).toBeInTheDocument();
  });

  it('a 404 is the not-found page', async () => {
    stubFetch({ '/api/service-detail': httpError(404, 'Service not found') });
    renderApp('/SingleServicePage/no-such-service');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
