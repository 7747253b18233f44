import { Box, Button, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { CITIES, CITY_NAMES } from '#shared/locations.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { notifyWarning } from '../../../lib/notify.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { fuzzyOptionsFilter } from '../../../lib/fuzzy-filter.ts';
import { homeFilterToUrl } from '../lib/filter-url.ts';
import { saveHomeFilter, type HomeFilter } from '../lib/saved-filters.ts';
import { ServiceBox } from './service-box.tsx';

export type HomeSearchValues = {
  subCategoryId: string | null;
  /** What the Service box holds (a chosen sub category's name, or free text). */
  text?: string | null;
  city: string | null;
  suburb: string | null;
  postalCode: string | null;
};

/**
 * The spec's checks: nothing chosen → 'Please select any filter'; no service → 'Service is
 * required'. Free text in the Service box counts as a service (issue 24 §3).
 */
export function validateHomeSearch(values: HomeSearchValues): string | null {
  const text = values.text?.trim();
  if (!values.subCategoryId && !text && !values.city && !values.suburb && !values.postalCode) {
    return MESSAGES.selectAnyFilter;
  }
  if (!values.subCategoryId && !text) return MESSAGES.serviceRequired;
  return null;
}

const EMPTY: HomeSearchValues = {
  subCategoryId: null,
  text: '',
  city: null,
  suburb: null,
  postalCode: null,
};

/** The free-text search's URL: /search-services?q=…(&city=&suburb=&postcode=). */
function freeTextUrl(text: string, values: HomeSearchValues): string {
  const params = new URLSearchParams({ q: text.trim() });
  if (values.city) params.set('city', values.city);
  if (values.suburb) params.set('suburb', values.suburb);
  if (values.postalCode) params.set('postcode', values.postalCode);
  return `${paths.searchServices}?${params.toString()}`;
}

/** The search's values, the Service field's error, and the submit that saves the home filter. */
function useHomeSearch() {
  const { data: categoryList } = useCategoryList();
  const userId = useSessionUser()?.id ?? '';
  const navigate = useNavigate();
  const [values, setValues] = useState<HomeSearchValues>(EMPTY);
  const [serviceError, setServiceError] = useState<string | null>(null);
  const change = (patch: Partial<HomeSearchValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    if (patch.subCategoryId || patch.text?.trim()) setServiceError(null);
  };
  const search = (event?: FormEvent, freeText?: string) => {
    event?.preventDefault();
    const current = freeText === undefined ? values : { ...values, text: freeText };
    const problem = validateHomeSearch(current);
    setServiceError(problem === MESSAGES.serviceRequired ? problem : null);
    if (problem) {
      notifyWarning(problem, { title: 'Warning' });
      return;
    }
    // Free text (not a chosen sub category) searches the words themselves.
    if (!current.subCategoryId || freeText !== undefined) {
      void navigate(freeTextUrl(current.text ?? '', current));
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
  return { values, change, serviceError, search };
}

const fuzzy = { searchable: true, clearable: true, filter: fuzzyOptionsFilter } as const;
const inPortal = { comboboxProps: { withinPortal: true } } as const;

/**
 * The home search bar: Service (free text with suggestions, issue 24 §3), City and Suburb (the city restricts the suburbs; both fuzzy
 * searchable at threshold 0.3) and a hidden Postal Code. Search saves the home filter and goes
 * to /search-services with the search in the URL.
 */
export function HomeSearchBar() {
  const { data: categoryList, isPending } = useCategoryList();
  const { values, change, serviceError, search } = useHomeSearch();
  const city = CITIES.find((c) => c.name === values.city);
  return (
    <Paper
      component="form"
      onSubmit={search}
      noValidate
      shadow="md"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      withBorder
      aria-label="Find a service"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <ServiceBox
          text={values.text ?? ''}
          categoryList={categoryList}
          loading={isPending}
          error={serviceError}
          onText={(text) => change({ text, subCategoryId: null })}
          onPick={(id, name) => change({ subCategoryId: String(id), text: name })}
          onFreeText={(text) => search(undefined, text)}
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
