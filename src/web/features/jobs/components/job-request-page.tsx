import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  type DeclineReason,
  type Job,
  type JobDetailResponse,
} from '#shared/api/jobs.ts';
import { paths } from '#shared/pages.ts';
import { ActionModal } from '../../../components/action-modal/action-modal.tsx';
import { ChoiceRadios } from '../../../components/action-modal/choice-radios.tsx';
import { ConfirmModal } from '../../../components/confirm-modal/confirm-modal.tsx';
import { useConfirmStep } from '../../../components/confirm-modal/use-confirm-step.ts';
import { closeWhenSent } from '../../../lib/mutation-outcome.ts';
import { useCompleteJob, useDeclineJob } from '../api/jobs-api.ts';
import { TEXTS } from '../lib/texts.ts';
import { quoteViews } from '../lib/quote-views.ts';
import { JobLoader } from './job-loader.tsx';
import { JobSummary } from './job-summary.tsx';
import { QuoteComparison } from './quote-comparison.tsx';
import { QuoteForm } from './quote-form.tsx';
import { ReportJob } from './report-job.tsx';
import { InviteStateBadge } from './state-badges.tsx';

/** /job-requests/{job id}: the provider's view of one invitation. */
export function JobRequestPage({ id }: { id: number }) {
  return <JobLoader id={id}>{(data) => <JobRequestView data={data} />}</JobLoader>;
}

/**
 * An invited provider's request (issue 26 §2): the job, the provider's invite state and quote,
 * the quote form (revisable until accepted) or Decline with a reason from the short list; once
 * hired, "Mark job done".
 */
export function JobRequestView({ data }: { data: JobDetailResponse }) {
  const { job } = data;
  const invite = data.invites[0];
  const quote = data.quotes[0] ?? null;
  const [declining, setDeclining] = useState(false);
  const hiredMe = invite !== undefined && job.hired_service_id === invite.service_id;
  const answerable =
    job.state === 'open' &&
    invite !== undefined &&
    invite.state !== 'declined' &&
    invite.state !== 'closed' &&
    quote?.state !== 'accepted';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text fw={700} size="lg" component="h2" m={0}>
          {job.title}
        </Text>
        <Text size="sm" c="dimmed">
          From {job.member_name}
        </Text>
      </Stack>
      {/* The outcome first: hired (with Mark job done), hired elsewhere, or declined. */}
      <HiredNotice job={job} hiredMe={hiredMe} />
      {invite?.state === 'declined' ? <Alert color="gray">{TEXTS.declined}</Alert> : null}
      <JobSummary job={job} />
      {invite ? (
        <Group gap="sm">
          <InviteStateBadge state={invite.state} />
          <Text size="sm">{invite.service.title}</Text>
          {invite.conversation_id ? (
            <Anchor component={Link} to={paths.messageThread(String(invite.conversation_id))}>
              {TEXTS.conversation}
            </Anchor>
          ) : null}
        </Group>
      ) : null}

      {quote ? (
        <QuoteComparison
          quotes={quoteViews([quote], data.invites)}
          canAccept={false}
          onAccept={() => undefined}
        />
      ) : null}

      {answerable ? (
        <>
          <QuoteForm jobId={job.id} quote={quote} />
          {quote === null ? (
            <Group>
              <Button variant="default" color="red" onClick={() => setDeclining(true)}>
                {TEXTS.decline}
              </Button>
            </Group>
          ) : null}
        </>
      ) : null}

      <DeclineModal jobId={job.id} opened={declining} onClose={() => setDeclining(false)} />
      <ReportJob jobId={job.id} reported={data.reported} />
    </Stack>
  );
}

/** Hired: "Mark job done" (then the member confirms); hired elsewhere: said politely. */
function HiredNotice({ job, hiredMe }: { job: Job; hiredMe: boolean }) {
  const complete = useConfirmStep(useCompleteJob(job.id), TEXTS.markedDone, () => undefined);
  if (!hiredMe) {
    return job.state === 'hired' || job.state === 'completed' ? (
      <Alert color="gray">{TEXTS.wentElsewhere}</Alert>
    ) : null;
  }
  return (
    <Alert color="green" title={TEXTS.hiredYou}>
      {job.state === 'hired' && !job.done_at ? (
        <Button mt="sm" onClick={() => complete.ask(true)}>
          {TEXTS.markDone}
        </Button>
      ) : job.state === 'hired' ? (
        TEXTS.markedDone
      ) : null}
      <ConfirmModal
        {...complete.modal}
        title={TEXTS.markDone}
        text="The member is asked to confirm; it is confirmed after 7 days without objection."
        confirmLabel={TEXTS.markDone}
        cancelLabel="Back"
      />
    </Alert>
  );
}

/** A modal that acts on a job: open or not, and how it closes. */
export type JobModalProps = { jobId: number; opened: boolean; onClose: () => void };

/** Decline with a reason from the short list. */
function DeclineModal({ jobId, opened, onClose }: JobModalProps) {
  const decline = useDeclineJob(jobId);
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason(null);
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!reason) {
      setError(TEXTS.declineReasonRequired);
      return;
    }
    decline.mutate(reason, closeWhenSent(close, setError, TEXTS.declined));
  };
  return (
    <ActionModal
      opened={opened}
      title={TEXTS.declineTitle}
      confirmLabel={TEXTS.decline}
      busy={decline.isPending}
      onClose={close}
      onConfirm={submit}
    >
      <ChoiceRadios
        label={TEXTS.declineReason}
        choices={DECLINE_REASONS}
        labels={DECLINE_REASON_LABELS}
        value={reason}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError(null);
        }}
      />
    </ActionModal>
  );
}
