/**
 * The search and the list filters live in the URL (issue 13 §2, decision 073) with readable
 * names: `service` (sub category slug), `category` (category slug), `city`, `suburb` and
 * `postcode`, beside the list's `q`, `sort` and `page`. The spec's saved filters (homeFilter,
 * servicePageList) are still written, and read when a page opens without any of these.
 */
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import type { HomeFilter, ListFilter } from './saved-filters.ts';

export const FILTER_PARAMS = ['service', 'category', 'city', 'suburb', 'postcode'] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];
type UrlFilter = Partial<Record<FilterParam, string>>;

/** The filter as search parameters (empty values left out), e.g. 'service=plumbers&city=…'. */
export function filterQuery(filter: UrlFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filter[name]?.trim();
    if (value) params.set(name, value);
  }
  return params;
}

const slugOfSub = (list: CategoryListResponse | undefined, id: number | '') =>
  id === '' ? undefined : list?.subCategory.find((s) => s.id === id)?.slug;
const slugOfCategory = (list: CategoryListResponse | undefined, id: number | '') =>
  id === '' ? undefined : list?.categories.find((c) => c.id === id)?.slug;

/** A saved or chosen home filter as URL parameters (sub category id → its slug). */
export function homeFilterToUrl(
  filter: Pick<HomeFilter, 'subCategory_id' | 'city' | 'suburb' | 'postal_code'>,
  list: CategoryListResponse | undefined,
): URLSearchParams {
  return filterQuery({
    service: slugOfSub(list, filter.subCategory_id),
    city: filter.city,
    suburb: filter.suburb,
    postcode: filter.postal_code,
  });
}

/** A list filter as URL parameters. */
export function listFilterToUrl(
  filter: ListFilter,
  list: CategoryListResponse | undefined,
): URLSearchParams {
  return filterQuery({
    category: slugOfCategory(list, filter.category_id),
    service: slugOfSub(list, filter.subCategory_id),
    city: filter.city,
    suburb: filter.suburb,
  });
}

export type UrlFilterState = {
  /** True when the URL names any filter. */
  present: boolean;
  /** False while slugs wait for the catalogue. */
  ready: boolean;
  /** A slug the catalogue does not know (the page answers 404). */
  unknown: boolean;
  subCategoryId: number | '';
  categoryId: number | '';
  city: string;
  suburb: string;
  postalCode: string;
};

/** The filter named by the URL, slugs resolved through the catalogue. */
export function useUrlFilter(): UrlFilterState {
  const [params] = useSearchParams();
  const { data: list } = useCategoryList();
  const get = (name: FilterParam) => (params.get(name) ?? '').trim().slice(0, 100);
  const service = get('service').toLowerCase();
  const category = get('category').toLowerCase();
  const sub = service ? list?.subCategory.find((s) => s.slug.toLowerCase() === service) : null;
  const cat = category ? list?.categories.find((c) => c.slug.toLowerCase() === category) : null;
  const needsList = Boolean(service || category);
  return {
    present: FILTER_PARAMS.some((name) => get(name) !== ''),
    ready: !needsList || list !== undefined,
    unknown: list !== undefined && (sub === undefined || cat === undefined),
    subCategoryId: sub?.id ?? '',
    categoryId: cat?.id ?? sub?.category_id ?? '',
    city: get('city'),
    suburb: get('suburb'),
    postalCode: get('postcode'),
  };
}

/**
 * When the URL names no filter but one was saved, the page moves (replacing the history entry)
 * to the URL of the saved filter, once the catalogue can turn its ids into slugs. Runs after
 * hydration, so the server's page and the first browser render agree.
 */
export function useSavedFilterRedirect(
  present: boolean,
  readSaved: (list: CategoryListResponse) => URLSearchParams | null,
): void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: list } = useCategoryList();
  useEffect(() => {
    if (present || !list) return;
    const saved = readSaved(list);
    if (!saved || saved.size === 0) return;
    for (const [name, value] of params) if (!saved.has(name)) saved.set(name, value);
    void navigate({ search: `?${saved.toString()}` }, { replace: true });
  }, [present, list, readSaved, params, navigate]);
}
