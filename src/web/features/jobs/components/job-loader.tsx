import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';

import type { JobDetailResponse } from '#shared/api/jobs.ts';
import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useJob } from '../api/jobs-api.ts';
import { TEXTS } from '../lib/texts.ts';

/**
 * Loads job `id` for the member's job page and the provider's job request: a loader while it
 * loads, "missing" for a 404, the error with Retry, then `children` with the answer.
 */
export function JobLoader({
  id,
  children,
}: {
  id: number;
  children: (data: JobDetailResponse) => ReactNode;
}) {
  const query = useJob(id);
  if (query.isPending) return <Loader aria-label="Loading" />;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <EmptyMessage title={TEXTS.jobMissing} />
    ) : (
      <QueryError what={TEXTS.jobError} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return children(query.data);
}
