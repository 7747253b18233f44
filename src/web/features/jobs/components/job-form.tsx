import { zodResolver } from '@hookform/resolvers/zod';
import {
  FileInput,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  useController,
  useForm,
  useFormContext,
  useWatch,
  type RefCallBack,
} from 'react-hook-form';

import { JOB_DESCRIPTION_MAX, JOB_PHOTOS_MAX, JOB_TITLE_MAX } from '#shared/api/jobs.ts';
import { CITIES, CITY_NAMES } from '#shared/locations.ts';
import { FormCard } from '../../../components/form/form-card.tsx';
import { FilePreview } from '../../../components/image-preview/image-preview.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { fuzzyOptionsFilter } from '../../../lib/fuzzy-filter.ts';
import {
  BUDGET_OPTIONS,
  emptyJobForm,
  jobFormSchema,
  nzToday,
  photoProblem,
  TIMING_OPTIONS,
  type JobFormValues,
} from '../lib/job-form.ts';
import { TEXTS } from '../lib/texts.ts';

const picker = {
  searchable: true,
  filter: fuzzyOptionsFilter,
  nothingFoundMessage: 'Nothing found',
  comboboxProps: { withinPortal: true },
  // A field in error gets the focus: its list must not cover the message.
  openOnFocus: false,
} as const;

/** A text choice's props for a Mantine Select ('' is no choice). */
function inputOf(
  field: {
    name: string;
    ref: RefCallBack;
    value: string;
    onBlur: () => void;
    onChange: (v: string) => void;
  },
  fieldState: { error?: { message?: string } | undefined },
) {
  return {
    name: field.name,
    ref: field.ref,
    value: field.value || null,
    onBlur: field.onBlur,
    onChange: (value: string | null) => field.onChange(value ?? ''),
    error: fieldState.error?.message,
  };
}

export type JobFormProps = {
  prefill?: Partial<JobFormValues>;
  busy?: boolean;
  onSubmit: (values: JobFormValues) => void;
};

/**
 * The new job form (issue 26 §1): the service needed, where, a title and description, up to 5
 * photos, the timing (with a date) and an optional budget band. Every field has a label; an
 * error says what to fix and the first one in error takes the focus.
 */
export function JobForm({ prefill, busy = false, onSubmit }: JobFormProps) {
  const today = useMemo(() => nzToday(), []);
  const schema = useMemo(() => jobFormSchema(today), [today]);
  const form = useForm<JobFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyJobForm(prefill),
    shouldFocusError: true,
  });
  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      label={TEXTS.newTitle}
      submitLabel={TEXTS.post}
      busy={busy}
    >
      <SubCategoryField />
      <PlaceFields />
      <TextFields />
      <PhotosField />
      <TimingFields today={today} />
      <BudgetField />
    </FormCard>
  );
}

/** The title and the description. */
function TextFields() {
  const { register, formState } = useFormContext<JobFormValues>();
  const errors = formState.errors;
  // Registered here, after the sub category and the place: the first field in error gets the focus.
  return (
    <>
      <TextInput
        {...register('title')}
        label={TEXTS.title}
        description={TEXTS.titleHint}
        withAsterisk
        maxLength={JOB_TITLE_MAX}
        error={errors.title?.message}
      />
      <Textarea
        {...register('description')}
        label={TEXTS.description}
        description={TEXTS.descriptionHint}
        withAsterisk
        autosize
        minRows={5}
        maxLength={JOB_DESCRIPTION_MAX}
        error={errors.description?.message}
      />
    </>
  );
}

/** The sub category, grouped by category. */
function SubCategoryField() {
  const { field, fieldState } = useController<JobFormValues, 'subCategory_id'>({
    name: 'subCategory_id',
  });
  const { data: list } = useCategoryList();
  const groups = useMemo(
    () =>
      (list?.categories ?? [])
        .map((category) => ({
          group: category.name,
          items: (list?.subCategory ?? [])
            .filter((s) => s.category_id === category.id)
            .map((s) => ({ value: String(s.id), label: s.name })),
        }))
        .filter((g) => g.items.length > 0),
    [list],
  );
  const input = inputOf(field, fieldState);
  return (
    <Select
      {...picker}
      {...input}
      label={TEXTS.subCategory}
      placeholder="Plumbing, cleaning, electrical…"
      withAsterisk
      data={groups}
    />
  );
}

/** City, then a suburb of it (as the search bar picks them). */
function PlaceFields() {
  const { control, setValue } = useFormContext<JobFormValues>();
  const city = useController({ control, name: 'city' });
  const suburb = useController({ control, name: 'suburb' });
  const cityName = city.field.value;
  const suburbs = CITIES.find((c) => c.name === cityName)?.suburbs ?? [];
  const cityInput = inputOf(city.field, city.fieldState);
  const suburbInput = inputOf(suburb.field, suburb.fieldState);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        {...picker}
        {...cityInput}
        label={TEXTS.city}
        placeholder="Choose a city"
        withAsterisk
        data={[...CITY_NAMES]}
        onChange={(value) => {
          cityInput.onChange(value);
          setValue('suburb', '');
        }}
      />
      <Select
        {...picker}
        {...suburbInput}
        label={TEXTS.suburb}
        placeholder={cityName ? 'Choose a suburb' : 'Choose a city first'}
        withAsterisk
        disabled={!cityName}
        data={suburbs}
        maxDropdownHeight={320}
      />
    </SimpleGrid>
  );
}

/**
 * Up to 5 photos; a file that is too large or not an image is refused at once, with why. Each
 * kept photo shows as a preview with its own Remove button before the job is posted; a new pick
 * adds to the chosen ones.
 */
function PhotosField() {
  const { field, fieldState } = useController<JobFormValues, 'photos'>({ name: 'photos' });
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, name, value, onChange } = field;
  return (
    <Stack gap="xs">
      <FileInput
        ref={ref}
        name={name}
        label={TEXTS.photos}
        description={TEXTS.photosHint}
        placeholder="Choose photos"
        multiple
        clearable
        accept="image/png,image/jpeg,image/webp"
        leftSection={<IconPhoto size={18} aria-hidden="true" />}
        value={value}
        onChange={(files) => {
          // A new pick adds to the photos already chosen (one at a time on a phone); Clear
          // empties them.
          const refused = files.map(photoProblem).find((p) => p !== null) ?? null;
          const kept =
            files.length === 0 ? [] : [...value, ...files.filter((f) => photoProblem(f) === null)];
          setProblem(refused ?? (kept.length > JOB_PHOTOS_MAX ? TEXTS.errors.photosMax : null));
          onChange(kept.slice(0, JOB_PHOTOS_MAX));
        }}
        error={problem ?? fieldState.error?.message}
      />
      {value.length > 0 ? (
        <Group gap="sm" aria-label="Chosen photos" role="list">
          {value.map((file, index) => (
            <div role="listitem" key={`${file.name}-${file.size}-${file.lastModified}`}>
              <FilePreview
                file={file}
                removeLabel={`Remove photo ${index + 1}`}
                onRemove={() => {
                  setProblem(null);
                  onChange(value.filter((_, i) => i !== index));
                }}
              />
            </div>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** As soon as possible, within 2 weeks, flexible, or a date (then the date). */
function TimingFields({ today }: { today: string }) {
  const { control, register, formState } = useFormContext<JobFormValues>();
  const { field, fieldState } = useController({ control, name: 'timing' });
  const timing = useWatch({ control, name: 'timing' });
  return (
    <>
      <Radio.Group
        name={field.name}
        label={TEXTS.timing}
        withAsterisk
        value={field.value}
        onChange={field.onChange}
        error={fieldState.error?.message}
      >
        <Group gap="lg" mt={6}>
          {TIMING_OPTIONS.map((option, i) => (
            <Radio
              key={option.value}
              value={option.value}
              label={option.label}
              ref={i === 0 ? field.ref : undefined}
            />
          ))}
        </Group>
      </Radio.Group>
      {timing === 'date' ? (
        <TextInput
          {...register('start_date')}
          type="date"
          label={TEXTS.startDate}
          withAsterisk
          min={today}
          maw={240}
          error={formState.errors.start_date?.message}
        />
      ) : null}
    </>
  );
}

function BudgetField() {
  const { field, fieldState } = useController<JobFormValues, 'budget'>({ name: 'budget' });
  return (
    <Stack gap={4}>
      <Select
        {...inputOf(field, fieldState)}
        label={TEXTS.budget}
        placeholder={TEXTS.budgetNone}
        clearable
        data={BUDGET_OPTIONS}
        comboboxProps={{ withinPortal: true }}
        maw={320}
      />
      <Text size="xs" c="dimmed">
        NZD, GST included. It helps providers quote.
      </Text>
    </Stack>
  );
}
