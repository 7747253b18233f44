import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';

import { formatRating } from '../../lib/format.ts';

export type StarKind = 'full' | 'half' | 'empty';

/** Five stars for a rating, to the nearest half (4.3 → 4.5, 4.2 → 4). */
export function getStarKinds(value: number): StarKind[] {
  const rounded = Math.round(Math.min(5, Math.max(0, Number(value) || 0)) * 2) / 2;
  return [1, 2, 3, 4, 5].map((i) =>
    rounded >= i ? 'full' : rounded >= i - 0.5 ? 'half' : 'empty',
  );
}

const STAR_COLOR = '#c66a00';

export type StarRatingProps = {
  /** Average rating 0..5 (a string from the API is accepted). */
  value: number | string | null | undefined;
  size?: number;
  /** Shows the number (one decimal) after the stars. */
  withValue?: boolean;
  /** Number of reviews, shown as '(12)'; 0 shows 'No reviews yet' instead of empty stars. */
  count?: number | null;
};

export const NO_REVIEWS_YET = 'No reviews yet';

/**
 * Read-only 5-star display with half stars; labelled 'Rated 4.5 out of 5'. A service or provider
 * without reviews (count 0) says 'No reviews yet' rather than '0.0 (0)' with empty stars (issue
 * 22 §5).
 */
export function StarRating({ value, size = 16, withValue = false, count }: StarRatingProps) {
  if (count === 0) {
    return (
      <Text span size="sm" c="dimmed" lh={`${size}px`} data-rating="none">
        {NO_REVIEWS_YET}
      </Text>
    );
  }
  const numeric = Number(value) || 0;
  const label = `Rated ${formatRating(numeric)} out of 5`;
  return (
    <Group gap={6} wrap="wrap" display="inline-flex" style={{ rowGap: 0 }}>
      <span role="img" aria-label={label} title={label} style={{ display: 'inline-flex' }}>
        {getStarKinds(numeric).map((kind, i) => {
          const Icon =
            kind === 'full' ? IconStarFilled : kind === 'half' ? IconStarHalfFilled : IconStar;
          return (
            <Icon
              key={i}
              size={size}
              color={STAR_COLOR}
              aria-hidden="true"
              data-star={kind}
              style={{ flex: 'none' }}
            />
          );
        })}
      </span>
      {withValue ? (
        <Text span size="sm" fw={600} aria-hidden="true">
          {formatRating(numeric)}
        </Text>
      ) : null}
      {count !== undefined && count !== null ? (
        <Text span size="sm" c="dimmed">
          ({count}
          <VisuallyHidden> {count === 1 ? 'review' : 'reviews'}</VisuallyHidden>)
        </Text>
      ) : null}
    </Group>
  );
}
