import { Radio, Stack } from '@mantine/core';

export type ChoiceRadiosProps<T extends string> = {
  /** The question ('What is wrong with it?'). */
  label: string;
  choices: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  error: string | null;
  onChange: (value: T) => void;
};

/** A required choice from a short list, as radios; the first takes a modal's first focus. */
export function ChoiceRadios<T extends string>(props: ChoiceRadiosProps<T>) {
  return (
    <Radio.Group<T>
      label={props.label}
      withAsterisk
      value={props.value}
      onChange={props.onChange}
      error={props.error}
    >
      <Stack gap="xs" mt={6}>
        {props.choices.map((choice, i) => (
          <Radio
            key={choice}
            value={choice}
            label={props.labels[choice]}
            data-autofocus={i === 0 || undefined}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
