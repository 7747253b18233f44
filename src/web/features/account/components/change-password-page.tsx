import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';

import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { storeSessionUser, type StoredUser } from '../../../lib/session.ts';
import { useChangePassword } from '../api/account-api.ts';
import {
  forgetStaleUser,
  PleaseLogin,
  useRequiredUser,
  useSendToLogin,
} from '../lib/require-user.tsx';
import { AccountLayout } from './account-layout.tsx';

const requiredPassword = z.string().min(1, 'This field is required');

/** Spec section 5: old, new and confirm required; the confirmation must equal the new one. */
export const ChangePasswordSchema = z
  .object({
    current_password: requiredPassword,
    new_password: requiredPassword
      .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
      .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
    confirm_password: requiredPassword,
  })
  .refine((v) => v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    message: 'Password not match',
  });
type ChangePasswordValues = z.infer<typeof ChangePasswordSchema>;

/** /Changepassword: old, new and confirm, each with an eye toggle. */
export function ChangePasswordPage() {
  usePageMeta('Change password');
  const user = useRequiredUser();
  const sendToLogin = useSendToLogin();
  const navigate = useNavigate();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
    mode: 'onTouched',
  });

  if (!user) return <PleaseLogin />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await mutation.mutateAsync({
        current_password: values.current_password,
        new_password: values.new_password,
        user_id: user.id,
      });
      if (response.status === 1) {
        if (response.result) storeSessionUser(response.result as StoredUser);
        notifySuccess(response.message);
        await navigate('/accountDetails');
        return;
      }
      notifyError(response.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        forgetStaleUser();
        sendToLogin();
        return;
      }
      notifyError(error instanceof Error ? error.message : String(error), {
        title: 'Something went wrong',
      });
    }
  });

  const toggle = (what: string) => ({ 'aria-label': `Show or hide the ${what}` });

  return (
    <AccountLayout
      title="Change password"
      description="Choose a password you do not use elsewhere."
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={560}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change password">
          <Stack gap="md">
            <PasswordInput
              label="Old password"
              autoComplete="current-password"
              withAsterisk
              error={errors.current_password?.message}
              visibilityToggleButtonProps={toggle('old password')}
              {...register('current_password')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              withAsterisk
              description={`At least ${PASSWORD_MIN} characters`}
              error={errors.new_password?.message}
              visibilityToggleButtonProps={toggle('new password')}
              {...register('new_password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              withAsterisk
              error={errors.confirm_password?.message}
              visibilityToggleButtonProps={toggle('confirmation')}
              {...register('confirm_password')}
            />
            <Text size="xs" c="dimmed">
              Your other logged-in devices will be logged out; this one stays logged in.
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to="/accountDetails" variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </AccountLayout>
  );
}
