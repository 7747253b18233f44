import { Avatar, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { MESSAGES } from '#shared/messages.ts';
import { nameInitial } from '#shared/domain/names.ts';
import { paths } from '#shared/pages.ts';
import { isAcceptedImage, LogoPicker } from '../../../components/logo-picker/logo-picker.tsx';
import { isClientError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/current-user.ts';
import { notifySomethingWentWrong } from '../../../lib/legacy-submit.ts';
import { notifyError, notifyWarning } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import type { StoredUser } from '../../../lib/session.ts';
import { useUpdateLogo } from '../api/account-api.ts';
import { useAccountSubmit } from '../lib/use-account-submit.ts';
import { AccountForm } from './account-form.tsx';

/** Spec section 8: a refused upload (4xx) is 'Please enter correct data'. */
function notifyLogoError(error: unknown) {
  if (isClientError(error)) notifyError(error.message, { title: MESSAGES.enterCorrectData });
  else notifySomethingWentWrong(error);
}

function CurrentLogo({ user }: { user: StoredUser }) {
  return (
    <Group gap="md">
      <Avatar
        src={user.logo}
        size={96}
        radius="md"
        color="kiwi"
        alt={user.logo ? 'Current logo' : ''}
        styles={{ image: { objectFit: 'contain', background: '#fff' } }}
      >
        {nameInitial(user.display_name)}
      </Avatar>
      <Stack gap={2}>
        <Text fw={600}>Current logo</Text>
        <Text size="sm" c="dimmed">
          {user.logo ? 'Choose a new image to replace it.' : 'You have no logo yet.'}
        </Text>
      </Stack>
    </Group>
  );
}

/** /update-logo: the current logo, a new one, and Update. */
export function UpdateLogoPage() {
  usePageMeta('Change logo');
  const user = useUser();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { submit, pending } = useAccountSubmit({
    mutation: useUpdateLogo(),
    to: paths.home,
    failureTitle: MESSAGES.enterCorrectData,
    onError: notifyLogoError,
  });

  const choose = (next: File | null) => {
    setError(next && !isAcceptedImage(next) ? 'Please choose a JPEG, PNG or WebP image' : null);
    setFile(next);
  };
  const send = () => {
    if (!file) {
      notifyWarning(MESSAGES.uploadNewLogo);
      setError(MESSAGES.uploadNewLogo);
    } else if (isAcceptedImage(file)) {
      void submit({ logo: file, user_id: user.id });
    }
  };

  return (
    <AccountForm
      title="Change logo"
      description="Shown on your service cards and provider page."
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      pending={pending}
      submitLabel="Update"
      maw={640}
    >
      <CurrentLogo user={user} />
      <LogoPicker
        label="New logo"
        description="JPEG, PNG or WebP, at most 8 MB. It is shown in a square, so a square image looks best."
        buttonLabel="Choose new logo"
        value={file}
        onChange={choose}
        error={error}
      />
    </AccountForm>
  );
}
