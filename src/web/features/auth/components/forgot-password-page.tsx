import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { paths } from '#shared/pages.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySomethingWentWrong } from '../../../lib/legacy-submit.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { requiredField } from '../lib/form-helpers.ts';
import { AuthForm, AuthLink, AuthNotice } from './auth-form.tsx';
import { AuthFrame } from './auth-frame.tsx';

export const ForgotPasswordSchema = z.object({ email: requiredField('Email') });
type ForgotPasswordValues = z.infer<typeof ForgotPasswordSchema>;

const FIELDS: FieldSpec<ForgotPasswordValues>[] = [
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
];

/** /ForgotPassword: emails a single-use link to choose a new password. */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Reset the password of your Kiwi Services account.');
  const mutation = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      setSentMessage((await mutation.mutateAsync(values)).message);
    } catch (error) {
      const problem = error instanceof ApiError ? error.errors?.email?.[0] : undefined;
      if (problem) form.setError('email', { message: problem });
      else notifySomethingWentWrong(error);
    }
  };

  return (
    <AuthFrame
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
    >
      {sentMessage ? (
        <AuthNotice title="Check your email" next={{ to: paths.login, label: 'Back to login' }}>
          {sentMessage} The link works once and expires in 1 hour.
        </AuthNotice>
      ) : (
        <AuthForm
          label="Forgot password"
          form={form}
          onSubmit={onSubmit}
          pending={mutation.isPending}
          submitLabel="Send instructions"
          after={<AuthLink prompt="Remembered it?" to={paths.login} label="Back to login" />}
        >
          <FormFields fields={FIELDS} />
        </AuthForm>
      )}
    </AuthFrame>
  );
}
