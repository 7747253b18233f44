import { zodResolver } from '@hookform/resolvers/zod';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { forgetStaleUser } from '../../../lib/session.ts';
import { useSetPassword } from '../api/auth-api.ts';
import { AuthForm, AuthLink, AuthNotice } from './auth-form.tsx';

export const SetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirm: z.string().min(1, 'Please confirm the password'),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: MESSAGES.passwordNotMatch,
  });
type SetPasswordValues = z.infer<typeof SetPasswordSchema>;

const newPassword = { kind: 'password', autoComplete: 'new-password' } as const;
const FIELDS: FieldSpec<SetPasswordValues>[] = [
  { name: 'password', label: 'New password', toggle: 'new password', ...newPassword },
  { name: 'confirm', label: 'Confirm password', toggle: 'confirmation', ...newPassword },
];

const NOT_COMPLETE = 'This link is not complete. Please open the link from your email again.';

/** Sends the new password; a bad link or a refused password is shown, success goes to login. */
function useSetPasswordSubmit(
  token: string,
  form: UseFormReturn<SetPasswordValues>,
  setLinkProblem: (problem: string) => void,
) {
  const navigate = useNavigate();
  const mutation = useSetPassword();
  const submit = async ({ password }: SetPasswordValues) => {
    try {
      const response = await mutation.mutateAsync({ token, password });
      if (response.status === 1) {
        // Every session of the account has ended: forget any stale local user.
        forgetStaleUser();
        notifySuccess(response.message, { autoClose: 6000 });
        await navigate(paths.login);
        return;
      }
      form.setError('password', { message: response.errors?.password?.[0] ?? response.message });
    } catch (error) {
      const problems = error instanceof ApiError ? error.errors : undefined;
      const passwordProblem = problems?.password?.[0];
      if (passwordProblem && !problems?.token)
        form.setError('password', { message: passwordProblem });
      else setLinkProblem(errorMessage(error));
    }
  };
  return { submit, pending: mutation.isPending };
}

/**
 * /set-password?token=…: choose a password from an emailed set-up or reset link, then log in.
 * The token is read once and removed from the address bar (and so from the history).
 */
export function SetPasswordPage() {
  usePageMeta('Choose your password');
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const navigate = useNavigate();
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : NOT_COMPLETE);
  const form = useForm<SetPasswordValues>({
    resolver: zodResolver(SetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { submit, pending } = useSetPasswordSubmit(token, form, setLinkProblem);

  useEffect(() => {
    if (params.has('token')) void navigate(paths.setPassword, { replace: true });
  }, [params, navigate]);

  return (
    <Container size={520} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" mb="lg">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            Choose your password
          </Title>
          <Text c="dimmed" size="sm">
            At least {PASSWORD_MIN} characters. A short phrase of a few words is easy to remember
            and hard to guess.
          </Text>
        </Stack>
        {linkProblem ? (
          <AuthNotice
            problem
            title="This link cannot be used"
            next={{ to: paths.forgotPassword, label: 'Send me a new link' }}
          >
            {linkProblem}
          </AuthNotice>
        ) : (
          <AuthForm
            label="Choose your password"
            form={form}
            onSubmit={submit}
            pending={pending}
            submitLabel="Set password"
            after={<AuthLink prompt="Already set?" to={paths.login} label="Login" />}
          >
            <FormFields fields={FIELDS} />
          </AuthForm>
        )}
      </Paper>
    </Container>
  );
}
