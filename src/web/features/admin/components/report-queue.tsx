import { Skeleton } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { EmptyMessage } from '../../../components/empty-state/empty-message.tsx';
import { PagedList, type PagedQuery } from '../../../components/paged-list/paged-list.tsx';
import { AdminScreen } from './admin-screen.tsx';

/** A page of reports as the admin's report lists answer it. */
type ReportsPage<T> = { reports: T[]; total: number; per_page: number };

export type ReportQueueProps<T> = {
  title: string;
  description: string;
  /** The list's query for a page (a reports hook of admin-api.ts). */
  useReports: (page: number) => PagedQuery & { data: ReportsPage<T> | undefined };
  renderReport: (report: T) => ReactNode;
  /** The height of a loading report's skeleton. */
  skeletonHeight: number;
  emptyTitle: string;
  errorText: string;
};

/** An admin's queue of reports (jobs, reviews, messages), oldest first, a page at a time. */
export function ReportQueue<T extends { id: number }>(props: ReportQueueProps<T>) {
  const [page, setPage] = useState(1);
  const query = props.useReports(page);
  const { data } = query;
  return (
    <AdminScreen title={props.title} description={props.description}>
      <PagedList
        query={query}
        items={data?.reports}
        getKey={(report) => report.id}
        renderItem={props.renderReport}
        loading={{ skeleton: <Skeleton h={props.skeletonHeight} radius="md" />, count: 2 }}
        empty={<EmptyMessage title={props.emptyTitle} />}
        errorText={props.errorText}
        paging={
          data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
        }
        count={{ one: 'report', many: 'reports' }}
      />
    </AdminScreen>
  );
}
