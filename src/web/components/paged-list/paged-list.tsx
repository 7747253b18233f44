import { SimpleGrid, Stack, Text, VisuallyHidden, type SimpleGridProps } from '@mantine/core';
import { Fragment, useEffect, useState, type ReactNode } from 'react';

import { SEARCH_COUNT_MAX } from '#shared/constants.ts';
import { QueryError } from '../query-error/query-error.tsx';
import { ListPagination, type Paging } from './list-pagination.tsx';

/** What a paged list reads of its query (a TanStack Query result fits). */
export type PagedQuery = {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type PagedListProps<T> = {
  query: PagedQuery;
  /** The page's items; undefined until the first answer. */
  items: readonly T[] | undefined;
  getKey: (item: T) => string | number;
  /** `index` on the page: the first item's image may load first (fetchpriority). */
  renderItem: (item: T, index: number) => ReactNode;
  cols?: SimpleGridProps['cols'];
  /**
   * While loading: an optional status text ('Loading services...') over skeleton items; the text
   * hides after `textMaxMs` when given (the search loader's 1500 ms is a maximum), the skeletons
   * stay until the items arrive.
   */
  loading: { text?: string; textMaxMs?: number; skeleton: ReactNode; count: number };
  /** Shown for an empty list ('No Service found'). */
  empty: ReactNode;
  /** What failed, for the error message ('The services could not be loaded.'). */
  errorText: string;
  paging?: Paging | undefined;
  /** '12 services' above the list (visually hidden but announced when `hidden`). */
  count?: { one: string; many: string; hidden?: boolean };
};

function Loading({
  text,
  textMaxMs,
  skeleton,
  count,
  cols,
}: PagedListProps<unknown>['loading'] & { cols: SimpleGridProps['cols'] }) {
  const [textShown, setTextShown] = useState(true);
  useEffect(() => {
    if (textMaxMs === undefined) return;
    const timer = setTimeout(() => setTextShown(false), textMaxMs);
    return () => clearTimeout(timer);
  }, [textMaxMs]);
  return (
    <Stack gap="md" aria-busy="true">
      {text && textShown ? (
        <Text c="dimmed" role="status">
          {text}
        </Text>
      ) : null}
      <SimpleGrid cols={cols} spacing="md">
        {Array.from({ length: count }, (_, i) => (
          <Fragment key={i}>{skeleton}</Fragment>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Count({
  total,
  count,
}: {
  total: number;
  count: NonNullable<PagedListProps<unknown>['count']>;
}) {
  // A free-text search counts up to SEARCH_COUNT_MAX and answers one more when there are more.
  const shown =
    total === SEARCH_COUNT_MAX + 1 ? `${SEARCH_COUNT_MAX.toLocaleString('en-NZ')}+` : total;
  const text = `${shown} ${total === 1 ? count.one : count.many}`;
  if (count.hidden) return <VisuallyHidden aria-live="polite">{text}</VisuallyHidden>;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}

/**
 * A list page's results: loading (status text and skeletons), empty, failed (the error with a
 * Retry button: a 500 or a network failure is not "nothing found"), or the items in a grid with
 * their count and pages.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { query, items, cols = 1, paging, count } = props;
  if (!items && query.isError && !query.isFetching) {
    return (
      <QueryError what={props.errorText} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!items) return <Loading {...props.loading} cols={cols} />;
  if (items.length === 0) return <>{props.empty}</>;
  return (
    <Stack gap="md">
      {count && paging ? <Count total={paging.total} count={count} /> : null}
      <SimpleGrid cols={cols} spacing="md">
        {items.map((item, index) => (
          <Fragment key={props.getKey(item)}>{props.renderItem(item, index)}</Fragment>
        ))}
      </SimpleGrid>
      {paging ? <ListPagination {...paging} /> : null}
    </Stack>
  );
}
