import { Stack } from '@mantine/core';

import type { AdminService } from '#shared/api/admin.ts';
import { SERVICE_STATUS_LABELS, SERVICE_STATUSES } from '#shared/constants.ts';
import { ListPagination } from '../../../components/paged-list/list-pagination.tsx';
import { type AdminActionRunner, useAdminAction, useAdminList } from '../api/admin-api.ts';
import { AdminScreen } from './admin-screen.tsx';
import { listPlaceholder } from './admin-table.tsx';
import { ListFilters, useListState, type FilterSpec } from './list-filters.tsx';
import { useReasonPrompt } from './reason-modal.tsx';
import { ServiceReviewCard } from './service-review-card.tsx';

const FILTERS: FilterSpec[] = [
  {
    param: 'status',
    label: 'Show',
    initial: 'queue',
    options: [
      { value: 'queue', label: 'Waiting for review' },
      ...SERVICE_STATUSES.map((value) => ({ value, label: SERVICE_STATUS_LABELS[value] })),
      { value: 'all', label: 'All services' },
    ],
  },
];

/** Services show whole (every field and picture): fewer a page than the tables. */
const MODERATION_PAGE_SIZE = 10;

/** Reject or unpublish: a reason the provider is emailed. */
function useDecision(kind: 'reject' | 'unpublish', run: AdminActionRunner['run']) {
  return useReasonPrompt<AdminService>({
    title: kind === 'reject' ? 'Reject this service' : 'Unpublish this service',
    confirmLabel: kind === 'reject' ? 'Reject' : 'Unpublish',
    describe: (s) => `“${s.title}”: the provider is emailed the reason.`,
    onConfirm: (s, reason) => run({ path: `/services/${s.id}/${kind}`, body: { reason } }),
  });
}

/** /admin/moderation: pending services and changed approved ones, oldest first. */
export function ModerationPage() {
  const state = useListState(FILTERS, MODERATION_PAGE_SIZE);
  const query = useAdminList('services', state.params);
  const action = useAdminAction();
  const reject = useDecision('reject', action.run);
  const unpublish = useDecision('unpublish', action.run);
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
                onReject: reject.ask,
                onUnpublish: unpublish.ask,
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
      {reject.modal}
      {unpublish.modal}
    </AdminScreen>
  );
}
