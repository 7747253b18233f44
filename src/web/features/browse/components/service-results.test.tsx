import { screen } from '@testing-library/react';

import type { ServiceCard } from '#shared/api/browse.ts';
import { renderInApp } from '../../../app/testing/render-app.tsx';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { LOADING_SERVICES, NO_SERVICE_FOUND, ServiceResults } from './service-results.tsx';

const card: ServiceCard = {
  id: 5,
  Service_id: 5,
  slug: 'carpet-steam-cleaning',
  title: 'Carpet steam cleaning',
  description: 'Deep clean.',
  main_service_image: 'http://localhost/uploads/services/a-card.webp',
  created_at: '2026-03-05T01:00:00.000Z',
  status: 'approved',
  category_id: 1,
  subCategory_id: 1,
  service_type: ['residential'],
  city: 'Auckland',
  suburb: 'Ponsonby',
  business_name: 'Kauri Cleaning',
  seller_slug: 'kauri',
  added_by_id: 2,
  added_by: 2,
  have_provider: { id: 2, role_id: 1, logo: null, slug: 'kauri' },
  role_id: 1,
  logo: null,
  rating: 4.5,
  averageRating: 4.5,
  average_reviews: [{ service_id: 5, average_rating: 4.5 }],
  total_reviews: 2,
  totalReviews: 2,
  subcat: {
    id: 1,
    name: 'Carpet Cleaning',
    slug: 'carpet-cleaning',
    category_id: 1,
    service_providers_count: 1,
  },
  watchList: 0,
  watchlist: 0,
};

describe('ServiceResults', () => {
  beforeEach(() => {
    stubFetch();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Loading services...' and skeletons while loading", () => {
    renderInApp(<ServiceResults services={undefined} isLoading />);
    expect(screen.getByText(LOADING_SERVICES)).toBeInTheDocument();
    expect(screen.getAllByTestId('service-card-skeleton').length).toBeGreaterThan(0);
  });

  it("shows 'No Service found' for an empty list", () => {
    renderInApp(<ServiceResults services={[]} isLoading={false} />);
    expect(screen.getByText(NO_SERVICE_FOUND)).toBeInTheDocument();
  });

  it('renders cards linking to the service page, with a lazy card-size image, badge and date', () => {
    renderInApp(<ServiceResults services={[card]} isLoading={false} />);
    expect(screen.getByRole('link', { name: 'Carpet steam cleaning' })).toHaveAttribute(
      'href',
      '/SingleServicePage/carpet-steam-cleaning',
    );
    const image = screen.getByRole('img', { name: 'Carpet steam cleaning' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
    expect(screen.getByRole('img', { name: 'Listed by Kiwi Services' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Thu, 5 Mar')).toBeInTheDocument();
  });

  it('pages when the total is larger than a page', () => {
    const onPageChange = vi.fn();
    renderInApp(
      <ServiceResults
        services={[card]}
        isLoading={false}
        total={60}
        page={1}
        perPage={24}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });
});
