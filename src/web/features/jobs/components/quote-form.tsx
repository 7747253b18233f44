import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Radio, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useFormContext, useWatch } from 'react-hook-form';

import type { JobQuote } from '#shared/api/jobs.ts';
import { FormCard } from '../../../components/form/form-card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSendQuote } from '../api/jobs-api.ts';
import { nzToday } from '../lib/job-form.ts';
import {
  QuoteFormSchema,
  quoteBody,
  quoteFormDefaults,
  type QuoteFormValues,
} from '../lib/quote-form.ts';
import { TEXTS } from '../lib/texts.ts';

/**
 * The provider's quote (issue 26 §2): fixed or a range, typed in dollars (NZD, GST incl.) and
 * sent in cents; what is included; the earliest start; valid for 14 days by default; a
 * message. With `quote`, it revises the provider's quote (until it is accepted).
 */
export function QuoteForm({ jobId, quote }: { jobId: number; quote: JobQuote | null }) {
  const send = useSendQuote(jobId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<QuoteFormValues>({
    resolver: zodResolver(QuoteFormSchema),
    defaultValues: quoteFormDefaults(quote),
  });
  const errors = form.formState.errors;
  const revising = quote !== null;

  const submit = (values: QuoteFormValues) => {
    setFailure(null);
    send.mutate(quoteBody(values), {
      onSuccess: (answer) => notifySuccess(answer.message || TEXTS.quoteSent),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <FormCard
      form={form}
      onSubmit={submit}
      p="md"
      title={{ id: 'quote-form-title', text: revising ? TEXTS.reviseTitle : TEXTS.quoteFormTitle }}
      failure={failure}
      submitLabel={revising ? TEXTS.updateQuote : TEXTS.sendQuote}
      busy={send.isPending}
    >
      <PriceFields />
      <Textarea
        {...form.register('includes')}
        label={TEXTS.quoteIncludes}
        withAsterisk
        autosize
        minRows={3}
        error={errors.includes?.message}
      />
      <StartFields />
      <Textarea
        {...form.register('message')}
        label={TEXTS.quoteMessage}
        autosize
        minRows={2}
        error={errors.message?.message}
      />
    </FormCard>
  );
}

/** Fixed or a range, in dollars (NZD, GST incl.). */
function PriceFields() {
  const { control, register, formState } = useFormContext<QuoteFormValues>();
  const errors = formState.errors;
  const kind = useWatch({ control, name: 'kind' });
  return (
    <>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Radio.Group
            name={field.name}
            label={TEXTS.kind}
            value={field.value}
            onChange={(value) => field.onChange(value)}
          >
            <Group gap="lg" mt={6}>
              <Radio value="fixed" label={TEXTS.kindFixed} />
              <Radio value="range" label={TEXTS.kindRange} />
            </Group>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          {...register('amount')}
          label={kind === 'range' ? TEXTS.amountMin : TEXTS.amount}
          withAsterisk
          inputMode="decimal"
          leftSection="$"
          error={errors.amount?.message}
        />
        {kind === 'range' ? (
          <TextInput
            {...register('amount_max')}
            label={TEXTS.amountMax}
            withAsterisk
            inputMode="decimal"
            leftSection="$"
            error={errors.amount_max?.message}
          />
        ) : null}
      </SimpleGrid>
    </>
  );
}

/** The earliest start and how many days the quote is valid. */
function StartFields() {
  const { control, register, formState } = useFormContext<QuoteFormValues>();
  const errors = formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        {...register('earliest_start')}
        type="date"
        label={TEXTS.quoteEarliestStart}
        withAsterisk
        min={nzToday()}
        error={errors.earliest_start?.message}
      />
      <Controller
        control={control}
        name="valid_days"
        render={({ field, fieldState }) => (
          <NumberInput
            ref={field.ref}
            name={field.name}
            label={TEXTS.validDays}
            withAsterisk
            min={1}
            max={90}
            allowDecimal={false}
            value={field.value}
            onChange={(value) => field.onChange(typeof value === 'number' ? value : NaN)}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}
