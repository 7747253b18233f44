/**
 * Refining in place (issue 24 §5, decision 119): every change of the search or list filters is
 * a new URL (a history entry, so back and forward step through them), back to page 1, and the
 * spec's saved filter follows it (saved, or cleared when nothing is left, so a page opened
 * without a filter does not bring back a removed one).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { writeExtras, type ExtraFilters } from './extra-filters.ts';
import { listFilterToUrl } from './filter-url.ts';
import {
  clearListFilter,
  hasListFilter,
  resetHomeFilter,
  saveHomeFilter,
  saveListFilter,
  type ListFilter,
} from './saved-filters.ts';

/** Which saved filter the page keeps: the home search's or the list pages'. */
export type SavedKind = 'home' | 'list';

/** What the filter panel applies: the place and service, the extras and (optionally) the text. */
export type RefineValue = ListFilter & ExtraFilters & { q?: string | undefined };

const idOfSub = (list: CategoryListResponse | undefined, slug: string | null) =>
  slug ? (list?.subCategory.find((s) => s.slug === slug)?.id ?? '') : '';
const idOfCategory = (list: CategoryListResponse | undefined, slug: string | null) =>
  slug ? (list?.categories.find((c) => c.slug === slug)?.id ?? '') : '';

function persist(
  kind: SavedKind,
  params: URLSearchParams,
  list: CategoryListResponse | undefined,
  userId: number | '',
) {
  const subCategoryId = idOfSub(list, params.get('service'));
  const city = params.get('city') ?? '';
  const suburb = params.get('suburb') ?? '';
  if (kind === 'home') {
    if (subCategoryId !== '' || city !== '' || suburb !== '') {
      const postal = params.get('postcode') ?? '';
      saveHomeFilter({
        subCategory_id: subCategoryId,
        city,
        suburb,
        postal_code: postal,
        user_id: userId,
      });
    } else resetHomeFilter(userId === '' ? null : userId);
    return;
  }
  const filter: ListFilter = {
    category_id: idOfCategory(list, params.get('category')),
    subCategory_id: subCategoryId,
    city,
    suburb,
    user_id: userId,
  };
  if (hasListFilter(filter)) saveListFilter(filter);
  else clearListFilter();
}

/** The URL of a panel value: its filters, the kept sort, and the old postcode if still apt. */
export function refineParams(
  value: RefineValue,
  prev: URLSearchParams,
  list: CategoryListResponse | undefined,
): URLSearchParams {
  const next = listFilterToUrl(value, list);
  const postcode = prev.get('postcode');
  if (postcode && value.city === prev.get('city') && value.suburb === (prev.get('suburb') ?? '')) {
    next.set('postcode', postcode);
  }
  const q = value.q === undefined ? prev.get('q') : value.q.trim();
  if (q) next.set('q', q);
  const sort = prev.get('sort');
  if (sort) next.set('sort', sort);
  writeExtras(next, value);
  return next;
}

/**
 * `apply(value)` moves to the URL of a panel value; `change(edit)` edits the current URL's
 * parameters (a chip's removal). Both drop the page and keep the saved filter in step.
 */
export function useRefine(kind: SavedKind) {
  const [params, setSearchParams] = useSearchParams();
  const { data: list } = useCategoryList();
  const userId = useSessionUser()?.id ?? '';
  const go = useCallback(
    (next: URLSearchParams) => {
      next.delete('page');
      persist(kind, next, list, userId);
      setSearchParams(next);
    },
    [kind, list, userId, setSearchParams],
  );
  const apply = useCallback(
    (value: RefineValue) => go(refineParams(value, params, list)),
    [go, params, list],
  );
  const change = useCallback(
    (edit: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(params);
      edit(next);
      go(next);
    },
    [go, params],
  );
  return { apply, change };
}
