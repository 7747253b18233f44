import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';

import { getStarKinds, StarRating } from './star-rating.tsx';

describe('StarRating', () => {
  it('rounds to the nearest half star', () => {
    expect(getStarKinds(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(getStarKinds(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(getStarKinds(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(getStarKinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(getStarKinds(9)).toEqual(['full', 'full', 'full', 'full', 'full']);
  });

  it('draws half stars and has an accessible label', () => {
    render(
      <MantineProvider>
        <StarRating value="4.5" count={12} withValue />
      </MantineProvider>,
    );
    const stars = screen.getByRole('img', { name: 'Rated 4.5 out of 5' });
    const kinds = Array.from(stars.querySelectorAll('[data-star]')).map((el) =>
      el.getAttribute('data-star'),
    );
    expect(kinds).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(screen.getByText('12', { exact: false })).toHaveTextContent('(12 reviews)');
  });

  it("says 'No reviews yet' instead of empty stars and (0) without reviews", () => {
    render(
      <MantineProvider>
        <StarRating value={0} count={0} withValue />
      </MantineProvider>,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('0.0')).toBeNull();
    expect(screen.queryByText(/\(0/)).toBeNull();
  });

  it('still draws stars when the count is not given (one review)', () => {
    render(
      <MantineProvider>
        <StarRating value={3} />
      </MantineProvider>,
    );
    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
  });
});
