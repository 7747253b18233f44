import {
  Anchor,
  Box,
  Breadcrumbs,
  Container,
  Grid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { ServiceDetailResponse } from '#shared/api/browse.ts';
import { serviceBreadcrumb } from '#shared/landing.ts';
import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import { NotFoundView } from '../../../components/not-found/not-found-view.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useServiceDetail } from '../api/browse-api.ts';
import { ImageCarousel } from './image-carousel.tsx';
import { CredentialBadgeList } from '../../../components/credential-badges/credential-badges.tsx';
import { ProviderSummary } from './provider-summary.tsx';
import { ReviewsList } from './reviews-list.tsx';
import {
  AboutBlocks,
  galleryOf,
  MemberActions,
  ServiceFacts,
  ServiceHeading,
} from './service-detail-parts.tsx';

function PageSkeleton() {
  return (
    <Container py="xl" aria-busy="true">
      <Skeleton h={36} w="60%" mb="md" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton h={360} radius="md" />
          <Skeleton h={16} mt="md" />
          <Skeleton h={16} mt="sm" w="80%" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton h={200} radius="md" />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/**
 * Home › {sub category} › {city} › {suburb}, each a landing page (issue 24 §6): a nav named
 * "Breadcrumb" (its BreadcrumbList structured data: lib/structured-data.ts).
 */
function ServiceBreadcrumb({ service }: { service: ServiceDetailResponse['services'] }) {
  const items = serviceBreadcrumb({
    subCategory: { name: service.SubCategory, slug: service.subcat.slug },
    city: service.city,
    suburb: service.suburb,
  });
  return (
    <Box component="nav" aria-label="Breadcrumb">
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
        {items.map((item) => (
          <Anchor key={item.path} component={Link} to={item.path} size="sm">
            {item.name}
          </Anchor>
        ))}
      </Breadcrumbs>
    </Box>
  );
}

/** What the app adds to the page from other features: the contact buttons, the review form. */
export type ServicePageSlots = {
  /** Beside the watchlist button (the Email and Contact buttons and their modals). */
  actions?: (data: ServiceDetailResponse) => ReactNode;
  /** Above the reviews (the review form, when the member may review). */
  review?: (data: ServiceDetailResponse) => ReactNode;
  /** In the sidebar, under the provider (the member's private note). */
  note?: (data: ServiceDetailResponse) => ReactNode;
};

/** The service: heading, actions, photos, about, description, facts, reviews; the sidebar. */
function ServiceDetailView({
  data,
  slots,
}: {
  data: ServiceDetailResponse;
  slots: ServicePageSlots;
}) {
  const service = data.services;
  const viewer = useSessionUser();
  const owner = {
    name: service.business_name,
    mine: viewer !== null && viewer.id === service.added_by_id,
  };
  return (
    <Container py="xl">
      <Stack gap="lg">
        <ServiceBreadcrumb service={service} />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <ServiceHeading service={service} />
              <MemberActions data={data}>{slots.actions?.(data)}</MemberActions>
              <ImageCarousel
                images={galleryOf(service, data.images[0]?.has_attachment ?? [])}
                title={service.title}
              />
              <AboutBlocks service={service} />
              <Section id="description" title="Description">
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {service.description}
                </Text>
              </Section>
              <ServiceFacts service={service} />
              {slots.review?.(data)}
              <Section id="reviews" title="Reviews">
                <ReviewsList serviceId={service.id} owner={owner} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ProviderSummary provider={service.provider} />
              <CredentialBadgeList badges={service.badges} />
              {slots.note?.(data)}
              <AdSlot slot="sidebar" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

/** /SingleServicePage/{slug}: the service, a not-found page (404), or an error with Retry. */
export function SingleServicePage({
  slug,
  slots = {},
}: {
  slug: string;
  slots?: ServicePageSlots;
}) {
  const query = useServiceDetail(slug);
  const service = query.data?.services;
  usePageMeta(
    service ? `${service.title} in ${service.suburb}, ${service.city}` : 'Service',
    service ? service.description.replace(/\s+/g, ' ').slice(0, 160) : null,
  );

  if (query.data) return <ServiceDetailView data={query.data} slots={slots} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundView />;
  if (query.isError && !query.isFetching) {
    return (
      <Container py="xl">
        <QueryError
          what="This service could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return <PageSkeleton />;
}
