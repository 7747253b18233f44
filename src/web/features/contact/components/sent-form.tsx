import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

import type { FormSend } from '../lib/use-form-send.ts';
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

/** What a form says: its accessible name, its button, its success title, 'send another'. */
export type SentFormTexts = { label: string; submit: string; sentTitle: string; again: string };

export type SentFormProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The send state of the form (useFormSend). */
  send: FormSend<T>;
  texts: SentFormTexts;
  children: ReactNode;
};

/** A contact-style form in a card: fields, honeypot, refusal, submit; then the success message. */
export function SentForm<T extends FieldValues>({ form, send, texts, children }: SentFormProps<T>) {
  const submit = form.handleSubmit(send.submit);
  if (send.sent !== null) {
    const again = (
      <Button variant="outline" size="sm" onClick={send.startAgain}>
        {texts.again}
      </Button>
    );
    return <SentNotice title={texts.sentTitle} message={send.sent} again={again} />;
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label={texts.label}>
          <Stack gap="md">
            {children}
            <Honeypot form={form} />
            {send.failure ? (
              <Alert
                role="alert"
                color="red"
                title={send.failure.title}
                icon={<IconAlertCircle aria-hidden="true" />}
              >
                {send.failure.message}
              </Alert>
            ) : null}
            <Button type="submit" size="md" loading={send.pending} fullWidth>
              {texts.submit}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}
