import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Title,
  type StyleProp,
  type MantineSpacing,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  FormProvider,
  type FieldValues,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

export type FormCardProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  /** The submit button's text, and whether it spins. */
  submitLabel: string;
  busy: boolean;
  /** A heading at the top, which names the form by its id; or `label`, a name without one. */
  title?: { id: string; text: string };
  label?: string;
  /** Why the last send failed, above the fields (with an optional title). */
  failure?: string | null;
  failureTitle?: string;
  p?: StyleProp<MantineSpacing>;
  children: ReactNode;
};

/**
 * A react-hook-form in a bordered card: its fields (given the form's context), the failure of
 * the last send above them and the submit button at the end. Checked in the browser only by
 * the form's own rules (`noValidate`).
 */
export function FormCard<T extends FieldValues>(props: FormCardProps<T>) {
  const { form, title, failure } = props;
  return (
    <FormProvider {...form}>
      <Paper
        component="form"
        withBorder
        radius="md"
        p={props.p ?? { base: 'md', sm: 'lg' }}
        noValidate
        aria-label={props.label}
        aria-labelledby={title?.id}
        onSubmit={form.handleSubmit(props.onSubmit)}
      >
        <Stack gap="md">
          {title ? (
            <Title order={2} size="h4" id={title.id}>
              {title.text}
            </Title>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert" title={props.failureTitle}>
              {failure}
            </Alert>
          ) : null}
          {props.children}
          <Group justify="flex-end">
            <Button type="submit" loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </FormProvider>
  );
}
