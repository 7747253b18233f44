import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { isAcceptedImage, LogoPicker } from '../../../components/logo-picker/logo-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { storeSessionUser, type StoredUser } from '../../../lib/session.ts';
import { useUpdateLogo } from '../api/account-api.ts';
import {
  forgetStaleUser,
  PleaseLogin,
  useRequiredUser,
  useSendToLogin,
} from '../lib/require-user.tsx';
import { AccountLayout } from './account-layout.tsx';

/** /update-logo: the current logo, a new one, and Update. */
export function UpdateLogoPage() {
  usePageMeta('Change logo');
  const user = useRequiredUser();
  const sendToLogin = useSendToLogin();
  const navigate = useNavigate();
  const mutation = useUpdateLogo();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!user) return <PleaseLogin />;

  const choose = (next: File | null) => {
    setError(next && !isAcceptedImage(next) ? 'Please choose a JPEG, PNG or WebP image' : null);
    setFile(next);
  };

  const submit = async () => {
    if (!file) {
      notifyWarning('Upload new logo');
      setError('Upload new logo');
      return;
    }
    if (!isAcceptedImage(file)) return;
    try {
      const response = await mutation.mutateAsync({ logo: file, user_id: user.id });
      if (response.status === 1 && response.result) {
        // Stores the user and sets the subscription flag when stripe_id is present.
        storeSessionUser(response.result as StoredUser);
        notifySuccess(response.message);
        await navigate('/');
        return;
      }
      notifyError(response.message, { title: 'Please enter correct data' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        forgetStaleUser();
        sendToLogin();
        return;
      }
      if (err instanceof ApiError && err.status < 500) {
        notifyError(err.message, { title: 'Please enter correct data' });
      } else {
        notifyError(err instanceof Error ? err.message : String(err), {
          title: 'Something went wrong',
        });
      }
    }
  };

  return (
    <AccountLayout title="Change logo" description="Shown on your service cards and provider page.">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
        <form
          aria-label="Change logo"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="lg">
            <Group gap="md">
              <Avatar
                src={user.logo}
                size={96}
                radius="md"
                color="kiwi"
                alt={user.logo ? 'Current logo' : ''}
                styles={{ image: { objectFit: 'contain', background: '#fff' } }}
              >
                {user.name.charAt(0).toUpperCase()}
              </Avatar>
              <Stack gap={2}>
                <Text fw={600}>Current logo</Text>
                <Text size="sm" c="dimmed">
                  {user.logo ? 'Choose a new image to replace it.' : 'You have no logo yet.'}
                </Text>
              </Stack>
            </Group>
            <LogoPicker
              label="New logo"
              description="JPEG, PNG or WebP, at most 8 MB. It is shown in a square, so a square image looks best."
              buttonLabel="Choose new logo"
              value={file}
              onChange={choose}
              error={error}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to="/accountDetails" variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                Update
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </AccountLayout>
  );
}
