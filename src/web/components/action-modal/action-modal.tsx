import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export type ActionModalProps = {
  opened: boolean;
  title: string;
  /** The red button that acts ('Send report', 'Decline'), and whether it spins. */
  confirmLabel: string;
  busy: boolean;
  /** The button that closes without acting. Default 'Back'. */
  cancelLabel?: string;
  onClose: () => void;
  onConfirm: () => void;
  /** What the action asks for (a reason, a choice). */
  children: ReactNode;
};

/** A centred modal that asks for what an action needs, then Back or the red action button. */
export function ActionModal(props: ActionModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {props.cancelLabel ?? 'Back'}
          </Button>
          <Button color="red" loading={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
