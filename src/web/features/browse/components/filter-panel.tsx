import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { CITIES, CITY_NAMES } from '#shared/locations.ts';
import { fuzzyOptionsFilter } from '../lib/fuzzy-filter.ts';
import { EMPTY_LIST_FILTER, type ListFilter } from '../lib/saved-filters.ts';

const toValue = (v: number | string) => (v === '' ? null : String(v));
/** The common props of the panel's searchable, clearable selects. */
const choice = (label: string, placeholder: string) => ({
  'aria-label': label,
  placeholder,
  searchable: true,
  clearable: true,
  comboboxProps: { withinPortal: true },
});

/** The panel's draft: it follows the applied filter when that changes (Reset, another page). */
function useDraft(value: ListFilter) {
  const [draft, setDraft] = useState<ListFilter>(value);
  const valueKey = JSON.stringify(value);
  const [shownKey, setShownKey] = useState(valueKey);
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    setDraft(value);
  }
  const change = (patch: Partial<ListFilter>) => setDraft((d) => ({ ...d, ...patch }));
  return { draft, change, setDraft };
}

/** Category and sub category choices; the sub categories follow the chosen category. */
function useCategoryOptions(
  categoryList: CategoryListResponse | undefined,
  categoryId: number | '',
) {
  const categories = useMemo(
    () => (categoryList?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
    [categoryList],
  );
  const subCategories = useMemo(
    () =>
      (categoryList?.subCategory ?? [])
        .filter((s) => categoryId === '' || s.category_id === categoryId)
        .map((s) => ({ value: String(s.id), label: s.name })),
    [categoryList, categoryId],
  );
  return { categories, subCategories };
}

type DraftProps = {
  draft: ListFilter;
  change: (patch: Partial<ListFilter>) => void;
  categoryList: CategoryListResponse | undefined;
};

/** Region (city), Suburb (of the city), Category and Sub Category (of the category). */
function FilterSelects({ draft, change, categoryList }: DraftProps) {
  const city = CITIES.find((c) => c.name === draft.city);
  const { categories, subCategories } = useCategoryOptions(categoryList, draft.category_id);
  const chooseSubCategory = (v: string | null) => {
    const sub = categoryList?.subCategory.find((s) => String(s.id) === v);
    change({
      subCategory_id: v ? Number(v) : '',
      ...(sub ? { category_id: sub.category_id } : {}),
    });
  };
  return (
    <>
      <Select
        {...choice('Region', 'All Regions')}
        data={[...CITY_NAMES]}
        value={toValue(draft.city)}
        onChange={(v) => change({ city: v ?? '', suburb: '' })}
        filter={fuzzyOptionsFilter}
      />
      <Select
        {...choice('Suburb', 'Suburb')}
        filter={fuzzyOptionsFilter}
        disabled={!city}
        data={city?.suburbs ?? []}
        maxDropdownHeight={300}
        value={toValue(draft.suburb)}
        onChange={(v) => change({ suburb: v ?? '' })}
      />
      <Select
        {...choice('Category', 'All Categories')}
        value={toValue(draft.category_id)}
        data={categories}
        onChange={(v) => change({ category_id: v ? Number(v) : '', subCategory_id: '' })}
      />
      <Select
        {...choice('Sub category', 'All Sub Categories')}
        maxDropdownHeight={300}
        data={subCategories}
        value={toValue(draft.subCategory_id)}
        onChange={chooseSubCategory}
      />
    </>
  );
}

export type FilterPanelProps = {
  value: ListFilter;
  categoryList: CategoryListResponse | undefined;
  onSearch: (filter: ListFilter) => void;
  onReset: () => void;
};

/**
 * The 'Services' filter panel of the list pages: All Regions (city), Suburb, All Categories,
 * All Sub Categories, with Search and Reset.
 */
export function FilterPanel({ value, categoryList, onSearch, onReset }: FilterPanelProps) {
  const { draft, change, setDraft } = useDraft(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const reset = () => {
    setDraft(EMPTY_LIST_FILTER);
    onReset();
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
        <FilterSelects draft={draft} change={change} categoryList={categoryList} />
        <Group grow gap="sm">
          <Button type="submit">Search</Button>
          <Button variant="default" onClick={reset}>
            Reset
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
