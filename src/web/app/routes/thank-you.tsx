import { ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';

import { MESSAGES } from '#shared/messages.ts';
import { MessagePage } from '../../components/message-page/message-page.tsx';
import type { ThankYouState } from '../../features/billing/lib/use-subscribe.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

const notCharged = (state: unknown): state is ThankYouState =>
  typeof state === 'object' && state !== null && 'notCharged' in state;

export function Component() {
  usePageMeta('Thank you');
  const state: unknown = useLocation().state;
  return (
    <MessagePage
      media={
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconCircleCheck size={44} />
        </ThemeIcon>
      }
      title={MESSAGES.subscribed}
      // Re-subscribed while paid time was left: the server's "renewal is back on" message.
      {...(notCharged(state) ? { text: state.notCharged } : {})}
    />
  );
}
