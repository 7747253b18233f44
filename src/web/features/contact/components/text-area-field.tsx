import { Textarea } from '@mantine/core';
import { useController, type FieldValues, type Path } from 'react-hook-form';

/** A multi-line field of the surrounding react-hook-form, with a live character counter. */
export function TextAreaField<T extends FieldValues>({
  name,
  label,
  max,
  optional = false,
  placeholder,
}: {
  name: Path<T>;
  label: string;
  max: number;
  optional?: boolean;
  placeholder?: string;
}) {
  const { field, fieldState } = useController<T>({ name });
  const value = String(field.value ?? '');
  const bound = {
    error: fieldState.error?.message,
    name: field.name,
    ref: field.ref,
    value,
    onBlur: field.onBlur,
  };
  return (
    <Textarea
      {...bound}
      label={label}
      withAsterisk={!optional}
      placeholder={placeholder}
      description={`${value.length} / ${max} characters`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      autosize
      minRows={5}
      maxRows={14}
    />
  );
}
