import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { TEXTS } from '../lib/texts.ts';

export type ConfirmModalProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  color?: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks before an action that others see (share contact details, block, unblock). */
export function ConfirmModal(props: ConfirmModalProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {TEXTS.cancel}
          </Button>
          <Button color={props.color} loading={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
