import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { ChangeEvent } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';

import { PRICE_GST_NOTE, PRICE_TYPE_LABELS } from '#shared/listing-facts.ts';
import { findCity } from '#shared/locations.ts';
import { PRICE_TYPES } from '#shared/constants.ts';
import { SERVICE_AREAS_MAX } from '#shared/api/listings.ts';
import { AREA_OPTIONS, areaOptionsFilter, withoutCoveredSuburbs } from '../lib/area-options.ts';
import { priceHasAmount, type ServiceFormValues } from '../lib/service-form.ts';

/**
 * Where the service is offered (issue 24 §1): the listed suburb always; by default all of its
 * city. The provider may pick other suburbs of any city and whole cities instead or as well.
 * With none chosen the field shows (and the server stores) all of the listed city.
 */
export function AreasField() {
  const { control } = useFormContext<ServiceFormValues>();
  const { field, fieldState } = useController({ control, name: 'service_areas' });
  const city = findCity(useWatch({ control, name: 'city' }))?.name;
  const suburb = useWatch({ control, name: 'suburb' });
  const chosen = field.value;
  const shown = chosen.length > 0 ? chosen : city ? [city] : [];
  const base = suburb && city ? `Always ${suburb}. ` : '';
  const input = {
    ref: field.ref,
    name: field.name,
    value: shown,
    onChange: (next: string[]) => field.onChange(withoutCoveredSuburbs(next)),
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return (
    <MultiSelect
      {...input}
      label="Where you offer this service"
      description={
        city
          ? `${base}With none chosen: all of ${city}. Add suburbs of any city, or whole cities.`
          : 'Choose the city first. Then add suburbs of any city, or whole cities.'
      }
      placeholder={shown.length > 0 ? 'Add a suburb or city' : 'Search suburbs and cities'}
      data={AREA_OPTIONS}
      searchable
      filter={areaOptionsFilter}
      limit={30}
      maxValues={SERVICE_AREAS_MAX}
      hidePickedOptions
      clearable
      nothingFoundMessage="No suburb or city of that name"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const PRICE_OPTIONS = [
  { value: '', label: 'No price stated' },
  ...PRICE_TYPES.map((t) => ({ value: t, label: PRICE_TYPE_LABELS[t] })),
];

/** The stated price: its kind and the amount in dollars (NZD, GST included). */
export function PriceFields() {
  const { control, setValue, clearErrors } = useFormContext<ServiceFormValues>();
  const { field: typeField } = useController({ control, name: 'price_type' });
  const { field: amountField, fieldState: amountState } = useController({
    control,
    name: 'price_dollars',
  });
  const needsAmount = priceHasAmount(typeField.value);
  const typeInput = {
    ref: typeField.ref,
    name: typeField.name,
    value: typeField.value,
    onChange: (value: string | null) => {
      typeField.onChange(value ?? '');
      if (!priceHasAmount(value ?? '')) {
        setValue('price_dollars', '');
        clearErrors('price_dollars');
      }
    },
  };
  const amountInput = {
    ref: amountField.ref,
    name: amountField.name,
    value: amountField.value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => amountField.onChange(e.currentTarget.value),
    onBlur: amountField.onBlur,
    error: amountState.error?.message,
  };
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          {...typeInput}
          label="Price"
          description="Optional: what people compare first"
          data={PRICE_OPTIONS}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          {...amountInput}
          label="Amount in dollars"
          description={PRICE_GST_NOTE}
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          placeholder={needsAmount ? '120' : 'No amount needed'}
          disabled={!needsAmount}
          withAsterisk={needsAmount}
        />
      </SimpleGrid>
    </Stack>
  );
}
