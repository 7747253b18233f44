import { ActionIcon, Group, Select } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';

import type { Sort } from '#shared/constants.ts';
import { QueryInput } from '../../../components/search-input/query-input.tsx';
import type { ListParamsState } from '../lib/use-list-params.ts';

const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
];

/** The free-text search box that follows the URL's q (back button, Reset) without an effect. */
function useSearchText(q: string) {
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }
  return [text, setText] as const;
}

/** The free-text search box, kept in the URL's q. */
export function SearchBox({
  params,
  placeholder = 'Search these services',
  label = 'Search services',
}: {
  params: ListParamsState;
  placeholder?: string;
  label?: string;
}) {
  const [text, setText] = useSearchText(params.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.update({ q: text.trim() });
  };
  const clear = () => {
    setText('');
    params.update({ q: '' });
  };
  return (
    <form onSubmit={submit} role="search" style={{ flex: '1 1 260px' }}>
      <QueryInput
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onText={setText}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          text ? (
            <ActionIcon variant="subtle" color="gray" aria-label="Clear search" onClick={clear}>
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          ) : null
        }
      />
    </form>
  );
}

/** The sort of a list, kept in the URL's sort. */
export function SortSelect({ params }: { params: ListParamsState }) {
  return (
    <Select
      aria-label="Sort by"
      data={SORT_OPTIONS}
      value={params.sort ?? 'relevance'}
      onChange={(value) => params.update({ sort: value ?? undefined })}
      allowDeselect={false}
      w={150}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The free-text search box and the sort of a list page, kept in the URL (`params`);
 * `children` adds controls at the end.
 */
export function ListToolbar({
  params,
  placeholder,
  label,
  withSort = true,
  children,
}: {
  params: ListParamsState;
  placeholder?: string;
  label?: string;
  withSort?: boolean;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchBox
        params={params}
        {...(placeholder ? { placeholder } : {})}
        {...(label ? { label } : {})}
      />
      {withSort ? <SortSelect params={params} /> : null}
      {children}
    </Group>
  );
}
