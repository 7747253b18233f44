import { Button, Group } from '@mantine/core';

export type FormButtonsProps = {
  onCancel: () => void;
  /** The submit button's label (default 'Save'). */
  label?: string;
  color?: string;
  busy?: boolean;
};

/** Cancel and the submit button at the foot of a console form. */
export function FormButtons({ onCancel, label = 'Save', color, busy = false }: FormButtonsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={busy}>
        {label}
      </Button>
    </Group>
  );
}
