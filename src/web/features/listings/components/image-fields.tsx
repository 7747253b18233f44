import { ActionIcon, Group, Input, Loader, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhotoPlus, IconPhotoUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import type { StagedImage } from '#shared/api/drafts.ts';
import { IMAGES_PER_SERVICE_MAX } from '#shared/constants.ts';
import { ImagePreview, PickImageButton } from '../../../components/image-preview/image-preview.tsx';
import { LOGO_ACCEPT } from '../../../components/logo-picker/logo-picker.tsx';
import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { deleteStagedImage, stageImage } from '../api/drafts-api.ts';
import { useDeleteImage } from '../api/listings-api.ts';
import {
  pickedFileProblem,
  type GalleryItem,
  type MainImage,
  type ServiceFormValues,
} from '../lib/service-form.ts';

const IMAGE_HINT = 'JPEG, PNG or WebP, at most 8 MB each';

/**
 * Picked photos, checked at once (type, size, count here; the type from the bytes by the
 * server) and staged on the server; `problem` says why a photo was not taken.
 */
function useStagedPick() {
  const { getValues } = useFormContext<ServiceFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const pick = async (files: File[], replacing = false): Promise<StagedImage[]> => {
    setProblem(null);
    const staged: StagedImage[] = [];
    const problems: string[] = [];
    const { main_image, images } = getValues();
    let count = (main_image && !replacing ? 1 : 0) + images.length;
    for (const file of files) {
      const local = pickedFileProblem(file, count);
      if (local) {
        problems.push(local);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        staged.push((await stageImage(file, count)).image);
        count += 1;
      } catch (error) {
        if (!isUnauthorized(error)) problems.push(`${file.name}: ${errorMessage(error)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    setProblem(problems.length > 0 ? problems.join('. ') : null);
    return staged;
  };
  return { pick, problem, uploading: uploading > 0 };
}

/** Drops a staged photo the form no longer uses (kept ones are deleted by their own call). */
const unstage = (image: MainImage | GalleryItem | null | undefined) => {
  if (image?.kind === 'staged') void deleteStagedImage(image.image.id).catch(() => undefined);
};

function Uploading({ busy }: { busy: boolean }) {
  return busy ? (
    <Group gap={6} role="status" mt={4}>
      <Loader size="xs" />
      <Text size="sm">Uploading photo…</Text>
    </Group>
  ) : null;
}

/** The main image: one picture (the service's own when editing), replaceable. */
export function MainImageField() {
  const id = useId();
  const { field, fieldState } = useController<ServiceFormValues, 'main_image'>({
    name: 'main_image',
  });
  const value = field.value;
  const { pick, problem, uploading } = useStagedPick();
  const clear = () => {
    unstage(value);
    field.onChange(null);
    field.onBlur();
  };
  return (
    <Input.Wrapper
      id={id}
      label="Main image"
      withAsterisk
      description={IMAGE_HINT}
      error={problem ?? fieldState.error?.message}
    >
      <Group gap="md" mt={6} align="flex-start" wrap="wrap">
        <PickImageButton
          id={id}
          label={value ? 'Replace main image' : 'Choose main image'}
          icon={<IconPhotoUp size={18} aria-hidden="true" />}
          invalid={Boolean(problem ?? fieldState.error)}
          accept={LOGO_ACCEPT}
          onFiles={(files) =>
            void pick(files.slice(0, 1), true).then(([image]) => {
              if (image) {
                unstage(value);
                field.onChange({ kind: 'staged', image });
              }
              field.onBlur();
            })
          }
        />
        {value ? (
          <ImagePreview
            src={value.image.card_url}
            name={value.kind === 'staged' && value.image.name ? value.image.name : 'the main image'}
            removeLabel="Remove main image"
            onRemove={clear}
          />
        ) : null}
      </Group>
      <Uploading busy={uploading} />
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
  const { getValues } = useFormContext<ServiceFormValues>();
  const items = field.value;
  const set = (next: GalleryItem[]) => {
    field.onChange(next);
    field.onBlur();
  };
  const { remove, removing } = useRemoveImage((item) => {
    unstage(item);
    set(field.value.filter((i) => i.key !== item.key));
  });
  const { pick, problem, uploading } = useStagedPick();
  const add = async (files: File[]) => {
    const staged = await pick(files);
    const added = staged.map((image): GalleryItem => ({
      kind: 'staged',
      key: `staged-${image.id}`,
      image,
    }));
    set([...getValues('images'), ...added]);
  };
  return (
    <Input.Wrapper
      id={id}
      label="Multiple images"
      withAsterisk
      description={`${IMAGE_HINT}; up to ${IMAGES_PER_SERVICE_MAX} with the main image. New photos go after the current ones.`}
      error={problem ?? fieldState.error?.message}
    >
      <Group gap="md" mt={6} align="flex-start" wrap="wrap">
        <PickImageButton
          id={id}
          label="Add images"
          icon={<IconPhotoPlus size={18} aria-hidden="true" />}
          invalid={Boolean(problem ?? fieldState.error)}
          accept={LOGO_ACCEPT}
          multiple
          onFiles={(files) => void add(files)}
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
          return (
            <ImagePreview
              key={item.key}
              src={item.image.card_url}
              name={
                item.kind === 'staged' && item.image.name ? item.image.name : `image ${index + 1}`
              }
              removing={removing}
              {...common}
            />
          );
        })}
      </Group>
      <Uploading busy={uploading} />
      {items.length > 0 ? (
        <Text size="xs" c="dimmed" mt={4}>
          {items.length} of {IMAGES_PER_SERVICE_MAX} images
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
