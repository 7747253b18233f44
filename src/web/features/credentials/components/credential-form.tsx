import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, FileInput, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconFileCertificate } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  useController,
  useForm,
  useFormContext,
  useWatch,
  type UseFormReturn,
} from 'react-hook-form';

import {
  CREDENTIAL_CLASSES,
  CREDENTIAL_KIND_NAMES,
  CREDENTIAL_KINDS,
  INSURER_MAX,
} from '#shared/api/credentials.ts';
import { FormCard } from '../../../components/form/form-card.tsx';
import { errorMessage, isClientError, isUnauthorized } from '../../../lib/api-client.ts';
import { nzToday } from '../../../lib/credentials.ts';
import { setFieldErrors } from '../../../lib/field-errors.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useAddCredential } from '../api/credentials-api.ts';
import {
  CERTIFICATE_ACCEPT,
  certificateProblem,
  credentialFormData,
  credentialFormSchema,
  emptyCredentialForm,
  formFieldOf,
  hasClasses,
  hasNumber,
  type ClassedKind,
  type CredentialFormValues,
} from '../lib/credential-form.ts';
import { TEXTS } from '../lib/texts.ts';

const KIND_OPTIONS = [
  { value: '', label: TEXTS.kindPlaceholder },
  ...CREDENTIAL_KINDS.map((kind) => ({ value: kind, label: CREDENTIAL_KIND_NAMES[kind] })),
];

/** The day after `today` (YYYY-MM-DD): the first expiry the form takes. */
function dayAfter(today: string): string {
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Posts the form; a refusal's field messages land on their fields, its message above. */
function useSubmit(form: UseFormReturn<CredentialFormValues>) {
  const add = useAddCredential();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: CredentialFormValues) => {
    setFailure(null);
    try {
      const answer = await add.mutateAsync(credentialFormData(values));
      notifySuccess(answer.message);
      form.reset(emptyCredentialForm());
    } catch (error) {
      if (isUnauthorized(error)) return;
      if (isClientError(error)) setFieldErrors(form, error.errors, formFieldOf);
      setFailure(errorMessage(error));
    }
  };
  return { submit, failure, setFailure, busy: add.isPending };
}

/**
 * The add form (issue 27 §3): the kind, then its fields (number, classes, insurer, amount in
 * dollars, expiry, certificate). Checked here with the shared rules; the server's 400 field
 * messages land on their fields too. Every field has a label; the first in error gets the focus.
 */
export function CredentialForm() {
  const today = useMemo(() => nzToday(), []);
  const schema = useMemo(() => credentialFormSchema(today), [today]);
  const form = useForm<CredentialFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyCredentialForm(),
    shouldFocusError: true,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { submit, failure, setFailure, busy } = useSubmit(form);
  return (
    <FormCard
      form={form}
      onSubmit={submit}
      title={{ id: 'add-credential-title', text: TEXTS.addTitle }}
      failure={failure}
      failureTitle={TEXTS.notAdded}
      submitLabel={TEXTS.add}
      busy={busy}
    >
      <KindField onKind={() => setFailure(null)} />
      {hasNumber(kind) ? <NumberField kind={kind} /> : null}
      {hasClasses(kind) ? <ClassesField kind={kind} /> : null}
      {kind === 'insurance' ? <InsuranceFields today={today} /> : null}
      {kind !== '' ? <CertificateField required={kind === 'insurance'} /> : null}
    </FormCard>
  );
}

/** What is added; another kind starts its own fields, without the last kind's messages. */
function KindField({ onKind }: { onKind: () => void }) {
  const { register, setValue, clearErrors, formState } = useFormContext<CredentialFormValues>();
  const field = register('kind', {
    onChange: () => {
      setValue('classes', []);
      clearErrors();
      onKind();
    },
  });
  return (
    <NativeSelect
      {...field}
      label={TEXTS.kind}
      withAsterisk
      data={KIND_OPTIONS}
      error={formState.errors.kind?.message}
      maw={480}
    />
  );
}

function NumberField({ kind }: { kind: Exclude<CredentialFormValues['kind'], '' | 'insurance'> }) {
  const { register, formState } = useFormContext<CredentialFormValues>();
  return (
    <TextInput
      {...register('number')}
      label={TEXTS.numberLabels[kind]}
      description={TEXTS.numberHints[kind]}
      withAsterisk
      autoComplete="off"
      maxLength={40}
      maw={320}
      error={formState.errors.number?.message}
    />
  );
}

/** The classes of the register, as checkboxes. */
function ClassesField({ kind }: { kind: ClassedKind }) {
  const { field, fieldState } = useController<CredentialFormValues, 'classes'>({
    name: 'classes',
  });
  const { ref, value, onChange, onBlur } = field;
  return (
    <Checkbox.Group
      label={TEXTS.classes}
      withAsterisk
      value={value}
      onChange={onChange}
      error={fieldState.error?.message}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6} mt={6}>
        {CREDENTIAL_CLASSES[kind].map((name, i) => (
          <Checkbox
            key={name}
            value={name}
            label={name}
            ref={i === 0 ? ref : undefined}
            onBlur={onBlur}
          />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** The insurer, the cover in dollars and the expiry (after today). */
function InsuranceFields({ today }: { today: string }) {
  const { register, formState } = useFormContext<CredentialFormValues>();
  const errors = formState.errors;
  return (
    <>
      <TextInput
        {...register('insurer')}
        label={TEXTS.insurer}
        withAsterisk
        maxLength={INSURER_MAX}
        maw={480}
        error={errors.insurer?.message}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={480}>
        <TextInput
          {...register('amount')}
          label={TEXTS.amount}
          description={TEXTS.amountHint}
          withAsterisk
          inputMode="decimal"
          leftSection="$"
          error={errors.amount?.message}
        />
        <TextInput
          {...register('expires_on')}
          type="date"
          label={TEXTS.expiry}
          withAsterisk
          min={dayAfter(today)}
          error={errors.expires_on?.message}
        />
      </SimpleGrid>
    </>
  );
}

/**
 * The certificate: a PDF or an image of at most 5 MB. Another file is refused at once with the
 * reason (and not kept); the server checks the bytes again.
 */
function CertificateField({ required }: { required: boolean }) {
  const { field, fieldState } = useController<CredentialFormValues, 'certificate'>({
    name: 'certificate',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, name, value, onChange, onBlur } = field;
  return (
    <FileInput
      ref={ref}
      name={name}
      label={TEXTS.certificate}
      description={required ? TEXTS.certificateHint : TEXTS.certificateOptionalHint}
      placeholder="Choose a file"
      withAsterisk={required}
      clearable
      accept={CERTIFICATE_ACCEPT}
      leftSection={<IconFileCertificate size={18} aria-hidden="true" />}
      value={value}
      onBlur={onBlur}
      onChange={(file) => {
        const refused = file ? certificateProblem(file) : null;
        setProblem(refused);
        onChange(refused ? null : file);
      }}
      error={problem ?? fieldState.error?.message}
      maw={480}
    />
  );
}
