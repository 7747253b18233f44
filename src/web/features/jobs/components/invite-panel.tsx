import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { INVITES_AT_ONCE_MAX, type JobSuggestion } from '#shared/api/jobs.ts';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatRating } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { repliesWithin } from '../../../lib/reply-time.ts';
import { useInvite, useSuggestions } from '../api/jobs-api.ts';
import { TEXTS } from '../lib/texts.ts';

/**
 * The invite step (issue 26 §1): up to 10 suggested services that cover the suburb, ranked by
 * the server; the member ticks up to `left` (at most 3 at once) and sends the invitations. A
 * declined or unanswered invite frees a place, up to 5 invites in all.
 */
export function InvitePanel({ jobId, left }: { jobId: number; left: number }) {
  const suggestions = useSuggestions(jobId, left > 0);
  const invite = useInvite(jobId);
  const [picked, setPicked] = useState<number[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const max = Math.min(left, INVITES_AT_ONCE_MAX);
  const open = (suggestions.data?.services ?? []).filter((s) => !s.invited);

  const toggle = (id: number, on: boolean) =>
    setPicked((now) => (on ? [...now, id].slice(0, max) : now.filter((p) => p !== id)));

  // mutateAsync, not mutate's callbacks: inviting the last places closes this panel (the job
  // refreshes first), and the member must still be told the invitations went out.
  const send = () => {
    setFailure(null);
    void invite.mutateAsync(picked).then(
      (answer) => {
        setPicked([]);
        notifySuccess(answer.message || TEXTS.invitesSent);
      },
      (error: unknown) => setFailure(errorMessage(error)),
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invite-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invite-title">
          {TEXTS.inviteTitle}
        </Title>
        {suggestions.isSuccess && open.length === 0 ? null : (
          <Text size="sm" c="dimmed">
            {TEXTS.inviteHint(max)}
          </Text>
        )}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {suggestions.isError ? (
          <QueryError
            what="The suggested providers could not be loaded."
            error={suggestions.error}
            onRetry={() => void suggestions.refetch()}
          />
        ) : suggestions.isPending ? (
          <Text size="sm">Finding providers…</Text>
        ) : open.length === 0 ? (
          <Text size="sm">{TEXTS.noSuggestions}</Text>
        ) : (
          <Stack gap="xs" role="group" aria-labelledby="invite-title">
            {open.map((s) => (
              <SuggestionRow
                key={s.service_id}
                suggestion={s}
                checked={picked.includes(s.service_id)}
                disabled={!picked.includes(s.service_id) && picked.length >= max}
                onChange={(on) => toggle(s.service_id, on)}
              />
            ))}
          </Stack>
        )}
        {/* Nothing left to pick (say, after a decline): no hint, count or idle button. */}
        {open.length > 0 ? (
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {picked.length} of {max} picked
            </Text>
            <Button onClick={send} disabled={picked.length === 0} loading={invite.isPending}>
              {TEXTS.sendInvites(Math.max(picked.length, 1))}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function SuggestionRow({
  suggestion: s,
  checked,
  disabled,
  onChange,
}: {
  suggestion: JobSuggestion;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const facts = [
    s.total_reviews > 0
      ? `${formatRating(s.rating)} stars (${s.total_reviews} ${s.total_reviews === 1 ? 'review' : 'reviews'})`
      : 'No reviews yet',
    s.reply_time_minutes !== null ? repliesWithin(s.reply_time_minutes) : null,
    s.based_here ? 'Based in your suburb' : null,
  ].filter((f): f is string => f !== null);
  return (
    <Checkbox.Card
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      radius="md"
      p="sm"
      aria-label={`${s.provider.name}: ${s.service.title}`}
      data-testid="suggestion"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox.Indicator disabled={disabled} />
        <div>
          <Text fw={600}>{s.provider.name}</Text>
          <Text size="sm">{s.service.title}</Text>
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        </div>
      </Group>
    </Checkbox.Card>
  );
}
