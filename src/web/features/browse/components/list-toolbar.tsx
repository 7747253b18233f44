import { ActionIcon, Group, Select, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';

import type { Sort } from '#shared/constants.ts';

const SORT_OPTIONS: { value: Sort; label: string }[] = [
  { value: 'relevance', label: 'Best match' },
  { value: 'rating', label: 'Top rated' },
  { value: 'newest', label: 'Newest' },
];

/** The free-text search box and the sort of a list page; `children` adds controls at the end. */
export function ListToolbar({
  q,
  sort,
  onSearch,
  onSortChange,
  placeholder = 'Search these services',
  label = 'Search services',
  withSort = true,
  children,
}: {
  q: string;
  sort?: Sort | undefined;
  onSearch: (q: string) => void;
  onSortChange?: (sort: Sort | undefined) => void;
  placeholder?: string;
  label?: string;
  withSort?: boolean;
  children?: ReactNode;
}) {
  const [text, setText] = useState(q);
  // Follow the URL's q when it changes (back button, Reset) without an effect.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setText(q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <form onSubmit={submit} role="search" style={{ flex: '1 1 260px' }}>
        <TextInput
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={200}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={
            text ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            ) : null
          }
        />
      </form>
      {withSort && onSortChange ? (
        <Select
          aria-label="Sort by"
          data={SORT_OPTIONS}
          value={sort ?? 'relevance'}
          onChange={(value) => onSortChange(value ?? undefined)}
          allowDeselect={false}
          w={150}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {children}
    </Group>
  );
}
