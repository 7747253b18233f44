import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN, STORAGE_KEYS } from '#shared/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { removeKey } from '../../../lib/storage.ts';
import { useSetPassword } from '../api/auth-api.ts';

export const SetPasswordSchema = z
  .object({
    password: z
      .string()
      .min(1, 'Password is required')
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirm: z.string().min(1, 'Please confirm the password'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'Password not match' });
type SetPasswordValues = z.infer<typeof SetPasswordSchema>;

/**
 * /set-password?token=…: choose a password from an emailed set-up or reset link, then log in.
 * The token is read once and removed from the address bar (and so from the history).
 */
export function SetPasswordPage() {
  usePageMeta('Choose your password');
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const navigate = useNavigate();
  const mutation = useSetPassword();
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : 'This link is not complete. Please open the link from your email again.',
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetPasswordValues>({
    resolver: zodResolver(SetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  useEffect(() => {
    if (params.has('token')) void navigate('/set-password', { replace: true });
  }, [params, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const response = await mutation.mutateAsync({ token, password });
      if (response.status === 1) {
        // Every session of the account has ended: forget any stale local user.
        removeKey(STORAGE_KEYS.user);
        removeKey(STORAGE_KEYS.subscription);
        notifySuccess(response.message, { autoClose: 6000 });
        await navigate('/Login');
        return;
      }
      setError('password', { message: response.errors?.password?.[0] ?? response.message });
    } catch (error) {
      if (error instanceof ApiError && error.errors?.token) {
        setLinkProblem(error.message);
      } else if (error instanceof ApiError && error.errors?.password?.[0]) {
        setError('password', { message: error.errors.password[0] });
      } else {
        setLinkProblem(error instanceof Error ? error.message : 'Something went wrong');
      }
    }
  });

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
          <Stack gap="md">
            <Alert
              color="red"
              title="This link cannot be used"
              icon={<IconAlertCircle aria-hidden="true" />}
              role="alert"
            >
              {linkProblem}
            </Alert>
            <Button component={Link} to="/ForgotPassword" variant="light" fullWidth>
              Send me a new link
            </Button>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            aria-label="Choose your password"
          >
            <Stack gap="md">
              <PasswordInput
                label="New password"
                autoComplete="new-password"
                withAsterisk
                error={errors.password?.message}
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the new password' }}
                {...register('password')}
              />
              <PasswordInput
                label="Confirm password"
                autoComplete="new-password"
                withAsterisk
                error={errors.confirm?.message}
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the confirmation' }}
                {...register('confirm')}
              />
              <Button type="submit" size="md" loading={mutation.isPending} fullWidth>
                Set password
              </Button>
              <Text size="sm" ta="center">
                Already set?{' '}
                <Anchor component={Link} to="/Login" fw={600}>
                  Login
                </Anchor>
              </Text>
            </Stack>
          </form>
        )}
      </Paper>
    </Container>
  );
}
