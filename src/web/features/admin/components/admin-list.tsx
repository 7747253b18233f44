import { Stack } from '@mantine/core';

import { useAdminList, type AdminListAnswer, type AdminListName } from '../api/admin-api.ts';
import { AdminTable, type Column } from './admin-table.tsx';
import { ListFilters, pagingOf, useListState, type FilterSpec } from './list-filters.tsx';

type Answer<N extends AdminListName> = AdminListAnswer<N>;

export type AdminListProps<N extends AdminListName, T> = {
  /** The list read: GET /api/admin/<name>. */
  name: N;
  /** The rows of an answer. */
  rowsOf: (answer: Answer<N>) => readonly T[];
  columns: Column<T>[];
  getKey: (row: T) => string | number;
  searchLabel: string;
  filters?: FilterSpec[];
  caption: string;
  empty: string;
  errorText: string;
};

/** A searchable, filtered, paged console list as a table. */
export function AdminList<N extends AdminListName, T>(props: AdminListProps<N, T>) {
  const state = useListState(props.filters);
  const query = useAdminList(props.name, state.params);
  return (
    <Stack gap="md">
      <ListFilters state={state} searchLabel={props.searchLabel} filters={props.filters} />
      <AdminTable
        caption={props.caption}
        columns={props.columns}
        rows={query.data ? props.rowsOf(query.data) : undefined}
        getKey={props.getKey}
        query={query}
        empty={props.empty}
        errorText={props.errorText}
        paging={pagingOf(state, query.data)}
      />
    </Stack>
  );
}
