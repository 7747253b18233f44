import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

import type { SendFailure } from '../lib/use-form-send.ts';
import classes from './sent-form.module.css';

/**
 * A field bots fill and people never see: off screen, hidden from assistive technology and out
 * of the tab order. The server keeps nothing from a form where it is filled.
 */
function Honeypot<T extends FieldValues>({ form }: { form: UseFormReturn<T> }) {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <label>
        Website (leave this empty)
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website' as Path<T>)}
        />
      </label>
    </div>
  );
}

/** The success message that replaces a sent form; it takes the focus, so it is read out. */
function SentNotice({
  title,
  message,
  again,
}: {
  title: string;
  message: string;
  again: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="status"
      color="kiwi"
      variant="light"
      title={title}
      icon={<IconCircleCheck aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {again}
      </Stack>
    </Alert>
  );
}

export type SentFormProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's accessible name. */
  label: string;
  onSubmit: (values: T) => Promise<void>;
  pending: boolean;
  submitLabel: string;
  /** The server's success message, once sent. */
  sent: string | null;
  sentTitle: string;
  failure: SendFailure | null;
  startAgain: () => void;
  startAgainLabel: string;
  children: ReactNode;
};

/** A contact-style form in a card: fields, honeypot, refusal, submit; then the success message. */
export function SentForm<T extends FieldValues>(props: SentFormProps<T>) {
  const { form, failure } = props;
  const submit = form.handleSubmit(props.onSubmit);
  if (props.sent !== null) {
    const again = (
      <Button variant="outline" size="sm" onClick={props.startAgain}>
        {props.startAgainLabel}
      </Button>
    );
    return <SentNotice title={props.sentTitle} message={props.sent} again={again} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={props.label}>
          <Stack gap="md">
            {props.children}
            <Honeypot form={form} />
            {failure ? (
              <Alert
                role="alert"
                color="red"
                title={failure.title}
                icon={<IconAlertCircle aria-hidden="true" />}
              >
                {failure.message}
              </Alert>
            ) : null}
            <Button type="submit" size="md" loading={props.pending} fullWidth>
              {props.submitLabel}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
