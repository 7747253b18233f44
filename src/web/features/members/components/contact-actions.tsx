import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconPhone } from '@tabler/icons-react';

import type { ServiceDetail } from '#shared/api/browse.ts';
import { paths } from '#shared/pages.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
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
 * A member who already has a conversation about the service (`conversationId`, issue 25) is led
 * there by both buttons instead (decision 126). The modals stay mounted meanwhile, so that the
 * one just used keeps its answer on screen while the page learns of the new conversation.
 */
export function ContactActions({
  service,
  enquiredAt = null,
  conversationId = null,
}: {
  service: ServiceDetail;
  enquiredAt?: string | null;
  /** The member's conversation about this service (the service detail's `conversation_id`). */
  conversationId?: number | null;
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
  const thread =
    user && conversationId !== null ? paths.messageThread(String(conversationId)) : null;
  return (
    <>
      {thread ? (
        <>
          <LinkButton to={thread} icon={IconMail}>
            Email
          </LinkButton>
          <LinkButton to={thread} icon={IconPhone} variant="outline">
            Contact
          </LinkButton>
        </>
      ) : (
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
        </>
      )}
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
