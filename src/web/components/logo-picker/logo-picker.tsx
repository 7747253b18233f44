import { Group, Input, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useId, useRef, type ReactNode } from 'react';

import { FilePreview, PickImageButton } from '../image-preview/image-preview.tsx';

/** Image types the server accepts (it checks the bytes again). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export function isAcceptedImage(file: File): boolean {
  return LOGO_ACCEPT.split(',').includes(file.type);
}

export type LogoPickerProps = {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
  buttonLabel?: string;
};

/**
 * The image picker of the logo forms (spec section 5): images only, one file, a 200×120
 * preview with a button to remove it.
 */
export function LogoPicker({
  label,
  value,
  onChange,
  error,
  description,
  required,
  buttonLabel = 'Choose image',
}: LogoPickerProps) {
  const id = useId();
  // Clears the file input on remove, so choosing the same file again still counts as a change.
  const resetInput = useRef<() => void>(null);
  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      error={error}
      description={description}
    >
      <Group gap="md" mt={6} align="flex-start" wrap="wrap">
        <PickImageButton
          id={id}
          label={buttonLabel}
          icon={<IconPhotoUp size={18} aria-hidden="true" />}
          invalid={Boolean(error)}
          accept={LOGO_ACCEPT}
          resetRef={resetInput}
          onFiles={(files) => onChange(files[0] ?? null)}
        />
        {value ? (
          <FilePreview
            file={value}
            removeLabel="Remove image"
            onRemove={() => {
              resetInput.current?.();
              onChange(null);
            }}
          />
        ) : null}
      </Group>
      {value ? (
        <Text size="xs" c="dimmed" mt={4} truncate maw={320}>
          {value.name}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
