import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ProviderCard, ServiceCard } from '#shared/api/browse.ts';
import {
  sampleCard,
  sampleProvider,
  sampleSellerDetail,
  sampleServiceDetail,
  serviceList,
} from '../../../app/testing/fixtures.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { callsTo } from '../../../app/testing/gate.ts';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

/** The provider's reply time (issue 25 §4) where the public meets providers, and its sort. */

const REPLIES = 'Usually replies within 2 hours';
const noReviews = { status: 1, message: 'ok', result: [], total: 0, page: 1, per_page: 10 };

/** The card (an `article`) whose title links to `name`. */
async function cardOf(name: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('article');
  if (!card) throw new Error(`no card around ${name}`);
  return card;
}

/** The calls of the directory the stubbed fetch was asked for. */
const directoryCalls = (spy: ReturnType<typeof stubFetch>) =>
  callsTo(spy, '/api/AllServiceProviders').map((call) => new URL(call.url, 'http://localhost'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reply time shown', () => {
  it('on the service cards of a list, only for measured providers', async () => {
    const unmeasured: ServiceCard = {
      ...sampleCard,
      id: 6,
      Service_id: 6,
      slug: 'window-washing',
      title: 'Window washing',
      reply_time_minutes: null,
    };
    stubFetch({ '/api/get-type-services': serviceList([sampleCard, unmeasured]) });
    renderApp('/servicePageList/residential');
    expect(within(await cardOf('Carpet steam cleaning')).getByText(REPLIES)).toBeInTheDocument();
    expect(within(await cardOf('Window washing')).queryByText(/Usually replies/)).toBeNull();
  });

  it('on the provider directory cards', async () => {
    const slow: ProviderCard = {
      ...sampleProvider,
      id: 3,
      slug: 'totara',
      business_name: 'Totara Builders',
      reply_time_minutes: 3 * 24 * 60,
    };
    const unmeasured: ProviderCard = {
      ...sampleProvider,
      id: 4,
      slug: 'rimu',
      business_name: 'Rimu Roofing',
      reply_time_minutes: null,
    };
    stubFetch({
      '/api/AllServiceProviders': {
        seller: [sampleProvider, slow, unmeasured],
        total: 3,
        page: 1,
        per_page: 24,
      },
    });
    renderApp('/all-service-providers');
    expect(within(await cardOf('Kauri Cleaning')).getByText(REPLIES)).toBeInTheDocument();
    expect(
      within(await cardOf('Totara Builders')).getByText('Usually replies within 3 days'),
    ).toBeInTheDocument();
    expect(within(await cardOf('Rimu Roofing')).queryByText(/Usually replies/)).toBeNull();
  });

  it('on the provider page, once under the name and not again on each service card', async () => {
    stubFetch({
      '/api/seller-detail': sampleSellerDetail,
      '/api/seller-services': { sellerServices: [sampleCard], total: 1, page: 1, per_page: 24 },
    });
    renderApp('/provider-details/kauri');
    const heading = await screen.findByRole('heading', { name: 'Kauri Cleaning', level: 1 });
    expect(within(heading.parentElement!).getByText(REPLIES)).toBeInTheDocument();
    expect(within(await cardOf('Carpet steam cleaning')).queryByText(/Usually replies/)).toBeNull();
    expect(screen.getAllByText(REPLIES)).toHaveLength(1);
  });

  it('not on the provider page of an unmeasured provider', async () => {
    stubFetch({
      '/api/seller-detail': {
        ...sampleSellerDetail,
        seller: { ...sampleSellerDetail.seller, reply_time_minutes: null },
      },
      '/api/seller-services': { sellerServices: [], total: 0, page: 1, per_page: 24 },
    });
    renderApp('/provider-details/kauri');
    expect(
      await screen.findByRole('heading', { name: 'Kauri Cleaning', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Usually replies/)).toBeNull();
  });

  it("on the service page, in the provider's box", async () => {
    const detail = {
      ...sampleServiceDetail,
      services: {
        ...sampleServiceDetail.services,
        provider: { ...sampleServiceDetail.services.provider, reply_time_minutes: 45 },
      },
    };
    stubFetch({ '/api/service-detail': detail, '/api/get-reviews': noReviews });
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    const box = await screen.findByRole('region', { name: 'Kauri Cleaning' });
    expect(within(box).getByText('Usually replies within 45 minutes')).toBeInTheDocument();
  });
});

describe('the directory sorted by fastest reply', () => {
  const providers = { seller: [sampleProvider], total: 1, page: 1, per_page: 24 };

  it("asks the directory call for sort=reply_time when 'Fastest reply' is picked", async () => {
    const spy = stubFetch({ '/api/AllServiceProviders': providers });
    const { router } = renderApp('/all-service-providers?page=2');
    expect(await cardOf('Kauri Cleaning')).toBeInTheDocument();
    expect(directoryCalls(spy).some((url) => url.searchParams.has('sort'))).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Fastest reply', hidden: true }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?sort=reply_time'));
    await waitFor(() => {
      const last = directoryCalls(spy).at(-1);
      expect(last?.searchParams.get('sort')).toBe('reply_time');
      expect(last?.searchParams.get('page')).toBe('1');
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Fastest reply');
  });

  it('keeps the sort of a shared link', async () => {
    const spy = stubFetch({ '/api/AllServiceProviders': providers });
    renderApp('/all-service-providers?sort=reply_time');
    expect(await cardOf('Kauri Cleaning')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Fastest reply');
    expect(directoryCalls(spy)).not.toHaveLength(0);
    for (const url of directoryCalls(spy)) expect(url.searchParams.get('sort')).toBe('reply_time');
  });
});
