import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN } from '#shared/api/members.ts';
import { MESSAGES, requiredMessage } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { LinkButton } from '../../../components/link-button/link-button.tsx';
import { useEnquiry, type EnquiryTarget } from '../lib/use-enquiry.ts';

/** The email enquiry's message: required, 10 to 2000 characters (the server's rule). */
export const EmailEnquirySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, requiredMessage('Message'))
    .min(ENQUIRY_MESSAGE_MIN, `Message must be at least ${ENQUIRY_MESSAGE_MIN} characters`)
    .max(ENQUIRY_MESSAGE_MAX, `Message must be at most ${ENQUIRY_MESSAGE_MAX} characters`),
});
type EmailEnquiryValues = z.infer<typeof EmailEnquirySchema>;

export type EnquiryModalProps = EnquiryTarget & {
  opened: boolean;
  onClose: () => void;
  /** Who receives it (the business name). */
  businessName: string;
  serviceTitle: string;
};

/**
 * After an enquiry that opened (or continued) a conversation (issue 25): where it went, and the
 * way to the conversation, where the provider's replies arrive.
 */
export function ConversationLink({
  conversationId,
  businessName,
  onClose,
}: {
  conversationId: number;
  businessName: string;
  onClose: () => void;
}) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-kiwi-light)" role="status">
        <Text fw={600}>{MESSAGES.enquirySent}</Text>
        <Text size="sm">
          Your message is in your conversation with {businessName}. Their replies arrive there.
        </Text>
      </Paper>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <LinkButton
          to={paths.messageThread(String(conversationId))}
          icon={IconMessages}
          data-autofocus
        >
          Go to the conversation
        </LinkButton>
      </Group>
    </Stack>
  );
}

/** The email modal of the service page: a message to the provider, sent as an enquiry. */
export function EmailEnquiryModal(props: EnquiryModalProps) {
  const { opened, businessName, serviceTitle } = props;
  const enquiry = useEnquiry(props);
  const [conversationId, setConversationId] = useState<number | null>(null);
  const onClose = () => {
    setConversationId(null);
    props.onClose();
  };
  const form = useForm<EmailEnquiryValues>({
    resolver: zodResolver(EmailEnquirySchema),
    defaultValues: { message: '' },
    mode: 'onTouched',
  });
  const length = useWatch({ control: form.control, name: 'message' }).length;
  const submit = form.handleSubmit(async ({ message }) => {
    const answer = await enquiry.submit('message', message);
    if (answer?.success) {
      form.reset();
      // With a conversation, the modal offers the way there; without one it closes as before.
      if (answer.conversation_id !== undefined) setConversationId(answer.conversation_id);
      else onClose();
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Email ${businessName}`} centered size="lg">
      {conversationId !== null ? (
        <ConversationLink
          conversationId={conversationId}
          businessName={businessName}
          onClose={onClose}
        />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              About “{serviceTitle}”. {businessName} gets your message and replies in Messages, on
              this site. Your email address and phone number stay private until you share them.
            </Text>
            <Textarea
              label="Message"
              withAsterisk
              autosize
              minRows={5}
              maxRows={12}
              placeholder="Hi, I'd like a quote for…"
              description={`${length}/${ENQUIRY_MESSAGE_MAX} characters`}
              error={form.formState.errors.message?.message}
              {...form.register('message')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={enquiry.pending}>
                Send enquiry
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
