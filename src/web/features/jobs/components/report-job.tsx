import { Button, Group, Text, Textarea } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';

import { JOB_REPORT_REASON_MAX } from '#shared/api/jobs.ts';
import { ActionModal } from '../../../components/action-modal/action-modal.tsx';
import { closeWhenSent } from '../../../lib/mutation-outcome.ts';
import { useReportJob } from '../api/jobs-api.ts';
import { TEXTS } from '../lib/texts.ts';

const REASON_MIN = 3;

/**
 * An invited provider reports the job (issue 26 §5): a reason, once per job; afterwards the page
 * says it was reported. The admin's queue at /admin/job-reports decides.
 */
export function ReportJob({ jobId, reported }: { jobId: number; reported: boolean }) {
  const report = useReportJob(jobId);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (reported) {
    return (
      <Text size="sm" c="dimmed">
        {TEXTS.reported}
      </Text>
    );
  }
  const close = () => {
    setReason('');
    setError(null);
    setOpened(false);
  };
  const submit = () => {
    if (reason.trim().length < REASON_MIN) {
      setError(`Must be at least ${REASON_MIN} characters`);
      return;
    }
    report.mutate(reason.trim(), closeWhenSent(close, setError));
  };
  return (
    <>
      <Group>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconFlag size={14} aria-hidden="true" />}
          onClick={() => setOpened(true)}
        >
          {TEXTS.report}
        </Button>
      </Group>
      <ActionModal
        opened={opened}
        title={TEXTS.reportTitle}
        confirmLabel={TEXTS.report}
        busy={report.isPending}
        onClose={close}
        onConfirm={submit}
      >
        <Textarea
          label={TEXTS.reportReason}
          description={TEXTS.reportHint}
          withAsterisk
          autosize
          minRows={3}
          maxLength={JOB_REPORT_REASON_MAX}
          value={reason}
          error={error}
          data-autofocus
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
        />
      </ActionModal>
    </>
  );
}
