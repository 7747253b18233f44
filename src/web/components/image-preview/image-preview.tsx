import { Box, Button, CloseButton, FileButton, Group, Image, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

/** A data URL preview of an image file (read in the background; null until ready). */
export function usePreviewUrl(file: File | null): string | null {
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

/**
 * A 200×120 preview (spec section 5) with a removal button named `removeLabel`, and optional
 * controls under it (reorder buttons).
 */
export function ImagePreview({
  src,
  name,
  removeLabel,
  onRemove,
  removing = false,
  controls,
}: {
  /** The image URL; null while a file is being read (its name shows instead). */
  src: string | null;
  name: string;
  removeLabel: string;
  onRemove: () => void;
  removing?: boolean;
  controls?: ReactNode;
}) {
  return (
    <Box>
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
        {src ? (
          <Image src={src} alt={`Preview of ${name}`} w={200} h={120} fit="contain" />
        ) : (
          <Text size="sm" p="xs">
            {name}
          </Text>
        )}
        <CloseButton
          pos="absolute"
          top={4}
          right={4}
          size="sm"
          variant="filled"
          color="dark"
          // Readable on any picture: white on a dark disc.
          style={{ background: 'rgba(0, 0, 0, 0.7)', color: '#fff' }}
          aria-label={removeLabel}
          disabled={removing}
          onClick={onRemove}
        />
      </Box>
      {controls ? (
        <Group gap={4} mt={4} justify="center">
          {controls}
        </Group>
      ) : null}
    </Box>
  );
}

/** The preview of a picked file. */
export function FilePreview({
  file,
  ...rest
}: { file: File } & Omit<Parameters<typeof ImagePreview>[0], 'src' | 'name'>) {
  const url = usePreviewUrl(file);
  return <ImagePreview src={url} name={file.name} {...rest} />;
}

/** The button that opens the file picker for images (one, or several with `multiple`). */
export function PickImageButton({
  id,
  label,
  icon,
  invalid,
  accept,
  multiple = false,
  resetRef,
  onFiles,
}: {
  id: string;
  label: string;
  icon: ReactNode;
  invalid: boolean;
  accept: string;
  multiple?: boolean;
  resetRef?: React.Ref<() => void>;
  /** The picked files (none when the picker was cancelled). */
  onFiles: (files: File[]) => void;
}) {
  const button = (props: { onClick: () => void }) => (
    <Button {...props} id={id} variant="default" leftSection={icon} aria-invalid={invalid}>
      {label}
    </Button>
  );
  return multiple ? (
    <FileButton accept={accept} multiple resetRef={resetRef} onChange={onFiles}>
      {button}
    </FileButton>
  ) : (
    <FileButton
      accept={accept}
      resetRef={resetRef}
      onChange={(file) => onFiles(file ? [file] : [])}
    >
      {button}
    </FileButton>
  );
}
