import { FileInput } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useController, type FieldValues, type Path } from 'react-hook-form';

import { RESUME_ACCEPT } from '../lib/form-rules.ts';

/** The résumé picker (PDF or Word .docx, at most 5 MB) of the surrounding react-hook-form. */
export function ResumeField<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { field, fieldState } = useController<T>({ name });
  const bound = {
    error: fieldState.error?.message,
    name: field.name,
    ref: field.ref,
    value: (field.value as File | null | undefined) ?? null,
    onBlur: field.onBlur,
  };
  return (
    <FileInput
      {...bound}
      label="Resume"
      withAsterisk
      description="Your CV as a PDF or Word (.docx) document, at most 5 MB"
      placeholder="Choose a file"
      accept={RESUME_ACCEPT}
      clearable
      leftSection={<IconFileText size={18} aria-hidden="true" />}
      onChange={(file) => field.onChange(file)}
    />
  );
}
