import { Group, Input, Text, TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, type Control } from 'react-hook-form';

import { CARD_NUMBER_MAX } from '#shared/constants.ts';
import { CARD_INPUT_FILTERS, type CardFormValues } from '../lib/card-form.ts';
import { mountStripeCard, type StripeCard } from '../lib/stripe-card.ts';

type CardField = keyof CardFormValues;

/** One card input; digits-only fields filter what is typed. */
export function CardInput({
  control,
  name,
  label,
  ...rest
}: {
  control: Control<CardFormValues>;
  name: CardField;
  label: string;
  placeholder?: string;
  autoComplete: string;
  maxLength?: number;
  w?: number | string;
}) {
  const { field, fieldState } = useController({ control, name });
  const filter = name === 'name' ? undefined : CARD_INPUT_FILTERS[name];
  const input = {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
  return (
    <TextInput
      {...rest}
      {...input}
      label={label}
      withAsterisk
      inputMode={filter ? 'numeric' : undefined}
      onChange={(event) => {
        const { value } = event.currentTarget;
        field.onChange(filter ? filter(value) : value);
      }}
    />
  );
}

/** Local mode: the spec's card form (number, MM, YY, CVC) checked against Stripe's test cards. */
export function LocalCardFields({ control }: { control: Control<CardFormValues> }) {
  return (
    <>
      <CardInput
        control={control}
        name="number"
        label="Card number"
        placeholder="4242 4242 4242 4242"
        autoComplete="cc-number"
        maxLength={CARD_NUMBER_MAX}
      />
      <Group gap="sm" grow align="flex-start">
        <CardInput
          control={control}
          name="exp_month"
          label="MM"
          placeholder="12"
          autoComplete="cc-exp-month"
          maxLength={2}
        />
        <CardInput
          control={control}
          name="exp_year"
          label="YY"
          placeholder="34"
          autoComplete="cc-exp-year"
          maxLength={2}
        />
        <CardInput
          control={control}
          name="cvc"
          label="CVC"
          placeholder="123"
          autoComplete="cc-csc"
          maxLength={4}
        />
      </Group>
      <Text size="xs" c="dimmed">
        Test mode: use 4242 4242 4242 4242 with any future date and any CVC. No money is taken.
      </Text>
    </>
  );
}

/** Stripe mode: Stripe's own card field (in its frame); `onReady` gets it once mounted. */
export function StripeCardField({
  publishableKey,
  onReady,
}: {
  publishableKey: string;
  onReady: (card: StripeCard | null) => void;
}) {
  const id = useId();
  const node = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let mounted: StripeCard | null = null;
    let cancelled = false;
    if (node.current) {
      mountStripeCard(publishableKey, node.current).then(
        (card) => {
          if (cancelled) card.card.destroy();
          else {
            mounted = card;
            onReady(card);
          }
        },
        (error: unknown) => {
          if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
        },
      );
    }
    return () => {
      cancelled = true;
      mounted?.card.destroy();
      onReady(null);
    };
  }, [publishableKey, onReady]);
  return (
    <Input.Wrapper id={id} label="Card details" withAsterisk error={failure}>
      <div
        ref={node}
        id={id}
        style={{
          padding: '10px 12px',
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 4,
          minHeight: 40,
        }}
      />
    </Input.Wrapper>
  );
}
