/**
 * The filters issue 24 adds to the search and list pages (decision 119): a minimum rating,
 * "Shows a price" and "Taking new work". They live in the URL under the names of the
 * getSubCategoryServices body keys (`min_rating`, `has_price`, `taking_new_work`), and issue
 * 27 §3 adds "Checked licence or registration" (`verified_only`).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const EXTRA_PARAMS = [
  'min_rating',
  'has_price',
  'taking_new_work',
  'verified_only',
] as const;

/** The filter of issue 27 §3: a provider with a checked LBP, EWRB or PGDB badge. */
export const VERIFIED_ONLY_LABEL = 'Checked licence or registration';

/** The minimum ratings offered (stars and up). */
export const MIN_RATINGS = [3, 4, 4.5] as const;

export type ExtraFilters = {
  min_rating?: number | undefined;
  has_price?: boolean | undefined;
  taking_new_work?: boolean | undefined;
  verified_only?: boolean | undefined;
};

const isOn = (value: string | null) => value === '1' || value === 'true';

function extrasOf(
  minRating: string | null,
  hasPrice: string | null,
  takingNewWork: string | null,
  verifiedOnly: string | null,
): ExtraFilters {
  const rating = Number(minRating);
  const extras: ExtraFilters = {};
  if (MIN_RATINGS.some((r) => r === rating)) extras.min_rating = rating;
  if (isOn(hasPrice)) extras.has_price = true;
  if (isOn(takingNewWork)) extras.taking_new_work = true;
  if (isOn(verifiedOnly)) extras.verified_only = true;
  return extras;
}

/** The extra filters a URL names (unknown values are ignored). */
export function readExtras(params: URLSearchParams): ExtraFilters {
  return extrasOf(
    params.get('min_rating'),
    params.get('has_price'),
    params.get('taking_new_work'),
    params.get('verified_only'),
  );
}

/** Writes the extra filters into `params` (switched-off filters removed). */
export function writeExtras(params: URLSearchParams, extras: ExtraFilters): void {
  if (extras.min_rating) params.set('min_rating', String(extras.min_rating));
  else params.delete('min_rating');
  if (extras.has_price) params.set('has_price', '1');
  else params.delete('has_price');
  if (extras.taking_new_work) params.set('taking_new_work', '1');
  else params.delete('taking_new_work');
  if (extras.verified_only) params.set('verified_only', '1');
  else params.delete('verified_only');
}

export const hasExtras = (extras: ExtraFilters): boolean =>
  Boolean(extras.min_rating || extras.has_price || extras.taking_new_work || extras.verified_only);

/** The URL's extra filters, stable while the URL does not change. */
export function useExtraFilters(): ExtraFilters {
  const [params] = useSearchParams();
  const minRating = params.get('min_rating');
  const hasPrice = params.get('has_price');
  const takingNewWork = params.get('taking_new_work');
  const verifiedOnly = params.get('verified_only');
  return useMemo(
    () => extrasOf(minRating, hasPrice, takingNewWork, verifiedOnly),
    [minRating, hasPrice, takingNewWork, verifiedOnly],
  );
}

/** The extra filters as body keys of getSubCategoryServices (only what is on). */
export function extrasBody(extras: ExtraFilters) {
  return {
    ...(extras.min_rating ? { min_rating: extras.min_rating } : {}),
    ...(extras.has_price ? { has_price: true } : {}),
    ...(extras.taking_new_work ? { taking_new_work: true } : {}),
    ...(extras.verified_only ? { verified_only: true } : {}),
  };
}

/** "4+ stars" */
export const ratingLabel = (rating: number) => `${rating}+ stars`;
