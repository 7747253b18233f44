import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { SORTS, type Sort } from '#shared/constants.ts';
import type { Paging } from '../../../components/paged-list/list-pagination.tsx';

export type ListParams = { q: string; sort: Sort | undefined; page: number };
/** The URL's list parameters and the function that changes them. */
export type ListParamsState = ListParams & { update: (changes: Partial<ListParams>) => void };

/**
 * The free-text query, sort and page of a list, kept in the URL (?q=&sort=&page=) so the back
 * button and shared links keep them. Changing q or sort goes back to page 1.
 */
export function useListParams(): ListParamsState {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const sort = searchParams.get('sort');
    const page = Number(searchParams.get('page'));
    return {
      q: (searchParams.get('q') ?? '').slice(0, 200),
      sort: SORTS.find((known) => known === sort),
      page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    };
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<ListParams>) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const set = (key: string, value: string | number | undefined) => {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else next.set(key, String(value));
          };
          if ('q' in changes) set('q', changes.q?.trim());
          if ('sort' in changes) set('sort', changes.sort);
          if ('page' in changes) set('page', changes.page);
          else if ('q' in changes || 'sort' in changes) next.delete('page');
          return next;
        },
        { preventScrollReset: false },
      );
    },
    [setSearchParams],
  );

  return { ...params, update };
}

/** The list options to send with a call: only what is set. */
export function toListOptions(params: ListParams, perPage?: number) {
  return {
    page: params.page,
    ...(perPage ? { per_page: perPage } : {}),
    ...(params.q ? { q: params.q } : {}),
    ...(params.sort ? { sort: params.sort } : {}),
  };
}

/** The pages of a list answer ({ total, per_page }), following the URL's page. */
export function pagingOf(
  params: ListParamsState,
  data: { total: number; per_page: number } | undefined,
): Paging | undefined {
  if (!data) return undefined;
  return {
    total: data.total,
    page: params.page,
    perPage: data.per_page,
    onChange: (page) => params.update({ page }),
  };
}
