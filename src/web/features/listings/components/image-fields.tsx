import { ActionIcon, Group, Input, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconPhotoUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useController } from 'react-hook-form';

import { IMAGES_PER_SERVICE_MAX } from '#shared/constants.ts';
import {
  FilePreview,
  ImagePreview,
  PickImageButton,
} from '../../../components/image-preview/image-preview.tsx';
import { LOGO_ACCEPT } from '../../../components/logo-picker/logo-picker.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteImage } from '../api/listings-api.ts';
import type { GalleryItem, ServiceFormValues } from '../lib/service-form.ts';

const IMAGE_HINT = 'JPEG, PNG or WebP, at most 8 MB each';

/** The main image: one picture (the service's own when editing), replaceable. */
export function MainImageField() {
  const id = useId();
  const { field, fieldState } = useController<ServiceFormValues, 'main_image'>({
    name: 'main_image',
  });
  const value = field.value;
  const clear = () => {
    field.onChange(null);
    field.onBlur();
  };
  return (
    <Input.Wrapper
      id={id}
      label="Main image"
      withAsterisk
      description={IMAGE_HINT}
      error={fieldState.error?.message}
    >
      <Group gap="md" mt={6} align="flex-start" wrap="wrap">
        <PickImageButton
          id={id}
          label={value ? 'Replace main image' : 'Choose main image'}
          icon={<IconPhotoUp size={18} aria-hidden="true" />}
          invalid={Boolean(fieldState.error)}
          accept={LOGO_ACCEPT}
          onFiles={([file]) => {
            if (file) field.onChange({ kind: 'new', file });
            field.onBlur();
          }}
        />
        {value?.kind === 'new' ? (
          <FilePreview file={value.file} removeLabel="Remove main image" onRemove={clear} />
        ) : value?.kind === 'kept' ? (
          <ImagePreview
            src={value.image.card_url}
            name="the main image"
            removeLabel="Remove main image"
            onRemove={clear}
          />
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}

/** Moves the item at `from` one place towards `by` (-1 or 1). */
function moved(items: GalleryItem[], from: number, by: -1 | 1): GalleryItem[] {
  const to = from + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to] as GalleryItem, next[from] as GalleryItem];
  return next;
}

function ReorderButtons({
  index,
  count,
  onMove,
}: {
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
}) {
  return (
    <>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={`Move image ${index + 1} earlier`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <IconArrowLeft size={14} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={`Move image ${index + 1} later`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <IconArrowRight size={14} aria-hidden="true" />
      </ActionIcon>
    </>
  );
}

/** Removes a picture: a kept one from the server first (POST /api/delete-image). */
function useRemoveImage(onRemoved: (item: GalleryItem) => void) {
  const deleteImage = useDeleteImage();
  const remove = async (item: GalleryItem) => {
    if (item.kind === 'kept') {
      try {
        const answer = await deleteImage.mutateAsync(item.image.url);
        notifySuccess(answer.message);
      } catch (error) {
        if (!isUnauthorized(error)) notifyError(errorMessage(error));
        return;
      }
    }
    onRemoved(item);
  };
  return { remove, removing: deleteImage.isPending };
}

/**
 * The multiple images: new files and, when editing, the service's own pictures, which can be
 * removed (POST /api/delete-image, at once) and reordered.
 */
export function GalleryField() {
  const id = useId();
  const { field, fieldState } = useController<ServiceFormValues, 'images'>({ name: 'images' });
  const items = field.value;
  const set = (next: GalleryItem[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const { remove, removing } = useRemoveImage((item) =>
    set(field.value.filter((i) => i.key !== item.key)),
  );
  const add = (files: File[]) => {
    const added = files.map((file): GalleryItem => ({
      kind: 'new',
      key: crypto.randomUUID(),
      file,
    }));
    set([...items, ...added]);
  };
  return (
    <Input.Wrapper
      id={id}
      label="Multiple images"
      withAsterisk
      description={`${IMAGE_HINT}; up to ${IMAGES_PER_SERVICE_MAX}. New photos go after the current ones.`}
      error={fieldState.error?.message}
    >
      <Group gap="md" mt={6} align="flex-start" wrap="wrap">
        <PickImageButton
          id={id}
          label="Add images"
          icon={<IconPhotoPlus size={18} aria-hidden="true" />}
          invalid={Boolean(fieldState.error)}
          accept={LOGO_ACCEPT}
          multiple
          onFiles={add}
        />
        {items.map((item, index) => {
          const common = {
            removeLabel: `Remove image ${index + 1}`,
            onRemove: () => void remove(item),
            controls: (
              <ReorderButtons
                index={index}
                count={items.length}
                onMove={(by) => set(moved(items, index, by))}
              />
            ),
          };
          return item.kind === 'new' ? (
            <FilePreview key={item.key} file={item.file} {...common} />
          ) : (
            <ImagePreview
              key={item.key}
              src={item.image.card_url}
              name={`image ${index + 1}`}
              removing={removing}
              {...common}
            />
          );
        })}
      </Group>
      {items.length > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {items.length} of {IMAGES_PER_SERVICE_MAX} images
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
