import { Anchor, Badge, Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconCheck, IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import {
  REVIEW_POLICIES,
  REVIEW_POLICY_LABELS,
  REVIEW_REPORT_REASON_LABELS,
  type AdminReviewReport,
  type ReviewPolicy,
} from '#shared/api/reviews.ts';
import { paths } from '#shared/pages.ts';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { useResolveReviewReport, useReviewReports } from '../api/admin-api.ts';
import { useActing } from '../api/admin-outcome.ts';
import { ReportCard } from './report-card.tsx';
import { ReportQueue } from './report-queue.tsx';

/** Keep, or hide naming the policy. */
function useResolve(reportId: number) {
  const resolve = useResolveReviewReport();
  const { acting, run } = useActing<'keep' | 'hide'>();
  const act = (action: 'keep' | 'hide', policy: ReviewPolicy | '') =>
    run(action, () =>
      resolve.mutateAsync({
        id: reportId,
        action,
        ...(action === 'hide' && policy ? { policy } : {}),
      }),
    );
  return { acting, act };
}

/** One report: the review as published, who reported it and why, and Keep or Hide. */
function ReviewReportItem({ report }: { report: AdminReviewReport }) {
  const [policy, setPolicy] = useState<ReviewPolicy | ''>('');
  const { acting, act } = useResolve(report.id);
  const { review } = report;
  return (
    <ReportCard
      title={
        <>
          Review by {review.reviewer_name} of{' '}
          <Anchor component={Link} to={paths.singleService(report.service.slug)}>
            {report.service.title}
          </Anchor>
        </>
      }
      reportedAt={report.created_at}
    >
      <StarRating value={review.rating} size={14} />
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.review}
      </Text>
      <Text size="sm">
        <b>
          {REVIEW_REPORT_REASON_LABELS[report.reason]}, reported by {report.reporter.name}
        </b>
        {report.text ? `: ${report.text}` : ''}
      </Text>
      <Group gap="xs">
        {report.by_provider ? (
          <Badge color="orange" variant="light">
            Reported by the provider of this service
          </Badge>
        ) : null}
        {report.reports_on_review > 1 ? (
          <Badge color="red" variant="light">
            {report.reports_on_review} open reports of this review
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Hide a review only for a policy breach, never for being negative (Fair Trading Act).
      </Text>
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label="Policy it breaks"
          value={policy}
          data={[
            { value: '', label: 'Choose a policy' },
            ...REVIEW_POLICIES.map((p) => ({ value: p, label: REVIEW_POLICY_LABELS[p] })),
          ]}
          onChange={(event) => setPolicy(event.currentTarget.value as ReviewPolicy | '')}
          w={280}
        />
        <Button
          color="red"
          leftSection={<IconEyeOff size={16} aria-hidden="true" />}
          loading={acting === 'hide'}
          disabled={acting !== null || policy === ''}
          onClick={() => void act('hide', policy)}
        >
          Hide the review
        </Button>
        <Button
          variant="default"
          leftSection={<IconCheck size={16} aria-hidden="true" />}
          loading={acting === 'keep'}
          disabled={acting !== null}
          onClick={() => void act('keep', '')}
        >
          Keep the review
        </Button>
      </Group>
    </ReportCard>
  );
}

/**
 * /admin/review-reports (issue 27 §1): reported reviews, oldest first. A report never hides a
 * review by itself; the admin keeps it or hides it naming the policy. The reporters and the
 * provider are told; the server writes the decision to the audit log.
 */
export function ReviewReportsPage() {
  return (
    <ReportQueue
      title="Reported reviews"
      description="Reviews that members or providers reported. Keep a review that follows the rules; hide one only for a named policy breach."
      useReports={useReviewReports}
      renderReport={(report) => <ReviewReportItem report={report} />}
      skeletonHeight={200}
      emptyTitle="No reported reviews"
      errorText="The reported reviews could not be loaded."
    />
  );
}
