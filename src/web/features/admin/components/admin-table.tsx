import { Badge, type BadgeProps, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { ListPagination } from '../../../components/paged-list/list-pagination.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Minimum width in px (long texts). */
  minWidth?: number;
  /** Keeps the cell on one line (dates, buttons). */
  nowrap?: boolean;
};

/** A badge in a table cell: never squeezed into an ellipsis. */
export function Tag(props: BadgeProps & { children: ReactNode; title?: string | undefined }) {
  return <Badge {...props} style={{ minWidth: 'max-content' }} />;
}

/** What the table reads of its TanStack query. */
export type TableQuery = {
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type AdminTableProps<T> = {
  /** Names the table for screen readers ('Users'). */
  caption: string;
  columns: Column<T>[];
  rows: readonly T[] | undefined;
  getKey: (row: T) => string | number;
  query: TableQuery;
  /** Shown for an empty list. */
  empty: string;
  /** What failed ('The users could not be loaded.'). */
  errorText: string;
  paging?: { total: number; page: number; perPage: number; onChange: (page: number) => void };
};

function LoadingRows() {
  return (
    <Stack gap="xs" aria-busy="true">
      <Text c="dimmed" role="status">
        Loading...
      </Text>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} h={32} radius="sm" />
      ))}
    </Stack>
  );
}

/** What a list shows instead of its rows: loading, failed (with Retry) or empty; null with rows. */
export function listPlaceholder<T>(
  props: Pick<AdminTableProps<T>, 'rows' | 'query' | 'empty' | 'errorText'>,
): ReactNode {
  const { rows, query } = props;
  if (!rows && query.isError && !query.isFetching) {
    return (
      <QueryError what={props.errorText} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!rows) return <LoadingRows />;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" role="status" py="lg">
        {props.empty}
      </Text>
    );
  }
  return null;
}

/** A console list as a table: loading, failed (with Retry), empty, or rows with their pages. */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const { columns, rows, query, paging } = props;
  const placeholder = listPlaceholder(props);
  if (placeholder || !rows) return placeholder;
  return (
    <Stack gap="sm">
      {paging ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {paging.total} {paging.total === 1 ? 'result' : 'results'}
        </Text>
      ) : null}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={query.isFetching}>
          <Table.Caption>{props.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.header} miw={c.minWidth}>
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={props.getKey(row)}>
                {columns.map((c) => (
                  <Table.Td
                    key={c.header}
                    miw={c.minWidth}
                    style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging ? <ListPagination {...paging} /> : null}
    </Stack>
  );
}
