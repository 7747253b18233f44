import type { FieldValues, Path } from 'react-hook-form';

import type { FieldSpec } from './form-fields.tsx';

/** 'First Name' and 'Last Name', under the form's own keys, with their autofill hints. */
export function nameFields<T extends FieldValues>(first: Path<T>, last: Path<T>): FieldSpec<T>[] {
  return [
    { name: first, label: 'First Name', autoComplete: 'given-name' },
    { name: last, label: 'Last Name', autoComplete: 'family-name' },
  ];
}

/** 'Email' (the email keyboard and autofill). */
export function emailField<T extends FieldValues>(name: Path<T>): FieldSpec<T> {
  return { name, label: 'Email', kind: 'email', autoComplete: 'email' };
}

/** 'Phone number' (digits only, the phone autofill), required unless `optional`. */
export function phoneField<T extends FieldValues>(
  name: Path<T>,
  { optional = false }: { optional?: boolean } = {},
): FieldSpec<T> {
  return { name, label: 'Phone number', kind: 'digits', autoComplete: 'tel', optional };
}
