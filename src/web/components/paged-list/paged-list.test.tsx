import { act, screen } from '@testing-library/react';

import { renderInApp } from '../../app/testing/render-app.tsx';
import { PagedList, type PagedQuery } from './paged-list.tsx';

const pending: PagedQuery = { isError: false, isFetching: true, error: null, refetch: () => {} };

function renderLoading(textMaxMs?: number) {
  return renderInApp(
    <PagedList<number>
      query={pending}
      items={undefined}
      getKey={(n) => n}
      renderItem={(n) => <p>{n}</p>}
      loading={{
        text: 'Loading services...',
        textMaxMs,
        skeleton: <div data-testid="skeleton" />,
        count: 3,
      }}
      empty={<p>No Service found</p>}
      errorText="The services could not be loaded."
    />,
  );
}

describe('PagedList while loading', () => {
  afterEach(() => vi.useRealTimers());

  it('hides the loader text after its maximum and keeps the skeletons (the search loader)', () => {
    vi.useFakeTimers();
    renderLoading(1500);
    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });

  it('keeps the loader text while loading when no maximum is given', () => {
    vi.useFakeTimers();
    renderLoading();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading services...');
  });
});
