import {
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';

import type { SellerDetail } from '#shared/api/browse.ts';
import { providerName } from '#shared/domain/names.ts';
import { CredentialBadgeList } from '../../../components/credential-badges/credential-badges.tsx';
import { NotFoundView } from '../../../components/not-found/not-found-view.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { ReplyTime } from '../../../components/reply-time/reply-time.tsx';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSellerDetail, useSellerServices } from '../api/browse-api.ts';
import { pagingOf, useListParams } from '../lib/use-list-params.ts';
import { Fact } from './fact.tsx';
import { ProviderLogo } from './provider-card.tsx';
import { ProviderReviews } from './provider-reviews.tsx';
import { ServiceCard } from './service-card.tsx';
import { ServiceResults } from './service-results.tsx';

const nameOf = (seller: SellerDetail) =>
  providerName({
    businessName: seller.business_name,
    firstName: seller.f_name,
    lastName: seller.l_name,
  });

function ProfileSkeleton() {
  return (
    <Group gap="lg" aria-busy="true">
      <Skeleton h={96} w={96} radius="md" />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton h={28} w="50%" />
        <Skeleton h={14} w="30%" />
        <Skeleton h={40} />
      </Stack>
    </Group>
  );
}

function Mobile({ phone }: { phone: string | null }) {
  if (!phone) return <>—</>;
  return (
    <Anchor href={`tel:${phone.replace(/\s+/g, '')}`}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconPhone size={16} aria-hidden="true" />
        {phone}
      </Group>
    </Anchor>
  );
}

/**
 * Logo, business name, rating, reply time, about, mobile, rating, number of reviews, member
 * since, and the checked badges (issue 27 §3).
 */
function ProviderProfile({ seller }: { seller: SellerDetail }) {
  const name = nameOf(seller);
  return (
    <Stack gap="md">
      <Group gap="lg" wrap="nowrap" align="flex-start">
        <ProviderLogo src={seller.logo} name={name} size={96} priority />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {name}
          </Title>
          <StarRating value={seller.rating} count={seller.total_reviews} withValue />
          <ReplyTime minutes={seller.reply_time_minutes} size="sm" />
        </Stack>
      </Group>
      {seller.message ? (
        <Fact label="About">
          <Text style={{ whiteSpace: 'pre-line' }}>{seller.message}</Text>
        </Fact>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label="Mobile">
          <Mobile phone={seller.phone_number} />
        </Fact>
        <Fact label="Rating">{seller.rating.toFixed(1)} out of 5</Fact>
        <Fact label="Reviews">{seller.total_reviews}</Fact>
        <Fact label="Member since">{formatDate(seller.created_at)}</Fact>
      </SimpleGrid>
      <CredentialBadgeList badges={seller.badges} framed={false} />
    </Stack>
  );
}

/** The provider's services, with pages. */
function ProviderServices({ seller }: { seller: SellerDetail }) {
  const params = useListParams();
  const services = useSellerServices(seller.id, { page: params.page });
  return (
    <Stack gap="md" component="section" aria-labelledby="provider-services">
      <Title order={2} size="h3" id="provider-services">
        Services by {nameOf(seller)}
      </Title>
      <ServiceResults
        query={services}
        services={services.data?.sellerServices}
        paging={pagingOf(params, services.data)}
        // The reply time is the provider's: shown once under the name, not on every card.
        renderCard={(service, index) => (
          <ServiceCard service={service} priority={index === 0} showReplyTime={false} />
        )}
      />
    </Stack>
  );
}

/** /provider-details/{slug}: the provider's profile, their services, then every review. */
export function ProviderDetailsPage({ slug }: { slug: string }) {
  const detail = useSellerDetail(slug);
  const viewer = useSessionUser();
  const seller = detail.data?.seller;
  usePageMeta(
    seller ? nameOf(seller) : 'Service provider',
    seller?.message?.slice(0, 160) || (seller ? `${nameOf(seller)} on Kiwi Services.` : null),
  );

  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundView />;
  return (
    <Container py="xl">
      <Stack gap="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {seller ? (
            <ProviderProfile seller={seller} />
          ) : detail.isError && !detail.isFetching ? (
            <QueryError
              what="This service provider could not be loaded."
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <ProfileSkeleton />
          )}
        </Paper>
        {seller ? <ProviderServices seller={seller} /> : null}
        {seller ? (
          <ProviderReviews
            slug={seller.slug}
            name={nameOf(seller)}
            mine={viewer !== null && viewer.id === seller.id}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
