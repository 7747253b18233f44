import { Checkbox, Group, Select, Text, Textarea } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';

import {
  DESCRIPTION_MAX,
  SERVICE_TYPE_LABELS,
  SERVICE_TYPES,
  type ServiceType,
} from '#shared/constants.ts';
import type { ServiceFormValues } from '../lib/service-form.ts';

type TextName = {
  [K in keyof ServiceFormValues]: ServiceFormValues[K] extends string ? K : never;
}[keyof ServiceFormValues];

/** A required (or optional) choice from a list, with its error. */
export function SelectField({
  name,
  label,
  data,
  placeholder,
  onPicked,
  disabled,
}: {
  name: TextName;
  label: string;
  data: { value: string; label: string }[] | string[];
  placeholder: string;
  onPicked?: (value: string) => void;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController<ServiceFormValues, TextName>({ name });
  const input = {
    name: field.name,
    ref: field.ref,
    value: field.value || null,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return (
    <Select
      {...input}
      label={label}
      withAsterisk
      placeholder={placeholder}
      data={data}
      searchable
      // Next and Go Live focus the first field in error: its list must not cover the messages.
      openOnFocus={false}
      nothingFoundMessage="Nothing found"
      disabled={disabled}
      onChange={(value) => {
        field.onChange(value ?? '');
        onPicked?.(value ?? '');
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Residential, commercial, trade: at least one (spec section 5). */
export function ServiceTypeField() {
  const { field, fieldState } = useController<ServiceFormValues, 'service_type'>({
    name: 'service_type',
  });
  return (
    <Checkbox.Group
      label="Service Type"
      withAsterisk
      value={field.value}
      onChange={(value) => {
        field.onChange(SERVICE_TYPES.filter((t: ServiceType) => value.includes(t)));
        field.onBlur();
      }}
      error={fieldState.error?.message}
    >
      <Group gap="lg" mt={6}>
        {SERVICE_TYPES.map((type) => (
          <Checkbox key={type} value={type} label={SERVICE_TYPE_LABELS[type]} ref={field.ref} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** A text box; with `counted`, at most 1000 characters and a live counter. */
export function TextAreaField({
  name,
  label,
  required = true,
  counted = false,
  rows = 3,
  description,
}: {
  name: TextName;
  label: string;
  required?: boolean;
  counted?: boolean;
  rows?: number;
  description?: string;
}) {
  const { register, control, getFieldState, formState } = useFormContext<ServiceFormValues>();
  const value = useWatch({ control, name });
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div>
      <Textarea
        label={label}
        withAsterisk={required}
        description={description}
        rows={rows}
        resize="vertical"
        maxLength={counted ? DESCRIPTION_MAX : 300}
        error={getFieldState(name, formState).error?.message}
        {...register(name)}
      />
      {counted ? (
        <Text
          size="xs"
          c={length >= DESCRIPTION_MAX ? 'red.8' : 'dimmed'}
          ta="right"
          mt={4}
          aria-live="polite"
        >
          {length}/{DESCRIPTION_MAX} characters
        </Text>
      ) : null}
    </div>
  );
}
