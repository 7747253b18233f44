import { Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { QueryError } from '../../../components/query-error/query-error.tsx';
import { useUser } from '../../../lib/current-user.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useEditableService } from '../api/listings-api.ts';
import { formForNewService, formForService, type BusinessDefaults } from '../lib/service-form.ts';
import { ServiceForm } from './service-form.tsx';

function FormPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  usePageMeta(title);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      <Skeleton h={36} w="40%" />
      <Skeleton h={56} />
      <Skeleton h={56} />
      <Skeleton h={160} />
    </Stack>
  );
}

/** What the seller-detail read gives the add form (composed by the route). */
export type SellerDefaults = { data: BusinessDefaults | undefined; settled: boolean };

/** /add-service: step 2 prefilled from the seller detail (once it has answered or failed). */
export function AddServicePage({ seller }: { seller: SellerDefaults }) {
  const user = useUser();
  return (
    <FormPage
      title="Add Service"
      intro="Describe your service, then your business. New services go live once our team has checked them."
    >
      {seller.settled ? (
        <ServiceForm initial={formForNewService(seller.data)} userId={user.id} />
      ) : (
        <FormSkeleton label="Loading your business details" />
      )}
    </FormPage>
  );
}

/** /edit-service/{slug}: the owner's service, every field and picture, prefilled. */
export function EditServicePage({ slug }: { slug: string }) {
  const user = useUser();
  const query = useEditableService(slug);
  const service = query.data?.service;
  return (
    <FormPage
      title="Edit Service"
      intro="Change your service; a successful save takes you back to your listed services."
    >
      {service ? (
        <>
          {service.status === 'rejected' ? (
            <Alert color="red" title="This service was not approved">
              {service.rejection_reason ?? 'No reason was given.'} Saving your changes sends it back
              for review.
            </Alert>
          ) : service.status === 'approved' && service.rejection_reason ? (
            <Alert color="orange" title="Your last changes were not approved">
              {service.rejection_reason} The approved version is still public; saving sends your new
              changes for review.
            </Alert>
          ) : service.status === 'approved' ? (
            <Alert color="blue" title="Changes are reviewed">
              The approved version stays public, unchanged, until our team approves your changes.
            </Alert>
          ) : null}
          <ServiceForm initial={formForService(service)} userId={user.id} slug={slug} />
        </>
      ) : query.isError ? (
        <QueryError
          what="This service could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <FormSkeleton label="Loading the service" />
      )}
    </FormPage>
  );
}
