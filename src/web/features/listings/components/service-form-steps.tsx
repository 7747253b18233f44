import { SimpleGrid, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';

import { findCity, CITY_NAMES } from '#shared/locations.ts';
import { FormField } from '../../../components/form/form-fields.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import type { ServiceFormValues } from '../lib/service-form.ts';
import { GalleryField, MainImageField } from './image-fields.tsx';
import { SelectField, ServiceTypeField, TextAreaField } from './service-form-fields.tsx';

/** Category, then its sub categories (the list follows the category). */
function CategoryFields() {
  const categories = useCategoryList().data;
  const { control, setValue } = useFormContext<ServiceFormValues>();
  const categoryId = useWatch({ control, name: 'category_id' });
  const subCategories = (categories?.subCategory ?? [])
    .filter((s) => String(s.category_id) === categoryId)
    .map((s) => ({ value: String(s.id), label: s.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SelectField
        name="category_id"
        label="Category"
        placeholder="Choose a category"
        data={(categories?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        onPicked={() => setValue('subCategory_id', '')}
      />
      <SelectField
        name="subCategory_id"
        label="Sub Category"
        placeholder={categoryId ? 'Choose a sub category' : 'Choose a category first'}
        data={subCategories}
        disabled={!categoryId}
      />
    </SimpleGrid>
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
  const { control, setValue, register } = useFormContext<ServiceFormValues>();
  const city = useWatch({ control, name: 'city' });
  const suburbs = findCity(city)?.suburbs ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SelectField
        name="city"
        label="City"
        placeholder="Choose a city"
        data={[...CITY_NAMES]}
        onPicked={() => {
          setValue('suburb', '');
          setValue('postal_code', '');
        }}
      />
      <SelectField
        name="suburb"
        label="Suburb"
        placeholder={city ? 'Choose a suburb' : 'Choose a city first'}
        data={suburbs}
        disabled={!city}
      />
      <input type="hidden" {...register('postal_code')} />
    </SimpleGrid>
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
