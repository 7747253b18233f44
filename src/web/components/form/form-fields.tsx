import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { useController, type FieldValues, type Path } from 'react-hook-form';

/** What a text field of a form is: its value's key, its label and its kind. */
export type FieldSpec<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  /** 'digits' keeps digits only (the spec's numeric phone inputs). Default 'text'. */
  kind?: 'text' | 'email' | 'password' | 'digits';
  autoComplete?: string;
  placeholder?: string;
  description?: string;
  /** For passwords, what the eye toggle reveals: 'Show or hide the {toggle}'. */
  toggle?: string;
  /** An optional field: no asterisk. */
  optional?: boolean;
};

/** Keeps digits only, at most 20. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '').slice(0, 20);

const INPUT_TYPES = { text: 'text', email: 'email', digits: 'tel' } as const;

/** One field (required unless `optional`) of the surrounding react-hook-form, with its error. */
export function FormField<T extends FieldValues>({ spec }: { spec: FieldSpec<T> }) {
  const { field, fieldState } = useController<T>({ name: spec.name });
  const { kind = 'text' } = spec;
  const common = {
    label: spec.label,
    withAsterisk: !spec.optional,
    autoComplete: spec.autoComplete,
    placeholder: spec.placeholder,
    description: spec.description,
    error: fieldState.error?.message,
    name: field.name,
    ref: field.ref,
    value: String(field.value ?? ''),
    onBlur: field.onBlur,
  };
  if (kind === 'password') {
    return (
      <PasswordInput
        {...common}
        visibilityToggleButtonProps={{
          'aria-label': `Show or hide the ${spec.toggle ?? 'password'}`,
        }}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={INPUT_TYPES[kind]}
      inputMode={kind === 'digits' ? 'numeric' : undefined}
      onChange={(event) => {
        const { value } = event.currentTarget;
        field.onChange(kind === 'digits' ? digitsOnly(value) : value);
      }}
    />
  );
}

/** Fields in order; with `cols`, in a grid (one column on phones). */
export function FormFields<T extends FieldValues>({
  fields,
  cols,
}: {
  fields: readonly FieldSpec<T>[];
  cols?: number;
}) {
  const list = fields.map((spec) => <FormField key={spec.name} spec={spec} />);
  if (!cols) return <>{list}</>;
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="md">
      {list}
    </SimpleGrid>
  );
}
