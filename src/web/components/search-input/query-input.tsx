import { TextInput, type TextInputProps } from '@mantine/core';

import { QUERY_MAX } from '#shared/api/browse.ts';

export type QueryInputProps = Omit<TextInputProps, 'maxLength' | 'onChange'> & {
  /** The field's text after each change. */
  onText: (text: string) => void;
};

/** The free-text field of a service search: at most as long as the search calls take. */
export function QueryInput({ onText, ...props }: QueryInputProps) {
  return (
    <TextInput
      maxLength={QUERY_MAX}
      onChange={(event) => onText(event.currentTarget.value)}
      {...props}
    />
  );
}
