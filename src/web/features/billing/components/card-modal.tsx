import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import type { PaymentConfigResponse } from '#shared/api/billing.ts';
import { SUBSCRIPTION } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { createLocalCardToken } from '../api/billing-api.ts';
import {
  EMPTY_CARD,
  LocalCardFormSchema,
  StripeCardFormSchema,
  type CardFormValues,
} from '../lib/card-form.ts';
import { stripeCardToken, type StripeCard } from '../lib/stripe-card.ts';
import { newAttemptKey, useSubscribe } from '../lib/use-subscribe.ts';
import { CardInput, LocalCardFields, StripeCardField } from './card-fields.tsx';

export type CardModalProps = {
  opened: boolean;
  onClose: () => void;
  config: PaymentConfigResponse;
  userId: number;
  autoRenew: boolean;
  /** While paid time is left: its end. Nothing is charged; auto-renewal turns back on. */
  paidUntil?: string | null;
};

/** The card token: from our local test-card gateway, or from Stripe.js (stripe mode). */
async function cardToken(
  values: CardFormValues,
  stripeCard: StripeCard | null,
): Promise<string | null> {
  if (!stripeCard) {
    try {
      const answer = await createLocalCardToken(values);
      if (answer.id) return answer.id;
      notifyError(answer.message);
    } catch (error) {
      if (!isUnauthorized(error)) notifyError(errorMessage(error));
    }
    return null;
  }
  const result = await stripeCardToken(stripeCard, values.name);
  if ('error' in result) {
    notifyError(result.error);
    return null;
  }
  return result.token;
}

/** What paying does: NZ$30 now, or (paid time left) nothing until the period ends. */
function Offer({ autoRenew, paidUntil }: { autoRenew: boolean; paidUntil: string | null }) {
  if (paidUntil) {
    return (
      <Text size="sm">
        Nothing is charged today: you have paid until {formatDate(paidUntil, 'long')}. From then,
        this card pays NZ${SUBSCRIPTION.price} (GST included) every {SUBSCRIPTION.periodDays} days
        until you cancel.
      </Text>
    );
  }
  return (
    <Text size="sm">
      {SUBSCRIPTION.name}: NZ${SUBSCRIPTION.price} (GST included) for {SUBSCRIPTION.periodDays} days
      {autoRenew ? ', renewed automatically until you cancel' : ''}.
    </Text>
  );
}

/** The card modal of /subscription: pays NZD 30 for 30 days. */
export function CardModal({
  opened,
  onClose,
  config,
  userId,
  autoRenew,
  paidUntil = null,
}: CardModalProps) {
  const stripeMode = config.mode === 'stripe' && config.publishable_key !== null;
  const form = useForm<CardFormValues>({
    resolver: zodResolver(stripeMode ? StripeCardFormSchema : LocalCardFormSchema),
    defaultValues: EMPTY_CARD,
    mode: 'onTouched',
  });
  const [stripeCard, setStripeCard] = useState<StripeCard | null>(null);
  const { pay, pending } = useSubscribe(userId);
  const [tokenising, setTokenising] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    const attemptKey = newAttemptKey();
    setTokenising(true);
    const token = await cardToken(values, stripeMode ? stripeCard : null);
    setTokenising(false);
    if (token) await pay(token, autoRenew, attemptKey);
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Pay by card" centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Offer autoRenew={autoRenew} paidUntil={paidUntil} />
          <CardInput
            control={form.control}
            name="name"
            label="Name on card"
            autoComplete="cc-name"
          />
          {stripeMode && config.publishable_key ? (
            <StripeCardField publishableKey={config.publishable_key} onReady={setStripeCard} />
          ) : (
            <LocalCardFields control={form.control} />
          )}
          <Button
            type="submit"
            size="md"
            loading={pending || tokenising}
            disabled={stripeMode && !stripeCard}
            leftSection={<IconLock size={18} aria-hidden="true" />}
          >
            {paidUntil ? 'Turn auto-renewal back on' : `Pay NZ$${SUBSCRIPTION.price}`}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By paying you agree to our{' '}
            <Anchor component={Link} to={paths.terms} size="xs">
              Terms of use
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
