import { Button, Group, Paper, Select, Stack, Title } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { CITIES, CITY_NAMES } from '#shared/locations.ts';
import { fuzzyOptionsFilter } from '../../../lib/fuzzy-filter.ts';
import { EMPTY_LIST_FILTER } from '../lib/saved-filters.ts';
import type { RefineValue } from '../lib/use-refine.ts';
import { ExtraFilterFields, TextFilterField } from './extra-filter-fields.tsx';

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
function useDraft(value: RefineValue) {
  const [draft, setDraft] = useState<RefineValue>(value);
  const valueKey = JSON.stringify(value);
  const [shownKey, setShownKey] = useState(valueKey);
  if (valueKey !== shownKey) {
    setShownKey(valueKey);
    setDraft(value);
  }
  const change = (patch: Partial<RefineValue>) => setDraft((d) => ({ ...d, ...patch }));
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
  draft: RefineValue;
  change: (patch: Partial<RefineValue>) => void;
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
  value: RefineValue;
  categoryList: CategoryListResponse | undefined;
  onSearch: (filter: RefineValue) => void;
  onReset: () => void;
  /** Adds the free-text field (the phone drawer; on wider screens the toolbar has it). */
  withText?: boolean;
  /** Leaves out the 'Services' heading (the drawer has its own title). */
  withTitle?: boolean;
};

/**
 * The 'Services' filter panel of the list and search pages: All Regions (city), Suburb, All
 * Categories, All Sub Categories, Minimum rating, Shows a price, Taking new work (and on phones
 * the search words), with Search and Reset.
 */
export function FilterPanel({
  value,
  categoryList,
  onSearch,
  onReset,
  withText = false,
  withTitle = true,
}: FilterPanelProps) {
  const { draft, change, setDraft } = useDraft(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const reset = () => {
    setDraft({ ...EMPTY_LIST_FILTER, ...(withText ? { q: '' } : {}) });
    onReset();
  };

  return (
    <Paper
      withBorder={withTitle}
      radius="md"
      p={withTitle ? 'md' : 0}
      component="form"
      onSubmit={submit}
      {...(withTitle ? { 'aria-labelledby': 'filter-title' } : { 'aria-label': 'Filters' })}
    >
      <Stack gap="sm">
        {withTitle ? (
          <Title order={2} size="h4" id="filter-title">
            Services
          </Title>
        ) : null}
        {withText ? <TextFilterField value={draft.q ?? ''} change={(q) => change({ q })} /> : null}
        <FilterSelects draft={draft} change={change} categoryList={categoryList} />
        <ExtraFilterFields value={draft} change={change} />
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
