import { Checkbox, Group, Select, Text, Textarea } from '@mantine/core';
import { useState, type ClipboardEvent } from 'react';
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

/**
 * A paste that would pass `max` characters: the text is inserted up to the limit (as the
 * browser's maxLength would, silently) and the field says that it was cut (issue 22 §3).
 */
export function pasteWithin(
  target: HTMLTextAreaElement,
  pasted: string,
  max: number,
): string | null {
  const { value, selectionStart, selectionEnd } = target;
  const room = max - (value.length - (selectionEnd - selectionStart));
  if (pasted.length <= room) return null;
  return (
    value.slice(0, selectionStart) + pasted.slice(0, Math.max(0, room)) + value.slice(selectionEnd)
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
  const { register, control, getFieldState, formState, setValue } =
    useFormContext<ServiceFormValues>();
  const value = useWatch({ control, name });
  const [cut, setCut] = useState(false);
  const max = counted ? DESCRIPTION_MAX : 300;
  const length = typeof value === 'string' ? value.length : 0;
  const field = register(name, { onChange: () => setCut(false) });
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const next = pasteWithin(event.currentTarget, event.clipboardData.getData('text'), max);
    if (next === null) return;
    event.preventDefault();
    setValue(name, next, { shouldDirty: true, shouldValidate: true });
    setCut(true);
  };
  const cutMessage = `The pasted text was cut to ${max} characters.`;
  return (
    <div>
      <Textarea
        label={label}
        withAsterisk={required}
        description={description}
        rows={rows}
        resize="vertical"
        maxLength={max}
        error={getFieldState(name, formState).error?.message}
        {...field}
        onPaste={onPaste}
      />
      {counted || cut ? (
        <Group justify={cut ? 'space-between' : 'flex-end'} mt={4} gap="xs" aria-live="polite">
          {cut ? (
            <Text size="xs" c="orange.9">
              {cutMessage}
            </Text>
          ) : null}
          {counted ? (
            <Text size="xs" c={length >= max ? 'red.8' : 'dimmed'} ta="right">
              {length}/{max} characters
            </Text>
          ) : null}
        </Group>
      ) : null}
    </div>
  );
}
