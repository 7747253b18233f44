import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPhone } from '@tabler/icons-react';

import type { ServiceDetail } from '#shared/api/browse.ts';
import { useMemberAction } from '../../../lib/member-action.ts';
import { CallEnquiryModal } from './call-enquiry-modal.tsx';
import { EmailEnquiryModal } from './email-enquiry-modal.tsx';

/**
 * The Email and Contact buttons of the service page and their modals. A visitor gets 'Please
 * login to your account!' and the login page, which comes back here. Not shown on one's own
 * service (nobody enquires about their own).
 */
export function ContactActions({ service }: { service: ServiceDetail }) {
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
