import { Button, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCreditCard } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { MessagePage } from '../../components/message-page/message-page.tsx';
import type { PaymentFailedState } from '../../features/billing/lib/use-subscribe.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The card form of /subscription, opened again ("Try another card"). */
export const TRY_ANOTHER_CARD_HREF = `${paths.subscription}?card=1`;

const cameFromPayment = (state: unknown): state is PaymentFailedState =>
  typeof state === 'object' && state !== null && 'paymentFailed' in state;

export function Component() {
  usePageMeta(MESSAGES.somethingWentWrong);
  const state: unknown = useLocation().state;
  // Only after a refused payment: the card form again (issue 22).
  const tryAgain = cameFromPayment(state) ? (
    <Button
      component={Link}
      to={TRY_ANOTHER_CARD_HREF}
      size="md"
      leftSection={<IconCreditCard size={18} aria-hidden="true" />}
    >
      Try another card
    </Button>
  ) : undefined;
  return (
    <MessagePage
      media={
        <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden="true">
          <IconAlertTriangle size={44} />
        </ThemeIcon>
      }
      title={MESSAGES.somethingWentWrong}
      text="We could not complete your request and you have not been charged. Please try again, or contact us if the problem continues."
      action={tryAgain}
    />
  );
}
