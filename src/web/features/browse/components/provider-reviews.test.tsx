import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ProviderReviewItem, ProviderReviewsResponse } from '#shared/api/browse.ts';
import { sampleSellerDetail } from '../../../app/testing/fixtures.ts';
import { callsTo } from '../../../app/testing/gate.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';

// The first render loads the page's code.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

const review = (id: number, patch: Partial<ProviderReviewItem>): ProviderReviewItem => ({
  id,
  service_id: 5,
  user_id: 7,
  rating: 5,
  review: 'Tidy work, on time.',
  created_at: '2026-11-20T01:00:00.000Z',
  Seller: 'Aroha N.',
  reviewer_name: 'Aroha N.',
  label: null,
  reply: null,
  service: { id: 5, slug: 'carpet-steam-cleaning', title: 'Carpet steam cleaning' },
  ...patch,
});

const answer = (sort: string, result: ProviderReviewItem[]): ProviderReviewsResponse => ({
  success: true,
  result,
  breakdown: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 },
  sort: sort as ProviderReviewsResponse['sort'],
  total: 2,
  page: 1,
  per_page: 10,
});

describe('the provider page lists every review (issue 27 §2)', () => {
  it('shows the count per star, each review with its service and label, and sorts', async () => {
    const hire = review(1, { label: 'verified_hire', review: 'Built our deck beautifully.' });
    const low = review(2, {
      rating: 2,
      label: 'contacted',
      review: 'Late twice.',
      Seller: 'Wiremu J.',
      service: { id: 6, slug: 'rug-care', title: 'Rug care' },
    });
    const spy = stubFetch({
      '/api/seller-detail': sampleSellerDetail,
      '/api/seller-services': { sellerServices: [], total: 0, page: 1, per_page: 24 },
      '/api/provider-reviews': (url: URL) => {
        const sort = url.searchParams.get('sort') ?? 'newest';
        return answer(sort, sort === 'lowest' ? [low, hire] : [hire, low]);
      },
    });
    const user = userEvent.setup();
    renderApp('/provider-details/kauri');
    const section = (
      await screen.findByRole('heading', { name: 'Reviews of Kauri Cleaning', level: 2 })
    ).closest('section')!;
    const stars = await within(section).findByRole('list', { name: 'Reviews by rating' });
    expect(within(stars).getByText('5 stars: 1 review')).toBeInTheDocument();
    expect(within(stars).getByText('2 stars: 1 review')).toBeInTheDocument();
    expect(within(stars).getByText('1 star: 0 reviews')).toBeInTheDocument();
    const first = (await within(section).findByText('Built our deck beautifully.')).closest(
      'article',
    )!;
    expect(within(first).getByText('Verified hire through Kiwi Services')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Carpet steam cleaning' })).toHaveAttribute(
      'href',
      '/SingleServicePage/carpet-steam-cleaning',
    );
    const second = within(section).getByText('Late twice.').closest('article')!;
    expect(within(second).getByText('Contacted through Kiwi Services')).toBeInTheDocument();

    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Sort reviews' }),
      'lowest',
    );
    await waitFor(() =>
      expect(callsTo(spy, '/api/provider-reviews').some((c) => c.url.includes('sort=lowest'))).toBe(
        true,
      ),
    );
    await waitFor(() => {
      const texts = within(section)
        .getAllByRole('article')
        .map((a) => a.textContent);
      expect(texts[0]).toContain('Late twice.');
    });
  });
});
