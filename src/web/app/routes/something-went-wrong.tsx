import { ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import { MESSAGES } from '#shared/messages.ts';
import { MessagePage } from '../../components/message-page/message-page.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

export function Component() {
  usePageMeta(MESSAGES.somethingWentWrong);
  return (
    <MessagePage
      media={
        <ThemeIcon size={72} radius="xl" variant="light" color="red" aria-hidden="true">
          <IconAlertTriangle size={44} />
        </ThemeIcon>
      }
      title={MESSAGES.somethingWentWrong}
      text="We could not complete your request and you have not been charged. Please try again, or contact us if the problem continues."
    />
  );
}
