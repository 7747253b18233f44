import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { SEARCH_COUNT_MAX } from '#shared/constants.ts';
import { renderInApp } from '../../../app/testing/render-app.tsx';
import { sampleCard } from '../../../app/testing/fixtures.ts';
import { stubFetch } from '../../../app/testing/stub-fetch.ts';
import { CARD_IMAGE_SIZES } from './service-card.tsx';
import { ServiceResults } from './service-results.tsx';

/** A query in a given state (what PagedList reads of a TanStack Query result). */
function queryState(state: 'loading' | 'done' | 'failed', refetch = vi.fn()) {
  return {
    isError: state === 'failed',
    isFetching: state === 'loading',
    error: state === 'failed' ? new Error('Request failed (500)') : null,
    refetch,
  };
}

describe('ServiceResults', () => {
  beforeEach(() => {
    stubFetch();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows 'Loading services...' and skeletons while loading", async () => {
    renderInApp(<ServiceResults query={queryState('loading')} services={undefined} />);
    expect(await screen.findByText('Loading services...')).toBeInTheDocument();
    expect(screen.getAllByTestId('service-card-skeleton').length).toBeGreaterThan(0);
  });

  it("shows 'No Service found' for an empty list", async () => {
    renderInApp(<ServiceResults query={queryState('done')} services={[]} />);
    expect(await screen.findByText('No Service found')).toBeInTheDocument();
  });

  it("shows the error with Retry, not 'No Service found', when the call failed", async () => {
    const refetch = vi.fn();
    renderInApp(<ServiceResults query={queryState('failed', refetch)} services={undefined} />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('The services could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No Service found')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('renders cards linking to the service page, with a card-size image, badge and date', async () => {
    const second = { ...sampleCard, id: sampleCard.id + 1, slug: 'second', title: 'Second' };
    renderInApp(<ServiceResults query={queryState('done')} services={[sampleCard, second]} />);
    expect(await screen.findByRole('link', { name: 'Carpet steam cleaning' })).toHaveAttribute(
      'href',
      '/SingleServicePage/carpet-steam-cleaning',
    );
    const image = screen.getByRole('img', { name: 'Carpet steam cleaning' });
    // The first card's image is the one in view: fetched first, not lazily; the rest wait.
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const later = screen.getByRole('img', { name: 'Second' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('fetchpriority', 'auto');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '360');
    // More sizes for sharper phones, and how wide the grid shows a card.
    expect(image).toHaveAttribute('srcset', sampleCard.main_service_image_srcset);
    expect(image).toHaveAttribute('sizes', CARD_IMAGE_SIZES.grid);
    const noSizes = { ...sampleCard, id: sampleCard.id + 2, slug: 'third', title: 'Third' };
    renderInApp(
      <ServiceResults
        query={queryState('done')}
        services={[{ ...noSizes, main_service_image_srcset: null }]}
      />,
    );
    const plain = await screen.findByRole('img', { name: 'Third' });
    expect(plain).not.toHaveAttribute('srcset');
    expect(plain).not.toHaveAttribute('sizes');
    expect(screen.getAllByRole('img', { name: 'Listed by Kiwi Services' })[0]).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Rated 4.5 out of 5' })[0]).toBeInTheDocument();
    expect(screen.getAllByText('Thu, 5 Mar')[0]).toBeInTheDocument();
  });

  it('pages when the total is larger than a page', async () => {
    renderInApp(
      <ServiceResults
        query={queryState('done')}
        services={[sampleCard]}
        paging={{ total: 60, page: 1, perPage: 24, onChange: vi.fn() }}
      />,
    );
    expect(await screen.findByRole('button', { name: '3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
  });

  it('shows a free-text total past the counted limit as "1,000+" and an exact one as is', async () => {
    const paging = (total: number) => ({ total, page: 1, perPage: 24, onChange: vi.fn() });
    const { unmount } = renderInApp(
      <ServiceResults
        query={queryState('done')}
        services={[sampleCard]}
        count="shown"
        paging={paging(SEARCH_COUNT_MAX + 1)}
      />,
    );
    expect(await screen.findByText('1,000+ services')).toBeInTheDocument();
    unmount();
    renderInApp(
      <ServiceResults
        query={queryState('done')}
        services={[sampleCard]}
        count="shown"
        paging={paging(999)}
      />,
    );
    expect(await screen.findByText('999 services')).toBeInTheDocument();
  });
});
