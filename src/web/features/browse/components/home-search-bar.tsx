import { Box, Button, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { CITIES, CITY_NAMES } from '#shared/locations.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { fuzzyOptionsFilter } from '../lib/fuzzy-filter.ts';
import { saveHomeFilter } from '../lib/saved-filters.ts';

export const SERVICE_REQUIRED = 'Service is required';
export const SELECT_ANY_FILTER = 'Please select any filter';

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
    return SELECT_ANY_FILTER;
  }
  if (!values.subCategoryId) return SERVICE_REQUIRED;
  return null;
}

/**
 * The home search bar: Service, City and Suburb (the city restricts the suburbs; both fuzzy
 * searchable at threshold 0.3) and a hidden Postal Code. Search saves the home filter and goes
 * to /search-services.
 */
export function HomeSearchBar() {
  const { data: categoryList, isPending } = useCategoryList();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [values, setValues] = useState<HomeSearchValues>({
    subCategoryId: null,
    city: null,
    suburb: null,
    postalCode: null,
  });
  const [serviceError, setServiceError] = useState<string | null>(null);

  const city = CITIES.find((c) => c.name === values.city);
  const suburbs = useMemo(() => city?.suburbs ?? [], [city]);
  const services = useMemo(() => serviceOptions(categoryList), [categoryList]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateHomeSearch(values);
    if (problem) {
      setServiceError(problem === SERVICE_REQUIRED ? SERVICE_REQUIRED : null);
      notifyWarning(problem, { title: 'Warning' });
      return;
    }
    setServiceError(null);
    saveHomeFilter({
      subCategory_id: Number(values.subCategoryId),
      city: values.city ?? '',
      suburb: values.suburb ?? '',
      postal_code: values.postalCode ?? '',
      user_id: user?.id ?? '',
    });
    void navigate('/search-services');
  };

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
          onChange={(value) => {
            setValues((v) => ({ ...v, subCategoryId: value }));
            if (value) setServiceError(null);
          }}
          searchable
          clearable
          nothingFoundMessage="No service matches"
          error={serviceError}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={320}
        />
        <Select
          label="City"
          placeholder="All cities"
          data={CITY_NAMES as string[]}
          value={values.city}
          onChange={(value) =>
            setValues((v) => ({ ...v, city: value, suburb: null, postalCode: null }))
          }
          searchable
          clearable
          filter={fuzzyOptionsFilter}
          nothingFoundMessage="No city matches"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Suburb"
          placeholder={city ? 'All suburbs' : 'Choose a city first'}
          data={suburbs}
          value={values.suburb}
          onChange={(value) => setValues((v) => ({ ...v, suburb: value }))}
          disabled={!city}
          searchable
          clearable
          filter={fuzzyOptionsFilter}
          nothingFoundMessage="No suburb matches"
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={320}
        />
        {/* The Postal Code dropdown exists but stays hidden (spec section 2). */}
        <Box hidden data-testid="postal-code">
          <Select
            label="Postal Code"
            data={city?.postal_codes ?? []}
            value={values.postalCode}
            onChange={(value) => setValues((v) => ({ ...v, postalCode: value }))}
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
