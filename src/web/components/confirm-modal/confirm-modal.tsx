import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The button that closes without acting (Cancel, Back). */
  cancelLabel: string;
  color?: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/**
 * Asks before an action that others see (share contact details, block, unblock; accept a quote,
 * confirm completion, mark a job done).
 */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {props.cancelLabel}
          </Button>
          <Button color={props.color} loading={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
