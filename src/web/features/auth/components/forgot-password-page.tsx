import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';

import { ApiError } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useForgotPassword } from '../api/auth-api.ts';
import { requiredField } from '../lib/form-helpers.ts';
import { AuthFrame } from './auth-frame.tsx';

export const ForgotPasswordSchema = z.object({ email: requiredField('Email') });
type ForgotPasswordValues = z.infer<typeof ForgotPasswordSchema>;

/** /ForgotPassword: emails a single-use link to choose a new password. */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Reset the password of your Kiwi Services account.');
  const mutation = useForgotPassword();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const response = await mutation.mutateAsync(email);
      setSentMessage(response.message);
    } catch (error) {
      if (error instanceof ApiError && error.errors?.email?.[0]) {
        setError('email', { message: error.errors.email[0] });
        return;
      }
      notifyError(error instanceof Error ? error.message : String(error), {
        title: 'Something went wrong',
      });
    }
  });

  return (
    <AuthFrame
      title="Forgot your password?"
      subtitle="Enter the email of your account and we will send you a link to choose a new password."
    >
      {sentMessage ? (
        <Stack gap="md">
          <Alert
            color="kiwi"
            title="Check your email"
            icon={<IconMailCheck aria-hidden="true" />}
            role="status"
          >
            {sentMessage} The link works once and expires in 1 hour.
          </Alert>
          <Button component={Link} to="/Login" variant="light" fullWidth>
            Back to login
          </Button>
        </Stack>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Forgot password">
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
              Send instructions
            </Button>
            <Text size="sm" ta="center">
              Remembered it?{' '}
              <Anchor component={Link} to="/Login" fw={600}>
                Back to login
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthFrame>
  );
}
