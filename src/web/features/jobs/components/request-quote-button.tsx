import { Button } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';

import { ROLE } from '#shared/constants.ts';
import { newJobHref } from '../../../lib/new-job-href.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { TEXTS } from '../lib/texts.ts';

/**
 * "Request a quote" on a service page (issue 26 §1): the job form, started with the service's
 * sub category and place, which invites this service once posted. Visitors and members see it
 * (visitors log in first); providers do not post jobs.
 */
export function RequestQuoteButton({
  service,
}: {
  service: { id: number; subCategorySlug: string; city: string; suburb: string };
}) {
  const user = useSessionUser();
  if (user && user.role_id !== ROLE.customer) return null;
  return (
    <Button
      component={Link}
      to={newJobHref({
        sub: service.subCategorySlug,
        city: service.city,
        suburb: service.suburb,
        service: service.id,
      })}
      variant="light"
      leftSection={<IconClipboardList size={18} aria-hidden="true" />}
    >
      {TEXTS.requestQuote}
    </Button>
  );
}
