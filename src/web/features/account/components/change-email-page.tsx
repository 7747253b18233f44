import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';

import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { storeSessionUser, type StoredUser } from '../../../lib/session.ts';
import { useUpdateEmail } from '../api/account-api.ts';
import {
  forgetStaleUser,
  PleaseLogin,
  useRequiredUser,
  useSendToLogin,
} from '../lib/require-user.tsx';
import { AccountLayout } from './account-layout.tsx';

const required = z.string().trim().min(1, 'This field is required');

/** Spec section 5: all three required; the confirmation must equal the new email. */
export const ChangeEmailSchema = z
  .object({
    new_email: required,
    confirm_email: required,
    password: z.string().min(1, 'This field is required'),
  })
  .refine((v) => v.new_email.toLowerCase() === v.confirm_email.toLowerCase(), {
    path: ['confirm_email'],
    message: 'Email not match',
  });
type ChangeEmailValues = z.infer<typeof ChangeEmailSchema>;

/** /ChangeEmailAddress: new email twice and the password. */
export function ChangeEmailPage() {
  usePageMeta('Change email');
  const user = useRequiredUser();
  const sendToLogin = useSendToLogin();
  const navigate = useNavigate();
  const mutation = useUpdateEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangeEmailValues>({
    resolver: zodResolver(ChangeEmailSchema),
    defaultValues: { new_email: '', confirm_email: '', password: '' },
    mode: 'onTouched',
  });

  if (!user) return <PleaseLogin />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const response = await mutation.mutateAsync({
        current_email: user.email,
        user_id: user.id,
        new_email: values.new_email,
        password: values.password,
      });
      if (response.status === 1 && response.result) {
        storeSessionUser(response.result as StoredUser);
        notifySuccess(response.message);
        await navigate('/accountDetails');
        return;
      }
      notifyError(response.message, { title: 'Please enter correct data' });
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

  return (
    <AccountLayout
      title="Change email"
      description={
        <>
          Your current email is <b>{user.email}</b>. We will tell that address about the change.
        </>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={560}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change email">
          <Stack gap="md">
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.new_email?.message}
              {...register('new_email')}
            />
            <TextInput
              label="Confirm email"
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.confirm_email?.message}
              {...register('confirm_email')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              withAsterisk
              error={errors.password?.message}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
              {...register('password')}
            />
            <Text size="xs" c="dimmed">
              For your security, your other logged-in devices will be logged out.
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
