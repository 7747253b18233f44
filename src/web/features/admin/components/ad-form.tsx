import { FileInput, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import type { AdminAd } from '#shared/api/admin.ts';
import { toFormData } from '../../../lib/api-client.ts';
import { FormButtons } from './form-buttons.tsx';

/** 'YYYY-MM-DD' of a stored instant, in the browser's time (the admin's, NZ). */
const toDay = (iso: string | null): string => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
/** The start of a day in the browser's time, as an instant ('' = none). */
const fromDay = (day: string): string => (day ? new Date(`${day}T00:00:00`).toISOString() : '');

export const SLOT_OPTIONS = [
  { value: 'home:1', label: 'Home, first slot' },
  { value: 'home:2', label: 'Home, second slot' },
  { value: 'sidebar:1', label: 'Sidebar' },
];

type Values = {
  title: string;
  slot: string;
  link_url: string;
  alt_text: string;
  starts: string;
  ends: string;
  is_active: boolean;
};

function valuesOf(ad: AdminAd | null): Values {
  return {
    title: ad?.title ?? '',
    slot: ad ? `${ad.slot}:${ad.position}` : 'home:1',
    link_url: ad?.link_url ?? '',
    alt_text: ad?.alt_text ?? '',
    starts: toDay(ad?.starts_at ?? null),
    ends: toDay(ad?.ends_at ?? null),
    is_active: ad?.is_active ?? true,
  };
}

/** The multipart body of POST /api/admin/ads(/:id) for an ad's fields (and a new image). */
export function adForm(ad: AdminAd | null, changes: Partial<Values> = {}, image?: File | null) {
  const v = { ...valuesOf(ad), ...changes };
  const [slot, position] = v.slot.split(':');
  return toFormData({
    title: v.title,
    slot,
    position,
    link_url: v.link_url,
    alt_text: v.alt_text,
    starts_at: fromDay(v.starts),
    ends_at: fromDay(v.ends),
    is_active: String(v.is_active),
    image: image ?? undefined,
  });
}

/** The form's mistakes by field: a title, an image for a new ad, a period that ends after it starts. */
function checkAd(values: Values, image: File | null | true): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.title.trim()) found.title = 'Title is required';
  if (!image) found.image = 'An image is required';
  if (values.starts && values.ends && values.ends < values.starts)
    found.ends = 'The end must be after the start';
  return found;
}

export type AdFormModalProps = {
  /** The ad to change, 'new' for a new one, or null when closed. */
  ad: AdminAd | 'new' | null;
  onClose: () => void;
  onSave: (body: FormData) => Promise<boolean>;
};

/** The active period: from and until (either may be empty). */
function PeriodFields({
  values,
  error,
  set,
}: {
  values: Values;
  error: string | undefined;
  set: (field: keyof Values) => (value: string) => void;
}) {
  return (
    <SimpleGrid cols={2}>
      <TextInput
        label="Shown from"
        type="date"
        value={values.starts}
        onChange={(e) => set('starts')(e.currentTarget.value)}
      />
      <TextInput
        label="Shown until"
        type="date"
        value={values.ends}
        error={error}
        onChange={(e) => set('ends')(e.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

function AdFields({ ad, onClose, onSave }: AdFormModalProps & { ad: AdminAd | null }) {
  const [values, setValues] = useState(() => valuesOf(ad));
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (value: string | boolean) =>
    setValues((old) => ({ ...old, [field]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAd(values, ad === null ? image : true);
    setErrors(found);
    if (Object.keys(found).length === 0 && (await onSave(adForm(ad, values, image)))) onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={120}
          value={values.title}
          error={errors.title}
          onChange={(e) => set('title')(e.currentTarget.value)}
        />
        <Select
          label="Slot"
          data={SLOT_OPTIONS}
          value={values.slot}
          allowDeselect={false}
          onChange={(v) => set('slot')(v ?? 'home:1')}
        />
        <FileInput
          label={ad ? 'New image (optional)' : 'Image'}
          description="JPEG, PNG or WebP, as for service pictures"
          accept="image/jpeg,image/png,image/webp"
          required={!ad}
          clearable
          value={image}
          error={errors.image}
          onChange={setImage}
        />
        <TextInput
          label="Target link"
          placeholder="https://"
          type="url"
          maxLength={500}
          value={values.link_url}
          onChange={(e) => set('link_url')(e.currentTarget.value)}
        />
        <TextInput
          label="Alt text"
          description="What the image shows, for screen readers"
          maxLength={200}
          value={values.alt_text}
          onChange={(e) => set('alt_text')(e.currentTarget.value)}
        />
        <PeriodFields values={values} error={errors.ends} set={set} />
        <Switch
          label="Active"
          checked={values.is_active}
          onChange={(e) => set('is_active')(e.currentTarget.checked)}
        />
        <FormButtons onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Creates or changes an ad. */
export function AdFormModal(props: AdFormModalProps) {
  const { ad } = props;
  return (
    <Modal
      opened={ad !== null}
      onClose={props.onClose}
      title={ad === 'new' ? 'New ad' : 'Change the ad'}
      centered
      size="lg"
    >
      {ad !== null ? <AdFields {...props} ad={ad === 'new' ? null : ad} /> : null}
    </Modal>
  );
}
