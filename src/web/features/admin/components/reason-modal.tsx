import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import { useReasonField } from '../../../components/reason-field/use-reason-field.ts';
import { FormButtons } from './form-buttons.tsx';

export const REASON_REQUIRED = 'A reason is required';

export type ReasonModalProps = {
  opened: boolean;
  /** 'Reject this service' */
  title: string;
  /** What happens, in a line above the reason. */
  description?: string;
  /** The confirm button ('Reject'). */
  confirmLabel: string;
  onClose: () => void;
  /** Runs the action; resolves to whether it worked (the modal closes then). */
  onConfirm: (reason: string) => Promise<boolean>;
};

/** Asks for the required reason of a reject, unpublish, suspend or hide, then runs it. */
export function ReasonModal(props: ReasonModalProps) {
  const field = useReasonField();
  const [busy, setBusy] = useState(false);

  const close = () => {
    field.reset();
    props.onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!field.reason) {
      field.setError(REASON_REQUIRED);
      return;
    }
    setBusy(true);
    const worked = await props.onConfirm(field.reason);
    setBusy(false);
    if (worked) close();
  };

  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {props.description ? <Text size="sm">{props.description}</Text> : null}
          <Textarea
            label="Reason"
            description="Kept in the audit log"
            maxLength={500}
            {...field.textareaProps}
          />
          <FormButtons onCancel={close} label={props.confirmLabel} color="red" busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}

export type ReasonPromptOptions<T> = {
  title: string;
  confirmLabel: string;
  /** The line above the reason, for the item asked about. */
  describe: (item: T) => string;
  /** Runs the action with the reason; resolves to whether it worked. */
  onConfirm: (item: T, reason: string) => Promise<boolean>;
};

/** A reason-required action on one item: `ask(item)` opens the modal that `modal` renders. */
export function useReasonPrompt<T>(options: ReasonPromptOptions<T>) {
  const [item, setItem] = useState<T | null>(null);
  const modal = (
    <ReasonModal
      opened={item !== null}
      title={options.title}
      description={item !== null ? options.describe(item) : ''}
      confirmLabel={options.confirmLabel}
      onClose={() => setItem(null)}
      onConfirm={(reason) =>
        item !== null ? options.onConfirm(item, reason) : Promise.resolve(false)
      }
    />
  );
  return { ask: setItem, modal };
}
