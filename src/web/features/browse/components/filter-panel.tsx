import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { CITIES, CITY_NAMES } from '#shared/locations.ts';
import { fuzzyOptionsFilter } from '../lib/fuzzy-filter.ts';
import { EMPTY_LIST_FILTER, type ListFilter } from '../lib/saved-filters.ts';

const toValue = (v: number | string) => (v === '' ? null : String(v));

/**
 * The 'Services' filter panel of the list pages: All Regions (city), Suburb, All Categories,
 * All Sub Categories, with Search and Reset.
 */
export function FilterPanel({
  value,
  categoryList,
  onSearch,
  onReset,
}: {
  value: ListFilter;
  categoryList: CategoryListResponse | undefined;
  onSearch: (filter: ListFilter) => void;
  onReset: () => void;
}) {
  const [draft, setDraft] = useState<ListFilter>(value);
  // Follow the applied filter when it changes (Reset, a sub category page) without an effect.
  const valueKey = JSON.stringify(value);
  const [shownKey, setShownKey] = useState(valueKey);
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    setDraft(value);
  }

  const city = CITIES.find((c) => c.name === draft.city);
  const categories = useMemo(
    () => (categoryList?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [categoryList],
  );
  const subCategories = useMemo(
    () =>
      (categoryList?.subCategory ?? [])
        .filter((s) => draft.category_id === '' || s.category_id === draft.category_id)
        .map((s) => ({ value: String(s.id), label: s.name })),
    [categoryList, draft.category_id],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={submit}
      aria-labelledby="filter-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="filter-title">
          Services
        </Title>
        <Select
          aria-label="Region"
          placeholder="All Regions"
          data={CITY_NAMES as string[]}
          value={toValue(draft.city)}
          onChange={(v) => setDraft((d) => ({ ...d, city: v ?? '', suburb: '' }))}
          searchable
          clearable
          filter={fuzzyOptionsFilter}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label="Suburb"
          placeholder="Suburb"
          data={city?.suburbs ?? []}
          value={toValue(draft.suburb)}
          onChange={(v) => setDraft((d) => ({ ...d, suburb: v ?? '' }))}
          disabled={!city}
          searchable
          clearable
          filter={fuzzyOptionsFilter}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={300}
        />
        <Select
          aria-label="Category"
          placeholder="All Categories"
          data={categories}
          value={toValue(draft.category_id)}
          onChange={(v) =>
            setDraft((d) => ({ ...d, category_id: v ? Number(v) : '', subCategory_id: '' }))
          }
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          aria-label="Sub category"
          placeholder="All Sub Categories"
          data={subCategories}
          value={toValue(draft.subCategory_id)}
          onChange={(v) => {
            const sub = categoryList?.subCategory.find((s) => String(s.id) === v);
            setDraft((d) => ({
              ...d,
              subCategory_id: v ? Number(v) : '',
              category_id: sub ? sub.category_id : d.category_id,
            }));
          }}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={300}
        />
        <Group grow gap="sm">
          <Button type="submit">Search</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY_LIST_FILTER);
              onReset();
            }}
          >
            Reset
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
