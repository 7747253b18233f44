import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useMessageEmails, useSetMessageEmails } from '../api/account-api.ts';

/**
 * "Email me when I get a new message" (issue 25 §3): on by default on the server; at most one
 * email per conversation every 15 minutes, none when the message is read within 5.
 */
export function MessageEmailsPanel() {
  const setting = useMessageEmails();
  const save = useSetMessageEmails();
  const [error, setError] = useState<string | null>(null);

  const change = (enabled: boolean) => {
    setError(null);
    save.mutate(enabled, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (err) => {
        if (!isUnauthorized(err)) setError(errorMessage(err));
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="message-emails-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="message-emails-title">
          Message emails
        </Title>
        {/* The hint is outside the switch's label, so that the switch's name is its label only. */}
        <Text size="sm" c="dimmed" id="message-emails-hint">
          At most one email per conversation every 15 minutes, and none when you read the message
          within 5 minutes.
        </Text>
        <Switch
          label="Email me when I get a new message"
          aria-describedby="message-emails-hint"
          checked={setting.data ?? false}
          disabled={setting.data === undefined}
          onChange={(event) => change(event.currentTarget.checked)}
          error={error ?? (setting.isError ? 'Your email setting could not be loaded.' : undefined)}
        />
      </Stack>
    </Paper>
  );
}
