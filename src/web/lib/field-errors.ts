import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts a refusal's field messages (the server's `errors`, by its field names) under the form's
 * fields: the first message of each; `fieldOf` names the form's field of a server key, or null
 * for one the form does not show.
 */
export function setFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: Record<string, string[]> | undefined,
  fieldOf: (key: string) => Path<T> | null,
): void {
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = fieldOf(key);
    if (field && messages[0]) form.setError(field, { message: messages[0] });
  }
}
