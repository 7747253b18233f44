import { Textarea, type TextareaProps } from '@mantine/core';

/** The admin's optional note on resolving a report (at most 500 characters). */
export function ReportNote(
  props: { label: string; value: string; onChange: (note: string) => void } & Pick<
    TextareaProps,
    'style'
  >,
) {
  return (
    <Textarea
      label={props.label}
      autosize
      minRows={1}
      maxLength={500}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      style={props.style}
    />
  );
}
