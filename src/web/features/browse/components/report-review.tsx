import { Button, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import * as endpoints from '#shared/api/endpoints.ts';
import {
  REPORT_TEXT_MAX,
  REVIEW_REPORT_REASON_LABELS,
  REVIEW_REPORT_REASONS,
  REVIEW_REPORT_TEXTS,
  type ReviewReportReason,
} from '#shared/api/reviews.ts';
import { ActionModal } from '../../../components/action-modal/action-modal.tsx';
import { ChoiceRadios } from '../../../components/action-modal/choice-radios.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { closeWhenSent } from '../../../lib/mutation-outcome.ts';

/** POST /api/reviews/{id}/report */
function useReportReview(reviewId: number) {
  return useMutation({
    mutationFn: ({ reason, text }: { reason: ReviewReportReason; text: string }) =>
      apiRequest(
        endpoints.reportReview,
        { reason, ...(text ? { text } : {}) },
        { params: { id: reviewId } },
      ),
  });
}

/**
 * Report a review (issue 27 §1): a reason from the list, and words for "Other". The admins
 * decide; a report never hides a review by itself. Once sent, the button says so.
 */
export function ReportReview({ reviewId }: { reviewId: number }) {
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useReportReview(reviewId);
  const close = () => {
    setOpened(false);
    setReason(null);
    setText('');
    setError(null);
  };
  const submit = () => {
    if (!reason) return setError('Choose a reason');
    if (reason === 'other' && text.trim().length < 3) {
      return setError(REVIEW_REPORT_TEXTS.textRequired);
    }
    const sent = () => {
      setDone(true);
      close();
    };
    send.mutate({ reason, text: text.trim() }, closeWhenSent(sent, setError));
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        disabled={done}
        onClick={() => setOpened(true)}
      >
        {done ? 'Reported' : 'Report'}
      </Button>
      <ActionModal
        opened={opened}
        title="Report this review"
        confirmLabel="Send report"
        busy={send.isPending}
        onClose={close}
        onConfirm={submit}
      >
        <ChoiceRadios
          label="What is wrong with it?"
          choices={REVIEW_REPORT_REASONS}
          labels={REVIEW_REPORT_REASON_LABELS}
          value={reason}
          error={reason ? null : error}
          onChange={(value) => {
            setReason(value);
            setError(null);
          }}
        />
        <Textarea
          label="Tell us more"
          description="We never hide a review for being negative."
          withAsterisk={reason === 'other'}
          autosize
          minRows={2}
          maxLength={REPORT_TEXT_MAX}
          value={text}
          error={reason ? error : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
      </ActionModal>
    </>
  );
}
