import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { ENQUIRY_MESSAGE_MAX, ENQUIRY_MESSAGE_MIN } from '#shared/api/members.ts';
import { requiredMessage } from '#shared/messages.ts';
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

/** The email modal of the service page: a message to the provider, sent as an enquiry. */
export function EmailEnquiryModal(props: EnquiryModalProps) {
  const { opened, onClose, businessName, serviceTitle } = props;
  const enquiry = useEnquiry(props);
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
      onClose();
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={`Email ${businessName}`} centered size="lg">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            About “{serviceTitle}”. {businessName} gets your message with your name, email and phone
            number, and replies to you directly.
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
    </Modal>
  );
}
