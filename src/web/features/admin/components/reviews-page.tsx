import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { AdminReview } from '#shared/api/admin.ts';
import { paths } from '#shared/pages.ts';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import { type AdminActionRunner as Run, useAdminAction } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { type Column } from './admin-table.tsx';
import { YES_NO_ANY, type FilterSpec } from './list-filters.tsx';
import { useReasonPrompt } from './reason-modal.tsx';
import { AdminList } from './admin-list.tsx';

const FILTERS: FilterSpec[] = [
  {
    param: 'rating',
    label: 'Rating',
    options: [
      { value: '', label: 'Any' },
      ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} stars` })),
    ],
  },
  { param: 'hidden', label: 'Hidden', options: YES_NO_ANY },
];

function reviewColumns(
  { run, pending }: Run,
  hide: (r: AdminReview) => void,
): Column<AdminReview>[] {
  const columns: Column<AdminReview>[] = [
    { header: 'Rating', cell: (r) => <StarRating value={r.rating} /> },
    {
      header: 'Review',
      minWidth: 260,
      cell: (r) => (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {r.review}
          </Text>
          {r.is_hidden ? (
            <Text size="xs" c="red.8">
              Hidden: {r.hidden_reason}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      header: 'Service',
      cell: (r) => (
        <Anchor component={Link} to={paths.singleService(r.service.slug)} size="sm">
          {r.service.title}
        </Anchor>
      ),
    },
    { header: 'Reviewer', cell: (r) => `${r.reviewer.name} (${r.reviewer.email})` },
    { header: 'Date', nowrap: true, cell: (r) => formatDate(r.created_at, 'long') },
    {
      header: 'Actions',
      nowrap: true,
      cell: (r) =>
        r.is_hidden ? (
          <Button
            size="xs"
            variant="light"
            disabled={pending}
            onClick={() => void run({ path: `/reviews/${r.id}/show` })}
          >
            Show again
          </Button>
        ) : (
          <Button size="xs" color="red" variant="light" onClick={() => hide(r)}>
            Hide
          </Button>
        ),
    },
  ];
  return columns;
}

/** /admin/reviews: hide for a policy breach (never for being negative), show again. */
export function ReviewsPage() {
  const { run, pending } = useAdminAction();
  const hide = useReasonPrompt<AdminReview>({
    title: 'Hide this review',
    confirmLabel: 'Hide',
    describe: () => 'Only for a breach of the review policy, never because it is negative.',
    onConfirm: (r, reason) => run({ path: `/reviews/${r.id}/hide`, body: { reason } }),
  });
  return (
    <AdminScreen
      title="Reviews"
      description="Hide a review only for a policy breach, never for being negative (Fair Trading Act). Hidden reviews leave the rating."
    >
      <AdminList
        name="reviews"
        rowsOf={(answer) => answer.reviews}
        columns={reviewColumns({ run, pending }, hide.ask)}
        getKey={(r) => r.id}
        searchLabel="Search the review or the service"
        filters={FILTERS}
        caption="Reviews"
        empty="No reviews match."
        errorText="The reviews could not be loaded."
      />
      {hide.modal}
    </AdminScreen>
  );
}
