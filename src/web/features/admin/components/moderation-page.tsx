import { Stack } from '@mantine/core';
import { useState } from 'react';

import type { AdminService } from '#shared/api/admin.ts';
import { ListPagination } from '../../../components/paged-list/list-pagination.tsx';
import { useAdminAction, useAdminList } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { listPlaceholder } from './admin-table.tsx';
import { ListFilters, useListState, type FilterSpec } from './list-filters.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { ServiceReviewCard } from './service-review-card.tsx';

const FILTERS: FilterSpec[] = [
  {
    param: 'status',
    label: 'Show',
    initial: 'queue',
    options: [
      { value: 'queue', label: 'Waiting for review' },
      { value: 'pending', label: 'Pending' },
      { value: 'approved', label: 'Approved' },
      { value: 'rejected', label: 'Rejected' },
      { value: 'all', label: 'All services' },
    ],
  },
];

/** Services show whole (every field and picture): fewer a page than the tables. */
const MODERATION_PAGE_SIZE = 10;

type Decision = { kind: 'reject' | 'unpublish'; service: AdminService };

/** /admin/moderation: pending services and changed approved ones, oldest first. */
export function ModerationPage() {
  const state = useListState(FILTERS, MODERATION_PAGE_SIZE);
  const query = useAdminList('services', state.params);
  const action = useAdminAction();
  const [decision, setDecision] = useState<Decision | null>(null);
  const data = query.data;

  return (
    <AdminScreen
      title="Moderation"
      description="New services and approved ones changed since approval, oldest first. The provider is emailed either way."
    >
      <ListFilters state={state} searchLabel="Search by title" filters={FILTERS} />
      {data && data.services.length > 0 ? (
        <Stack gap="md">
          {data.services.map((service) => (
            <ServiceReviewCard
              key={service.id}
              service={service}
              actions={{
                busy: action.pending,
                onApprove: (s) => void action.run({ path: `/services/${s.id}/approve` }),
                onReject: (s) => setDecision({ kind: 'reject', service: s }),
                onUnpublish: (s) => setDecision({ kind: 'unpublish', service: s }),
              }}
            />
          ))}
          <ListPagination
            total={data.total}
            page={state.page}
            perPage={MODERATION_PAGE_SIZE}
            onChange={state.setPage}
          />
        </Stack>
      ) : (
        listPlaceholder({
          rows: data?.services,
          query,
          empty: 'Nothing is waiting for review.',
          errorText: 'The services could not be loaded.',
        })
      )}
      <ReasonModal
        opened={decision !== null}
        title={decision?.kind === 'unpublish' ? 'Unpublish this service' : 'Reject this service'}
        description={
          decision ? `“${decision.service.title}”: the provider is emailed the reason.` : ''
        }
        confirmLabel={decision?.kind === 'unpublish' ? 'Unpublish' : 'Reject'}
        onClose={() => setDecision(null)}
        onConfirm={(reason) =>
          decision
            ? action.run({
                path: `/services/${decision.service.id}/${decision.kind}`,
                body: { reason },
              })
            : Promise.resolve(false)
        }
      />
    </AdminScreen>
  );
}
