import { Box, Button, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { CITIES, CITY_NAMES } from '#shared/locations.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { fuzzyOptionsFilter } from '../lib/fuzzy-filter.ts';
import { homeFilterToUrl } from '../lib/filter-url.ts';
import { saveHomeFilter, type HomeFilter } from '../lib/saved-filters.ts';

/** Sub categories grouped by category, for the Service dropdown. */
export function serviceOptions(list: CategoryListResponse | undefined) {
  if (!list) return [];
  return list.categories
    .map((category) => ({
      group: category.name,
      items: list.subCategory
        .filter((sub) => sub.category_id === category.id)
        .map((sub) => ({ value: String(sub.id), label: sub.name })),
    }))
    .filter((group) => group.items.length > 0);
}

export type HomeSearchValues = {
  subCategoryId: string | null;
  city: string | null;
  suburb: string | null;
  postalCode: string | null;
};

/** The spec's checks: nothing chosen → 'Please select any filter'; no service → 'Service is required'. */
export function validateHomeSearch(values: HomeSearchValues): string | null {
  if (!values.subCategoryId && !values.city && !values.suburb && !values.postalCode) {
    return MESSAGES.selectAnyFilter;
  }
  if (!values.subCategoryId) return MESSAGES.serviceRequired;
  return null;
}

const EMPTY: HomeSearchValues = { subCategoryId: null, city: null, suburb: null, postalCode: null };

/** The search's values, the Service field's error, and the submit that saves the home filter. */
function useHomeSearch() {
  const { data: categoryList } = useCategoryList();
  const userId = useSessionUser()?.id ?? '';
  const navigate = useNavigate();
  const [values, setValues] = useState<HomeSearchValues>(EMPTY);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const change = (patch: Partial<HomeSearchValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (patch.subCategoryId) setServiceError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateHomeSearch(values);
    setServiceError(problem === MESSAGES.serviceRequired ? problem : null);
    if (problem) {
      notifyWarning(problem, { title: 'Warning' });
      return;
    }
    const filter: HomeFilter = {
      subCategory_id: Number(values.subCategoryId),
      city: values.city ?? '',
      suburb: values.suburb ?? '',
      postal_code: values.postalCode ?? '',
      user_id: userId,
    };
    saveHomeFilter(filter);
    // The search lives in the URL: shareable, reloadable, crawlable (decision 073).
    void navigate(`${paths.searchServices}?${homeFilterToUrl(filter, categoryList).toString()}`);
  };
  return { values, change, serviceError, submit };
}

const fuzzy = { searchable: true, clearable: true, filter: fuzzyOptionsFilter } as const;
const inPortal = { comboboxProps: { withinPortal: true } } as const;

/**
 * The home search bar: Service, City and Suburb (the city restricts the suburbs; both fuzzy
 * searchable at threshold 0.3) and a hidden Postal Code. Search saves the home filter and goes
 * to /search-services with the search in the URL.
 */
export function HomeSearchBar() {
  const { data: categoryList, isPending } = useCategoryList();
  const { values, change, serviceError, submit } = useHomeSearch();
  const city = CITIES.find((c) => c.name === values.city);
  const services = useMemo(() => serviceOptions(categoryList), [categoryList]);
  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      shadow="md"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      withBorder
      aria-label="Find a service"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <Select
          label="Service"
          placeholder={isPending ? 'Loading services…' : 'What do you need?'}
          data={services}
          value={values.subCategoryId}
          onChange={(value) => change({ subCategoryId: value })}
          searchable
          clearable
          nothingFoundMessage="No service matches"
          error={serviceError}
          maxDropdownHeight={320}
          {...inPortal}
        />
        <Select
          label="City"
          placeholder="All cities"
          data={[...CITY_NAMES]}
          value={values.city}
          onChange={(value) => change({ city: value, suburb: null, postalCode: null })}
          nothingFoundMessage="No city matches"
          {...fuzzy}
          {...inPortal}
        />
        <Select
          label="Suburb"
          placeholder={city ? 'All suburbs' : 'Choose a city first'}
          data={city?.suburbs ?? []}
          value={values.suburb}
          onChange={(value) => change({ suburb: value })}
          disabled={!city}
          nothingFoundMessage="No suburb matches"
          maxDropdownHeight={320}
          {...fuzzy}
          {...inPortal}
        />
        {/* The Postal Code dropdown exists but stays hidden (spec section 2). */}
        <Box hidden data-testid="postal-code">
          <Select
            label="Postal Code"
            data={city?.postal_codes ?? []}
            value={values.postalCode}
            onChange={(value) => change({ postalCode: value })}
            tabIndex={-1}
          />
        </Box>
        <Box style={{ display: 'flex', alignItems: 'flex-end' }}>
          <Button
            type="submit"
            fullWidth
            size="sm"
            h={36}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
          >
            Search
          </Button>
        </Box>
      </SimpleGrid>
    </Paper>
  );
}
