import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';

import type { ServiceDraft } from '#shared/api/drafts.ts';
import { ROLE } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useUser } from '../../../lib/current-user.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { hasSubscriptionFlag } from '../../../lib/session.ts';
import { discardServiceDraft, useServiceDraft } from '../api/drafts-api.ts';
import { useEditableService } from '../api/listings-api.ts';
import {
  formForNewService,
  formForService,
  formFromDraft,
  type BusinessDefaults,
  type ServiceFormValues,
} from '../lib/service-form.ts';
import { ServiceForm } from './service-form.tsx';
import { editRefusal, ServiceNotEditable } from './service-not-editable.tsx';

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

/** The warning of the spec, when the add page opens without a subscription (issue 22 §3). */
function SubscriptionWarning() {
  return (
    <Alert
      color="yellow"
      title={MESSAGES.addSubscriptionFirst}
      icon={<IconAlertTriangle aria-hidden="true" />}
      // The title in the text colour: yellow on yellow is too faint to read.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      Your service can go live once you have a subscription.{' '}
      <Anchor component={Link} to={paths.subscription} fw={600} fz="inherit">
        Add a subscription
      </Anchor>
      ; what you fill in here is kept meanwhile.
    </Alert>
  );
}

/**
 * The form with its saved draft, if any: step and values restored, and a way to start over
 * (the draft is discarded and the form shows `fresh`).
 */
function DraftedForm({
  fresh,
  draft,
  restore,
  ...props
}: {
  fresh: ServiceFormValues;
  draft: ServiceDraft | null;
  restore: (data: Record<string, unknown>) => ServiceFormValues;
  userId: number;
  slug?: string;
  serviceId?: number;
}) {
  const [restored, setRestored] = useState(draft);
  const [round, setRound] = useState(0);
  const startOver = async () => {
    await discardServiceDraft(props.serviceId).catch(() => undefined);
    setRestored(null);
    setRound((n) => n + 1);
  };
  return (
    <>
      {restored ? (
        <Alert color="blue" title="Your unsaved changes are back">
          <Group justify="space-between" gap="sm">
            <Text size="sm">We kept what you entered on {formatDate(restored.updated_at)}.</Text>
            <Button size="xs" variant="default" onClick={() => void startOver()}>
              Start over
            </Button>
          </Group>
        </Alert>
      ) : null}
      <ServiceForm
        key={round}
        initial={restored ? restore(restored.data) : fresh}
        initialStep={restored?.step === 2 ? 2 : 1}
        {...props}
      />
    </>
  );
}

/** What the seller-detail read gives the add form (composed by the route). */
export type SellerDefaults = { data: BusinessDefaults | undefined; settled: boolean };

/** /add-service: step 2 prefilled from the seller detail (once it has answered or failed). */
export function AddServicePage({ seller }: { seller: SellerDefaults }) {
  const user = useUser();
  const draft = useServiceDraft(undefined);
  const fresh = formForNewService(seller.data);
  return (
    <FormPage
      title="Add Service"
      intro="Describe your service, then your business. New services go live once our team has checked them."
    >
      {user.role_id === ROLE.provider && !hasSubscriptionFlag() ? <SubscriptionWarning /> : null}
      {seller.settled && !draft.isPending ? (
        <DraftedForm
          fresh={fresh}
          draft={draft.data?.draft ?? null}
          restore={(data) => formFromDraft(fresh, data)}
          userId={user.id}
        />
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
  const draft = useServiceDraft(service?.id, Boolean(service));
  const refusal = query.isError ? editRefusal(query.error) : null;
  if (refusal) return <ServiceNotEditable refusal={refusal} />;
  return (
    <FormPage
      title="Edit Service"
      intro="Change your service; a successful save takes you back to your listed services."
    >
      {service && !draft.isPending ? (
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
          <DraftedForm
            fresh={formForService(service)}
            draft={draft.data?.draft ?? null}
            restore={(data) => formFromDraft(formForService(service), data, service)}
            userId={user.id}
            slug={slug}
            serviceId={service.id}
          />
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
