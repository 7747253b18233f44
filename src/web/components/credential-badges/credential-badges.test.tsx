import { configure, screen, within } from '@testing-library/react';

import type { ProviderCard, ServiceCard } from '#shared/api/browse.ts';
import {
  sampleBadges,
  sampleCard,
  sampleProvider,
  sampleSellerDetail,
  sampleServiceDetail,
  serviceList,
} from '../../app/testing/fixtures.ts';
import { renderApp } from '../../app/testing/render-app.tsx';
import { stubFetch } from '../../app/testing/stub-fetch.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

/** Checked badges (issue 27 §3): icons on cards, text on the service and provider pages. */

const noReviews = { status: 1, message: 'ok', result: [], total: 0, page: 1, per_page: 10 };

async function cardOf(name: string): Promise<HTMLElement> {
  const link = await screen.findByRole('link', { name });
  const card = link.closest('article');
  if (!card) throw new Error(`no card around ${name}`);
  return card;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('checked badges', () => {
  it('show as named icons on service cards, and not at all without badges', async () => {
    const plain: ServiceCard = {
      ...sampleCard,
      id: 6,
      Service_id: 6,
      slug: 'window-washing',
      title: 'Window washing',
    };
    stubFetch({
      '/api/get-type-services': serviceList([{ ...sampleCard, badges: sampleBadges }, plain]),
    });
    renderApp('/servicePageList/residential');
    const card = await cardOf('Carpet steam cleaning');
    const icon = within(card).getByRole('img', { name: 'Checked: LBP: Carpentry' });
    expect(icon).toHaveAttribute('title', 'LBP: Carpentry, checked 27 Nov 2026');
    expect(
      within(card).getByRole('img', { name: 'Checked: Insured to $2,000,000' }),
    ).toBeInTheDocument();
    const other = await cardOf('Window washing');
    expect(within(other).queryByRole('img', { name: /^Checked:/ })).toBeNull();
    expect(within(other).queryByTestId('card-badges')).toBeNull();
  });

  it('show as named icons on the provider directory cards', async () => {
    const checked: ProviderCard = { ...sampleProvider, badges: [sampleBadges[0]!] };
    stubFetch({
      '/api/AllServiceProviders': { seller: [checked], total: 1, page: 1, per_page: 24 },
    });
    renderApp('/all-service-providers');
    const card = await cardOf('Kauri Cleaning');
    expect(within(card).getByRole('img', { name: 'Checked: LBP: Carpentry' })).toBeInTheDocument();
  });

  it('read as text with the date checked on the provider page', async () => {
    stubFetch({
      '/api/seller-detail': {
        ...sampleSellerDetail,
        seller: { ...sampleSellerDetail.seller, badges: sampleBadges },
      },
      '/api/seller-services': { sellerServices: [], total: 0, page: 1, per_page: 24 },
    });
    renderApp('/provider-details/kauri');
    const section = await screen.findByRole('region', { name: 'Checked licences and badges' });
    expect(within(section).getByText('LBP: Carpentry, checked 27 Nov 2026')).toBeInTheDocument();
    expect(
      within(section).getByText('Insured to $2,000,000, checked 20 Nov 2026'),
    ).toBeInTheDocument();
    expect(within(section).getByText(/^What we check:/)).toBeInTheDocument();
  });

  it('read as text on the service page', async () => {
    const detail = {
      ...sampleServiceDetail,
      services: { ...sampleServiceDetail.services, badges: [sampleBadges[0]!] },
    };
    stubFetch({ '/api/service-detail': detail, '/api/get-reviews': noReviews });
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    const section = await screen.findByRole('region', { name: 'Checked licences and badges' });
    expect(within(section).getByText('LBP: Carpentry, checked 27 Nov 2026')).toBeInTheDocument();
  });

  it('leave no section on the service page of a provider without badges', async () => {
    stubFetch({ '/api/service-detail': sampleServiceDetail, '/api/get-reviews': noReviews });
    renderApp('/SingleServicePage/carpet-steam-cleaning');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Checked licences and badges' })).toBeNull();
  });
});
