import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { MESSAGES } from '#shared/messages.ts';
import { errorMessage, isClientError } from '../../../lib/api-client.ts';
import { setFieldErrors } from '../../../lib/field-errors.ts';

/** Why a form was not sent: a refusal (4xx, the server's reason) or a failure of the site. */
export type SendFailure = { title: string; message: string };

type Sender<V> = { mutateAsync: (values: V) => Promise<{ message: string }>; isPending: boolean };

/**
 * The send logic of the contact and careers forms: on success the server's message replaces
 * the form; a 4xx shows its message and puts each field error back under its field; a 5xx or a
 * network failure shows 'Something went wrong'. `toBody` turns the form's values into the call's.
 */
export function useFormSend<T extends FieldValues, V>(
  form: UseFormReturn<T>,
  sender: Sender<V>,
  toBody: (values: T) => V,
): FormSend<T> {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);

  const submit = async (values: T) => {
    setFailure(null);
    try {
      const answer = await sender.mutateAsync(toBody(values));
      setSent(answer.message);
    } catch (error) {
      if (!isClientError(error)) {
        setFailure({ title: MESSAGES.somethingWentWrong, message: errorMessage(error) });
        return;
      }
      const fields = Object.keys(form.getValues());
      setFieldErrors(form, error.errors, (name) =>
        fields.includes(name) ? (name as Path<T>) : null,
      );
      setFailure({ title: 'Not sent', message: error.message });
    }
  };

  /** Back to an empty form, after a success. */
  const startAgain = () => {
    form.reset();
    setSent(null);
  };

  return { submit, pending: sender.isPending, sent, failure, startAgain };
}

export type FormSend<T extends FieldValues> = {
  submit: (values: T) => Promise<void>;
  pending: boolean;
  /** The server's success message, once sent. */
  sent: string | null;
  failure: SendFailure | null;
  startAgain: () => void;
};
