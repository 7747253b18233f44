import { useState, type ChangeEvent } from 'react';

/**
 * The state of a required reason typed in a modal (an admin's reject or suspend, a member's
 * report): its text, its error (cleared as soon as the person types again), a reset for when the
 * modal closes, and the props a Mantine Textarea takes for it.
 */
export function useReasonField() {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    reason: reason.trim(),
    setError,
    reset: () => {
      setReason('');
      setError(null);
    },
    textareaProps: {
      required: true,
      autosize: true,
      minRows: 3,
      value: reason,
      error,
      'data-autofocus': true,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setReason(event.currentTarget.value);
        setError(null);
      },
    },
  };
}
