import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import type { AdminReview } from '#shared/api/admin.ts';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { type AdminActionRunner as Run, useAdminAction, useAdminList } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { AdminTable, type Column } from './admin-table.tsx';
import {
  ListFilters,
  pagingOf,
  useListState,
  YES_NO_ANY,
  type FilterSpec,
} from './list-filters.tsx';
import { ReasonModal } from './reason-modal.tsx';

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
  const state = useListState(FILTERS);
  const query = useAdminList('reviews', state.params);
  const { run, pending } = useAdminAction();
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const columns = reviewColumns({ run, pending }, setHiding);
  return (
    <AdminScreen
      title="Reviews"
      description="Hide a review only for a policy breach, never for being negative (Fair Trading Act). Hidden reviews leave the rating."
    >
      <ListFilters state={state} searchLabel="Search the review or the service" filters={FILTERS} />
      <AdminTable
        caption="Reviews"
        columns={columns}
        rows={query.data?.reviews}
        getKey={(r) => r.id}
        query={query}
        empty="No reviews match."
        errorText="The reviews could not be loaded."
        paging={pagingOf(state, query.data)}
      />
      <ReasonModal
        opened={hiding !== null}
        title="Hide this review"
        description="Only for a breach of the review policy, never because it is negative."
        confirmLabel="Hide"
        onClose={() => setHiding(null)}
        onConfirm={(reason) =>
          hiding
            ? run({ path: `/reviews/${hiding.id}/hide`, body: { reason } })
            : Promise.resolve(false)
        }
      />
    </AdminScreen>
  );
}
