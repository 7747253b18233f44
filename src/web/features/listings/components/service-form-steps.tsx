import { SimpleGrid, Stack } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { findCity, CITY_NAMES } from '#shared/locations.ts';
import { FormField } from '../../../components/form/form-fields.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import type { ServiceFormValues } from '../lib/service-form.ts';
import { GalleryField, MainImageField } from './image-fields.tsx';
import { AreasField, PriceFields } from './service-facts-fields.tsx';
import { SelectField, ServiceTypeField, TextAreaField } from './service-form-fields.tsx';

type SelectProps = ComponentProps<typeof SelectField>;
type ChainedSelect = Pick<SelectProps, 'name' | 'label'> & { noun: string };

/**
 * A select, then one whose options follow it: the second waits (disabled) until the first is
 * chosen, and is cleared (then `onPicked` runs) whenever the first is picked.
 */
function ChainedSelects({
  first,
  second,
  optionsFor,
  onPicked,
  children,
}: {
  first: ChainedSelect & Pick<SelectProps, 'data'>;
  second: ChainedSelect;
  /** The second select's options for a value of the first. */
  optionsFor: (firstValue: string) => SelectProps['data'];
  onPicked?: () => void;
  children?: ReactNode;
}) {
  const { control, setValue } = useFormContext<ServiceFormValues>();
  const picked = useWatch({ control, name: first.name });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SelectField
        name={first.name}
        label={first.label}
        placeholder={`Choose a ${first.noun}`}
        data={first.data}
        onPicked={() => {
          setValue(second.name, '');
          onPicked?.();
        }}
      />
      <SelectField
        name={second.name}
        label={second.label}
        placeholder={picked ? `Choose a ${second.noun}` : `Choose a ${first.noun} first`}
        data={optionsFor(picked)}
        disabled={!picked}
      />
      {children}
    </SimpleGrid>
  );
}

const option = (item: { id: number; name: string }) => ({
  value: String(item.id),
  label: item.name,
});

/** Category, then its sub categories (the list follows the category). */
function CategoryFields() {
  const categories = useCategoryList().data;
  return (
    <ChainedSelects
      first={{
        name: 'category_id',
        label: 'Category',
        noun: 'category',
        data: (categories?.categories ?? []).map(option),
      }}
      second={{ name: 'subCategory_id', label: 'Sub Category', noun: 'sub category' }}
      optionsFor={(categoryId) =>
        (categories?.subCategory ?? [])
          .filter((s) => String(s.category_id) === categoryId)
          .map(option)
      }
    />
  );
}

/** Step 1, 'Service Information' (spec sections 2 and 5). */
export function ServiceInformationStep() {
  return (
    <Stack gap="md">
      <CategoryFields />
      <ServiceTypeField />
      <FormField<ServiceFormValues> spec={{ name: 'title', label: 'Listing title' }} />
      <MainImageField />
      <GalleryField />
      <TextAreaField name="description" label="Description" counted rows={6} />
      <TextAreaField name="aboutService" label="About service 1" />
      <TextAreaField name="aboutService1" label="About service 2" />
      <TextAreaField name="aboutService2" label="About service 3 (optional)" required={false} />
    </Stack>
  );
}

/** City, then its suburbs; the postal code is hidden (spec section 5). */
function PlaceFields() {
  const { setValue, register } = useFormContext<ServiceFormValues>();
  return (
    <ChainedSelects
      first={{ name: 'city', label: 'City', noun: 'city', data: [...CITY_NAMES] }}
      second={{ name: 'suburb', label: 'Suburb', noun: 'suburb' }}
      optionsFor={(city) => findCity(city)?.suburbs ?? []}
      onPicked={() => setValue('postal_code', '')}
    >
      <input type="hidden" {...register('postal_code')} />
    </ChainedSelects>
  );
}

/** Step 2, 'Business Information' (prefilled from the seller detail). */
export function BusinessInformationStep() {
  return (
    <Stack gap="md">
      <FormField<ServiceFormValues>
        spec={{ name: 'business_name', label: 'Business name', autoComplete: 'organization' }}
      />
      <PlaceFields />
      <AreasField />
      <PriceFields />
      <TextAreaField name="about" label="About" counted rows={5} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <FormField<ServiceFormValues>
          spec={{ name: 'contact_name', label: 'Contact name', autoComplete: 'name' }}
        />
        <FormField<ServiceFormValues>
          spec={{
            name: 'phone_number',
            label: 'Phone number',
            kind: 'digits',
            autoComplete: 'tel',
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}
