import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Card,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import {
  INVITATION_REPEAT_DAYS,
  INVITATIONS_PER_DAY,
  type Invitation,
} from '#shared/api/review-invitations.ts';
import { REVIEW_LABEL_TEXTS } from '#shared/api/browse.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/current-user.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  useInvite,
  useMyPublicServices,
  useSentInvitations,
} from '../api/review-invitations-api.ts';

const InviteFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  service_id: z.string().min(1, 'Choose a service'),
});
type InviteFormValues = z.infer<typeof InviteFormSchema>;

/**
 * /review-invitations (issue 27 §2): the provider invites a past customer by email address to
 * review one approved service, and sees the invitations sent and which were used.
 */
export function InviteCustomers() {
  const [page, setPage] = useState(1);
  const sent = useSentInvitations(page);
  const data = sent.data;
  return (
    <Stack gap="lg">
      <InviteForm leftToday={data?.left_today} />
      <section aria-labelledby="sent-invitations">
        <Title order={2} size="h4" id="sent-invitations" mb="sm">
          Invitations sent
        </Title>
        <PagedList
          query={sent}
          items={data?.result}
          getKey={(invitation) => invitation.id}
          renderItem={(invitation) => <SentItem invitation={invitation} />}
          loading={{ skeleton: <Skeleton h={64} radius="md" />, count: 2 }}
          empty={<EmptyMessage title="No invitations yet" />}
          errorText="The invitations could not be loaded."
          paging={
            data
              ? { total: data.total, page: data.page, perPage: data.per_page, onChange: setPage }
              : undefined
          }
        />
      </section>
    </Stack>
  );
}

function InviteForm({ leftToday }: { leftToday: number | undefined }) {
  const user = useUser();
  const services = useMyPublicServices(user.id);
  const invite = useInvite();
  const form = useForm<InviteFormValues>({
    resolver: zodResolver(InviteFormSchema),
    defaultValues: { email: '', service_id: '' },
    mode: 'onTouched',
  });
  const options = (services.data?.sellerServices ?? []).map((s) => ({
    value: String(s.id),
    label: s.title,
  }));
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await invite.mutateAsync({
        email: values.email,
        service_id: Number(values.service_id),
      });
      notifySuccess(answer.message);
      form.reset({ email: '', service_id: values.service_id });
    } catch (error) {
      const field = error instanceof ApiError ? error.errors : undefined;
      if (field?.email) return form.setError('email', { message: field.email[0] });
      if (error instanceof ApiError && error.status === 409) {
        return form.setError('email', { message: error.message });
      }
      notifyError(errorMessage(error));
    }
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invite-title">
      <Title order={2} size="h4" id="invite-title">
        Invite a past customer to review
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        They review after they log in or register with this address. Their review shows “
        {REVIEW_LABEL_TEXTS.invited}”. Up to {INVITATIONS_PER_DAY} invitations a day, one per
        address every {INVITATION_REPEAT_DAYS} days.
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm" mt="md">
          <TextInput
            label="Customer's email"
            type="email"
            autoComplete="off"
            withAsterisk
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <NativeSelect
            label="Service"
            withAsterisk
            data={[{ value: '', label: 'Select…' }, ...options]}
            error={form.formState.errors.service_id?.message}
            {...form.register('service_id')}
          />
          <Group justify="space-between" align="center">
            {leftToday !== undefined ? (
              <Text size="sm" role="status">
                {leftToday === 1
                  ? '1 more invitation today'
                  : `${leftToday} more invitations today`}
              </Text>
            ) : (
              <span />
            )}
            <Button type="submit" loading={form.formState.isSubmitting} disabled={leftToday === 0}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function SentItem({ invitation }: { invitation: Invitation }) {
  const state =
    invitation.state === 'reviewed'
      ? `Reviewed ${formatDate(invitation.used_at, 'long')}`
      : invitation.state === 'expired'
        ? 'Expired'
        : 'Not reviewed yet';
  return (
    <Card component="article" withBorder radius="md" padding="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {invitation.email}
          </Text>
          <Text size="sm" c="dimmed">
            {invitation.service.title} · Sent {formatDate(invitation.created_at, 'long')}
          </Text>
        </Stack>
        <Text size="sm">{state}</Text>
      </Group>
    </Card>
  );
}
