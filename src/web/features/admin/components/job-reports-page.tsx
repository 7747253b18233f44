import { Badge, Button, Group, Text } from '@mantine/core';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import type { AdminJobReport } from '#shared/api/jobs.ts';
import type { ReactNode } from 'react';
import { useJobReports, useResolveJobReport } from '../api/admin-api.ts';
import { useActing } from '../api/admin-outcome.ts';
import { ReportCard } from './report-card.tsx';
import { ReportNote } from './report-note.tsx';
import { ReportQueue } from './report-queue.tsx';

/** The job as posted, drawn by the jobs feature (composed in src/web/app). */
export type RenderJob = (job: AdminJobReport['job']) => ReactNode;

type Action = 'keep' | 'remove';

/** Keep or Remove, with the admin's optional note. */
function useResolve(reportId: number) {
  const resolve = useResolveJobReport();
  const { acting, run } = useActing<Action>();
  const act = (action: Action, note: string) => {
    const resolution = note.trim();
    return run(action, () =>
      resolve.mutateAsync({ id: reportId, action, ...(resolution ? { resolution } : {}) }),
    );
  };
  return { acting, act };
}

/** One report: who and why, the whole job as its member posted it, and Keep or Remove. */
function JobReportItem({ report, renderJob }: { report: AdminJobReport; renderJob: RenderJob }) {
  const [note, setNote] = useState('');
  const { acting, act } = useResolve(report.id);
  const { job } = report;
  return (
    <ReportCard title={job.title} reportedAt={report.created_at}>
      <Text size="sm">
        <b>Reported by {report.reporter.name}:</b>{' '}
        <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{report.reason}</span>
      </Text>
      {report.reports_on_job > 1 ? (
        <Badge color="red" variant="light" w="fit-content">
          {report.reports_on_job} open reports of this job
        </Badge>
      ) : null}
      <Text size="sm" c="dimmed">
        Posted by {job.member_name} · {job.invites_count}{' '}
        {job.invites_count === 1 ? 'invite' : 'invites'} · {job.quotes_count}{' '}
        {job.quotes_count === 1 ? 'quote' : 'quotes'}
      </Text>
      {renderJob(job)}
      <ReportNote
        label="Note (optional, sent to the member when the job is removed)"
        value={note}
        onChange={setNote}
      />
      <Group gap="sm">
        <Button
          variant="default"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          loading={acting === 'keep'}
          disabled={acting !== null}
          onClick={() => void act('keep', note)}
        >
          Keep the job
        </Button>
        {job.state === 'open' ? (
          <Button
            color="red"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            loading={acting === 'remove'}
            disabled={acting !== null}
            onClick={() => void act('remove', note)}
          >
            Remove the job
          </Button>
        ) : null}
      </Group>
    </ReportCard>
  );
}

/**
 * /admin/job-reports: jobs that invited providers reported (issue 26 §5), oldest first. Keep
 * closes the report; Remove cancels the open job, tells its member and providers, and closes
 * the job's other reports. The server writes both to the audit log.
 */
export function JobReportsPage({ renderJob }: { renderJob: RenderJob }) {
  return (
    <ReportQueue
      title="Reported jobs"
      description="Jobs that invited providers reported. Keep a job that follows the rules, or remove it: the member and the invited providers are told."
      useReports={useJobReports}
      renderReport={(report) => <JobReportItem report={report} renderJob={renderJob} />}
      skeletonHeight={220}
      emptyTitle="No reported jobs"
      errorText="The reported jobs could not be loaded."
    />
  );
}
