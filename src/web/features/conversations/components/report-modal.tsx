import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { FormEvent } from 'react';

import { REPORT_REASON_MAX } from '#shared/api/conversations.ts';
import { useReasonField } from '../../../components/reason-field/use-reason-field.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useReport } from '../api/conversations-api.ts';
import { TEXTS } from '../lib/texts.ts';

export type ReportModalProps = {
  conversationId: number;
  /** The reported message, or null for the whole conversation. */
  messageId: number | null;
  opened: boolean;
  onClose: () => void;
};

/** Reports a conversation or one message to the admins, with a reason (3..1000 characters). */
export function ReportModal({ conversationId, messageId, opened, onClose }: ReportModalProps) {
  const report = useReport(conversationId);
  const field = useReasonField();

  const close = () => {
    field.reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (field.reason.length < 3) {
      field.setError(TEXTS.reportReasonTooShort);
      return;
    }
    try {
      const answer = await report.mutateAsync({
        reason: field.reason,
        ...(messageId !== null ? { message_id: messageId } : {}),
      });
      notifySuccess(answer.message);
      close();
    } catch (err) {
      field.setError(errorMessage(err));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={messageId !== null ? TEXTS.reportMessage : TEXTS.reportConversation}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Textarea
            label={TEXTS.reportReason}
            description={TEXTS.reportReasonHint}
            maxLength={REPORT_REASON_MAX}
            {...field.textareaProps}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {TEXTS.cancel}
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              {TEXTS.reportSend}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
