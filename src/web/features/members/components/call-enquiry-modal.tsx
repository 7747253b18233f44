import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconMessages, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';

import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { useEnquiry } from '../lib/use-enquiry.ts';
import type { EnquiryModalProps } from './email-enquiry-modal.tsx';

export type CallEnquiryModalProps = EnquiryModalProps & {
  contactName: string;
  /** The number on the service, shown when the provider was already told about a call. */
  phoneNumber: string;
};

/**
 * The contact/call modal of the service page: the member asks to call, the provider is told
 * (a call enquiry, with the member's name only: issue 25 §2) and the member sees the
 * provider's phone number to ring.
 */
export function CallEnquiryModal(props: CallEnquiryModalProps) {
  const { opened, onClose, businessName, contactName } = props;
  const enquiry = useEnquiry(props);
  const [phone, setPhone] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const requestCall = async () => {
    const answer = await enquiry.submit('call');
    if (!answer) return;
    setConversationId(answer.conversation_id ?? null);
    if (answer.success) setPhone(answer.phone_number ?? props.phoneNumber);
    else if (answer.message === MESSAGES.enquiryRepeat) setPhone(props.phoneNumber);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={`Call ${businessName}`} centered>
      <Stack gap="md">
        {phone ? (
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-kiwi-light)">
            <Text size="sm">Call {contactName} on</Text>
            <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} fw={700} fz="xl">
              {phone}
            </Anchor>
          </Paper>
        ) : (
          <Text>
            We’ll let {businessName} know you want to talk about “{props.serviceTitle}”, with your
            name, and show you their phone number. Your email address and phone number stay private
            until you share them in your conversation.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {phone && conversationId !== null ? (
            <LinkButton to={paths.messageThread(String(conversationId))} icon={IconMessages}>
              Go to the conversation
            </LinkButton>
          ) : null}
          {phone ? null : (
            <Button
              leftSection={<IconPhone size={18} aria-hidden="true" />}
              loading={enquiry.pending}
              onClick={() => void requestCall()}
            >
              Show phone number
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
