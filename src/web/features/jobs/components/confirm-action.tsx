import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export type ConfirmActionProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks before an action others see (accept a quote, confirm completion, mark a job done). */
export function ConfirmAction(props: ConfirmActionProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        <Text size="sm">{props.text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            Back
          </Button>
          <Button loading={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
