import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import type { Account } from '#shared/api/auth.ts';
import { availabilityText } from '#shared/listing-facts.ts';
import { errorMessage, isUnauthorized } from '../../../lib/api-client.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSetAvailability } from '../api/account-api.ts';

/** Tomorrow in New Zealand (the earliest back-on date), YYYY-MM-DD. */
function nzTomorrow(now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * "Taking new work" (issue 24 §1b): a provider switches it off, optionally with the date they
 * are back. Their listings stay public, marked "Not taking new work until {date}", sorted last.
 */
export function AvailabilityPanel({ account }: { account: Account }) {
  const saved = account.taking_new_work ?? true;
  const [taking, setTaking] = useState(saved);
  const [backOn, setBackOn] = useState(account.back_on ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetAvailability();
  const status = availabilityText(saved, account.back_on ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await save.mutateAsync({
        taking_new_work: taking,
        back_on: taking || backOn === '' ? null : backOn,
      });
      notifySuccess(answer.message);
    } catch (err) {
      if (!isUnauthorized(err)) setError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="availability-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="availability-title">
            Taking new work
          </Title>
          <Text size="sm" c="dimmed">
            {status
              ? `Your listings say: ${status}. They stay public and show after those taking work.`
              : 'Your listings say you are taking new work.'}
          </Text>
          <Switch
            label="Taking new work"
            checked={taking}
            onChange={(e) => {
              setTaking(e.currentTarget.checked);
              if (e.currentTarget.checked) setBackOn('');
            }}
          />
          {taking ? null : (
            <TextInput
              type="date"
              label="Back on (optional)"
              description="The day you take new work again: your listings switch back by themselves."
              min={nzTomorrow()}
              value={backOn}
              onChange={(e) => setBackOn(e.currentTarget.value)}
              maw={260}
            />
          )}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save availability
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
