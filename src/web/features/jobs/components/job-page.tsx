import { Alert, Anchor, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import type { Job, JobDetailResponse, JobInvite } from '#shared/api/jobs.ts';
import { paths } from '#shared/pages.ts';
import { ActionModal } from '../../../components/action-modal/action-modal.tsx';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal.tsx';
import { useConfirmStep } from '../../../components/confirm-modal/use-confirm-step.ts';
import { useReasonField } from '../../../components/reason-field/use-reason-field.ts';
import { closeWhenSent } from '../../../lib/mutation-outcome.ts';
import { useAcceptQuote, useCancelJob, useConfirmJob } from '../api/jobs-api.ts';
import { TEXTS } from '../lib/texts.ts';
import { quoteViews } from '../lib/quote-views.ts';
import { InvitePanel } from './invite-panel.tsx';
import { JobLoader } from './job-loader.tsx';
import { JobRequestView, type JobModalProps } from './job-request-page.tsx';
import { JobSummary } from './job-summary.tsx';
import { QuoteComparison, type QuoteView } from './quote-comparison.tsx';
import { InviteStateBadge } from './state-badges.tsx';

/**
 * /jobs/{id} (issue 26 §1, §3): the member's job, the invite step while it is open, each invited
 * provider's state and conversation, the quotes side by side with Accept, Cancel with a reason,
 * Confirm completion and then "Review this service". An invited provider opening the same page
 * sees their request and quote.
 */
export function JobPage({ id }: { id: number }) {
  return (
    <JobLoader id={id}>
      {(data) =>
        data.role === 'provider' ? <JobRequestView data={data} /> : <MemberJob data={data} />
      }
    </JobLoader>
  );
}

function MemberJob({ data }: { data: JobDetailResponse }) {
  const { job, invites } = data;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {job.title}
      </Title>
      <JobSummary job={job} />
      <JobActions job={job} invites={invites} />
      {job.state === 'open' && data.invites_left > 0 ? (
        <InvitePanel jobId={job.id} left={data.invites_left} />
      ) : null}
      <QuotesSection data={data} />
      <Section title={TEXTS.invitesTitle} id="invites-title">
        {invites.length === 0 ? (
          <Text c="dimmed">No providers invited yet.</Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {invites.map((invite) => (
              <InviteRow key={invite.id} invite={invite} shown={shownInviteState(job, invite)} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** Cancel (open), Confirm completion (marked done), Review this service (completed). */
function JobActions({ job, invites }: { job: Job; invites: readonly JobInvite[] }) {
  const [cancelling, setCancelling] = useState(false);
  const confirm = useConfirmStep(useConfirmJob(job.id), TEXTS.confirmed, () => undefined);
  const hired = invites.find((i) => i.service_id === job.hired_service_id);
  return (
    <>
      {job.state === 'hired' && job.done_at ? (
        <Alert color="blue">{TEXTS.doneByProvider}</Alert>
      ) : null}
      <Group gap="sm">
        {job.state === 'open' ? (
          <Button variant="default" color="red" onClick={() => setCancelling(true)}>
            {TEXTS.cancel}
          </Button>
        ) : null}
        {job.state === 'hired' && job.done_at ? (
          <Button onClick={() => confirm.ask(true)}>{TEXTS.confirm}</Button>
        ) : null}
        {job.state === 'completed' && hired ? (
          <Button component={Link} to={`${paths.singleService(hired.service.slug)}#write-review`}>
            {TEXTS.review}
          </Button>
        ) : null}
      </Group>
      <ConfirmModal
        {...confirm.modal}
        title={TEXTS.confirmTitle}
        text={TEXTS.confirmText}
        confirmLabel={TEXTS.confirm}
        cancelLabel="Back"
      />
      <CancelJobModal jobId={job.id} opened={cancelling} onClose={() => setCancelling(false)} />
    </>
  );
}

/** The quotes side by side, and Accept (after a confirm) while the job is open. */
function QuotesSection({ data }: { data: JobDetailResponse }) {
  const accept = useConfirmStep(useAcceptQuote(), TEXTS.accepted, (quote: QuoteView) => quote.id);
  const accepting = accept.item;
  return (
    <Section title={TEXTS.quotesTitle} id="quotes-title">
      <QuoteComparison
        quotes={quoteViews(data.quotes, data.invites)}
        canAccept={data.job.state === 'open'}
        onAccept={accept.ask}
      />
      <ConfirmModal
        {...accept.modal}
        title={TEXTS.acceptTitle}
        text={accepting ? TEXTS.acceptText(accepting.provider_name) : ''}
        confirmLabel={TEXTS.accept}
        cancelLabel="Back"
      />
    </Section>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * What the member reads of an invite once the job has a hire: the hired provider as Hired, the
 * others who quoted as Not chosen; before that, the invite's own state.
 */
function shownInviteState(job: Job, invite: JobInvite): string {
  if (job.hired_service_id === null) return invite.state;
  if (invite.service_id === job.hired_service_id) return 'hired';
  return invite.state === 'quoted' ? 'not_chosen' : invite.state;
}

function InviteRow({ invite, shown }: { invite: JobInvite; shown: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="invite">
      {/* On a phone the conversation and the state go under the names, at full width. */}
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text fw={600}>{invite.provider.name}</Text>
          <Text size="sm" c="dimmed">
            {invite.service.title}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          {invite.conversation_id ? (
            <Anchor
              component={Link}
              to={paths.messageThread(String(invite.conversation_id))}
              size="sm"
              aria-label={`Conversation with ${invite.provider.name}`}
            >
              {TEXTS.conversation}
            </Anchor>
          ) : null}
          <InviteStateBadge state={shown} />
        </Group>
      </Group>
    </Paper>
  );
}

/** Cancel an open job, with a reason (the invited providers are told). */
function CancelJobModal({ jobId, opened, onClose }: JobModalProps) {
  const field = useReasonField();
  const cancel = useCancelJob(jobId);
  const close = () => {
    field.reset();
    onClose();
  };
  const submit = () => {
    if (field.reason.length < 3) {
      field.setError(TEXTS.cancelReasonRequired);
      return;
    }
    cancel.mutate(field.reason, closeWhenSent(close, field.setError, TEXTS.cancelled));
  };
  return (
    <ActionModal
      opened={opened}
      title={TEXTS.cancelTitle}
      confirmLabel={TEXTS.cancelConfirm}
      cancelLabel={TEXTS.keep}
      busy={cancel.isPending}
      onClose={close}
      onConfirm={submit}
    >
      <Textarea label={TEXTS.cancelReason} maxLength={500} {...field.textareaProps} />
    </ActionModal>
  );
}
