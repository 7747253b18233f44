import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Checkbox, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';

import { LOGIN_TOAST_MS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { FormFields, type FieldSpec } from '../../../components/form/form-fields.tsx';
import { errorMessage, isClientError } from '../../../lib/api-client.ts';
import { useLegacySubmit } from '../../../lib/legacy-submit.ts';
import { dropUserQueries } from '../../../lib/logout.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { getSessionUser, storeSessionUser } from '../../../lib/session.ts';
import { useLogin } from '../api/auth-api.ts';
import { takeRedirectUrl } from '../lib/redirect-url.ts';
import { AuthForm, AuthLink } from './auth-form.tsx';
import { AuthFrame } from './auth-frame.tsx';

/** Spec section 5, word for word (the password message has two spaces). */
export const LoginFormSchema = z.object({
  name: z.string().trim().min(1, MESSAGES.loginNameRequired),
  password: z.string().min(1, MESSAGES.loginPasswordRequired),
  remember: z.boolean(),
});
type LoginFormValues = z.infer<typeof LoginFormSchema>;

const FIELDS: FieldSpec<LoginFormValues>[] = [
  {
    name: 'name',
    label: 'Email/Username',
    autoComplete: 'username',
    placeholder: 'you@example.co.nz',
  },
  { name: 'password', label: 'Password', kind: 'password', autoComplete: 'current-password' },
];

type Failure = { title: string; message: string };

/**
 * Spec section 8: success stores the user, toasts 'Login Successfully' (2 s) and goes to the
 * redirectUrl; status 0 or a refusal is 'Failed to login' with the server's message; anything
 * else 'Something went wrong' with the error.
 */
function useLoginSubmit(setFailure: (failure: Failure) => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useLegacySubmit({
    mutation: useLogin(),
    onSuccess: async ({ result }) => {
      if (result) storeSessionUser(result);
      // The pages seen as a visitor were answered without the member's flags.
      dropUserQueries(queryClient);
      notifySuccess(MESSAGES.loginSuccess, { autoClose: LOGIN_TOAST_MS });
      await navigate(takeRedirectUrl(), { replace: true });
    },
    onFailure: ({ message }) => setFailure({ title: MESSAGES.failedToLogin, message }),
    onError: (error) =>
      setFailure({
        title: isClientError(error) ? MESSAGES.failedToLogin : MESSAGES.somethingWentWrong,
        message: errorMessage(error),
      }),
  });
}

function LoginFailure({ failure }: { failure: Failure }) {
  return (
    <Alert
      color="red"
      title={failure.title}
      icon={<IconAlertCircle aria-hidden="true" />}
      role="alert"
    >
      {failure.message}
    </Alert>
  );
}

/** /Login: email or username, password (show/hide), Remember me. */
export function LoginPage() {
  usePageMeta('Login', 'Log in to your Kiwi Services account.');
  // Only a user who was logged in when the page opened is sent away (not one who just logged in).
  const [wasLoggedIn] = useState(() => getSessionUser() !== null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { submit, pending } = useLoginSubmit(setFailure);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { name: '', password: '', remember: false },
  });

  // Logged-in users are sent home (spec section 2).
  if (wasLoggedIn) return <Navigate to={paths.home} replace />;
  return (
    <AuthFrame title="Login" subtitle="Welcome back! Log in with your email or username.">
      <AuthForm
        label="Login"
        form={form}
        onSubmit={(values) => {
          setFailure(null);
          return submit(values);
        }}
        pending={pending}
        submitLabel="Login"
        after={<AuthLink prompt="New to Kiwi Services?" to={paths.register} label="Register" />}
      >
        {failure ? <LoginFailure failure={failure} /> : null}
        <FormFields fields={FIELDS} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox label="Remember me" {...form.register('remember')} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
      </AuthForm>
    </AuthFrame>
  );
}
