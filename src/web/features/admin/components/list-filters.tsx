import { Group, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { SearchInput } from '../../../components/search-input/search-input.tsx';
import type { ListParams } from '../api/admin-api.ts';

export const ADMIN_PAGE_SIZE = 25;

/** A filter select: its label, its options ('' = any) and its query parameter. */
export type FilterSpec = {
  param: string;
  label: string;
  options: { value: string; label: string }[];
  /** The value at first ('' = any). */
  initial?: string;
};

/**
 * The state of a console list: page, search text (sent 300 ms after typing stops) and filter
 * values; any change of search or filter goes back to page 1.
 */
export function useListState(filters: FilterSpec[] = [], perPage = ADMIN_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [q, setQ] = useState('');
  const [debouncedQ] = useDebouncedValue(q, 300);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(filters.map((f) => [f.param, f.initial ?? ''])),
  );
  const params: ListParams = {
    page,
    per_page: perPage,
    q: debouncedQ.trim() || undefined,
    ...Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v || undefined])),
  };
  return {
    params,
    perPage,
    page,
    setPage,
    q,
    setQ: (value: string) => {
      setQ(value);
      setPage(1);
    },
    values,
    setValue: (param: string, value: string) => {
      setValues((old) => ({ ...old, [param]: value }));
      setPage(1);
    },
  };
}
export type ListState = ReturnType<typeof useListState>;

export type ListFiltersProps = {
  state: ListState;
  /** The search box's label ('Search by name, email or business'). */
  searchLabel: string;
  filters?: FilterSpec[];
};

/** The search box and filter selects above a console list. */
export function ListFilters({ state, searchLabel, filters = [] }: ListFiltersProps) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        label={searchLabel}
        value={state.q}
        onChange={(e) => state.setQ(e.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      {filters.map((f) => (
        <Select
          key={f.param}
          label={f.label}
          data={f.options}
          value={state.values[f.param] ?? ''}
          onChange={(value) => state.setValue(f.param, value ?? '')}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
      ))}
    </Group>
  );
}

/** The paging props of an AdminTable from a list answer and its state. */
export function pagingOf(state: ListState, data: { total: number } | undefined) {
  return data
    ? { total: data.total, page: state.page, perPage: state.perPage, onChange: state.setPage }
    : undefined;
}

/** 'Any', 'Yes', 'No' for a yes/no filter. */
export const YES_NO_ANY = [
  { value: '', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
