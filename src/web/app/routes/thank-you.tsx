import { ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

import { MESSAGES } from '#shared/messages.ts';
import { MessagePage } from '../../components/message-page/message-page.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export function Component() {
  usePageMeta('Thank you');
  return (
    <MessagePage
      media={
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconCircleCheck size={44} />
        </ThemeIcon>
      }
      title={MESSAGES.subscribed}
    />
  );
}
