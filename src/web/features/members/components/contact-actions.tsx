import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPhone } from '@tabler/icons-react';

import type { ServiceDetail } from '#shared/api/browse.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMemberAction } from '../../../lib/member-action.ts';
import { CallEnquiryModal } from './call-enquiry-modal.tsx';
import { EmailEnquiryModal } from './email-enquiry-modal.tsx';

/** "You contacted this provider on Thu, 5 Mar" (issue 22 §5; the date as product decisions §11). */
export function contactedLine(enquiredAt: string): string {
  return `You contacted this provider on ${formatDate(enquiredAt)}`;
}

/**
 * The Email and Contact buttons of the service page and their modals. A visitor gets 'Please
 * login to your account!' and the login page, which comes back here. Not shown on one's own
 * service (nobody enquires about their own). A member who already enquired reads when, from the
 * server's `enquired_at`, before writing again (a repeat still gets the spec's warning).
 */
export function ContactActions({
  service,
  enquiredAt = null,
}: {
  service: ServiceDetail;
  enquiredAt?: string | null;
}) {
  const { user, guard } = useMemberAction();
  const [emailOpened, email] = useDisclosure(false);
  const [callOpened, call] = useDisclosure(false);
  if (user && user.id === service.added_by_id) return null;
  const target = {
    serviceId: service.id,
    providerId: service.added_by_id,
    businessName: service.business_name,
    serviceTitle: service.title,
  };
  return (
    <>
      <Button
        leftSection={<IconMail size={18} aria-hidden="true" />}
        onClick={() => guard(email.open)}
      >
        Email
      </Button>
      <Button
        variant="outline"
        leftSection={<IconPhone size={18} aria-hidden="true" />}
        onClick={() => guard(call.open)}
      >
        Contact
      </Button>
      {user && enquiredAt ? (
        <Text size="sm" c="dimmed" data-testid="contacted-line">
          {contactedLine(enquiredAt)}
        </Text>
      ) : null}
      {user ? (
        <>
          <EmailEnquiryModal {...target} opened={emailOpened} onClose={email.close} />
          <CallEnquiryModal
            {...target}
            opened={callOpened}
            onClose={call.close}
            contactName={service.contact_name}
            phoneNumber={service.phone_number}
          />
        </>
      ) : null}
    </>
  );
}
