import { Box, Button, CloseButton, FileButton, Group, Image, Input, Text } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Image types the server accepts (it checks the bytes again). */
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export function isAcceptedImage(file: File): boolean {
  return LOGO_ACCEPT.split(',').includes(file.type);
}

/** A data URL preview of an image file (read in the background; null until ready). */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof FileReader === 'undefined') return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
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
  const preview = usePreviewUrl(value);
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
        <FileButton onChange={onChange} accept={LOGO_ACCEPT} resetRef={resetInput}>
          {(props) => (
            <Button
              {...props}
              id={id}
              variant="default"
              leftSection={<IconPhotoUp size={18} aria-hidden="true" />}
              aria-invalid={Boolean(error)}
            >
              {buttonLabel}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Box
            pos="relative"
            w={200}
            h={120}
            style={{
              border: '1px solid var(--mantine-color-gray-3)',
              borderRadius: 8,
              overflow: 'hidden',
              background: 'var(--mantine-color-gray-0)',
            }}
          >
            {preview ? (
              <Image src={preview} alt={`Preview of ${value.name}`} w={200} h={120} fit="contain" />
            ) : (
              <Text size="sm" p="xs">
                {value.name}
              </Text>
            )}
            <CloseButton
              pos="absolute"
              top={4}
              right={4}
              size="sm"
              variant="filled"
              color="dark"
              aria-label="Remove image"
              onClick={() => {
                resetInput.current?.();
                onChange(null);
              }}
            />
          </Box>
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
