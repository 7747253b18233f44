import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { z } from 'zod';

import { LOGIN_TOAST_MS, STORAGE_KEYS } from '#shared/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { getSessionUser, storeSessionUser, type StoredUser } from '../../../lib/session.ts';
import { writeString } from '../../../lib/storage.ts';
import { useLogin } from '../api/auth-api.ts';
import { takeRedirectUrl } from '../lib/redirect-url.ts';
import { AuthFrame } from './auth-frame.tsx';

/** Spec section 5, word for word (the password message has two spaces). */
export const LoginFormSchema = z.object({
  name: z.string().trim().min(1, 'Email/Username is required'),
  password: z.string().min(1, 'Password  required'),
  remember: z.boolean(),
});
type LoginFormValues = z.infer<typeof LoginFormSchema>;

type Failure = { title: string; message: string };

/** /Login: email or username, password (show/hide), Remember me. */
export function LoginPage() {
  usePageMeta('Login', 'Log in to your Kiwi Services account.');
  // Only a user who was logged in when the page opened is sent away (not one who just logged in).
  const [wasLoggedIn] = useState(() => getSessionUser() !== null);
  const navigate = useNavigate();
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { name: '', password: '', remember: false },
  });

  // Logged-in users are sent home (spec section 2).
  if (wasLoggedIn) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const response = await loginMutation.mutateAsync(values);
      if (response.status === 1 && response.result) {
        storeSessionUser(response.result as StoredUser);
        if (!response.result.stripe_id) writeString(STORAGE_KEYS.subscription, 'false');
        notifySuccess('Login Successfully', { autoClose: LOGIN_TOAST_MS });
        await navigate(takeRedirectUrl(), { replace: true });
        return;
      }
      setFailure({ title: 'Failed to login', message: response.message });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        setFailure({ title: 'Failed to login', message: error.message });
      } else {
        setFailure({
          title: 'Something went wrong',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  });

  return (
    <AuthFrame title="Login" subtitle="Welcome back! Log in with your email or username.">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Login">
        <Stack gap="md">
          {failure ? (
            <Alert
              color="red"
              title={failure.title}
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
            >
              {failure.message}
            </Alert>
          ) : null}
          <TextInput
            label="Email/Username"
            autoComplete="username"
            placeholder="you@example.co.nz"
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
            {...register('password')}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label="Remember me" {...register('remember')} />
            <Anchor component={Link} to="/ForgotPassword" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={loginMutation.isPending} fullWidth>
            Login
          </Button>
          <Text size="sm" ta="center">
            New to Kiwi Services?{' '}
            <Anchor component={Link} to="/Register" fw={600}>
              Register
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthFrame>
  );
}
