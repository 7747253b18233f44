import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A search box: a text input of type search with the magnifier in front. */
export function SearchInput(props: TextInputProps) {
  return (
    <TextInput type="search" leftSection={<IconSearch size={16} aria-hidden="true" />} {...props} />
  );
}
