import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';

import { paths } from '#shared/pages.ts';

export type AuthFormProps<T extends FieldValues, V> = {
  /** The react-hook-form of the page (its fields read it through FormProvider). */
  form: UseFormReturn<T, unknown, V>;
  /** Called with the valid values. */
  onSubmit: (values: V) => Promise<void> | void;
  /** The form's accessible name. */
  label: string;
  pending: boolean;
  submitLabel: string;
  /** What follows the submit button (links to the other auth pages). */
  after?: ReactNode;
  children: ReactNode;
};

/** The form of an auth page: fields, a full-width submit button, then links. */
export function AuthForm<T extends FieldValues, V = T>({
  form,
  onSubmit,
  label,
  pending,
  submitLabel,
  after,
  children,
}: AuthFormProps<T, V>) {
  const submit = form.handleSubmit(onSubmit);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
        <Stack gap="md">
          {children}
          <Button type="submit" size="md" loading={pending} fullWidth>
            {submitLabel}
          </Button>
          {after}
        </Stack>
      </form>
    </FormProvider>
  );
}

/** 'Already have an account? Login': a centred line with a link. */
export function AuthLink({ prompt, to, label }: { prompt: string; to: string; label: string }) {
  return (
    <Text size="sm" ta="center">
      {prompt}{' '}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>
    </Text>
  );
}

/** An outcome instead of the form ('Check your email', a bad link), with the next step. */
export function AuthNotice({
  problem = false,
  title,
  children,
  next,
}: {
  problem?: boolean;
  title: string;
  children: ReactNode;
  next: { to: string; label: string };
}) {
  const Icon = problem ? IconAlertCircle : IconMailCheck;
  return (
    <Stack gap="md">
      <Alert
        color={problem ? 'red' : 'kiwi'}
        title={title}
        icon={<Icon aria-hidden="true" />}
        role={problem ? 'alert' : 'status'}
      >
        {children}
      </Alert>
      <Button component={Link} to={next.to} variant="light" fullWidth>
        {next.label}
      </Button>
    </Stack>
  );
}

/** 'By registering you agree to our Terms of use and Privacy Policy.' (both registration forms) */
export function AuthTermsNote() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      By registering you agree to our{' '}
      <Anchor component={Link} to={paths.terms} underline="always">
        Terms of use
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to={paths.privacyPolicy} underline="always">
        Privacy Policy
      </Anchor>
      .
    </Text>
  );
}
