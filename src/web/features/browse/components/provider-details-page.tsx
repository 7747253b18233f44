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

import { NotFoundView } from '../../../components/not-found/not-found-view.tsx';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSellerDetail, useSellerServices } from '../api/browse-api.ts';
import { useListParams } from '../lib/use-list-params.ts';
import { ProviderLogo } from './provider-card.tsx';
import { ServiceResults } from './service-results.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * /provider-details/{slug}: logo, business name, mobile, about, rating, number of reviews and
 * member since; then the provider's services.
 */
export function ProviderDetailsPage({ slug }: { slug: string }) {
  const detail = useSellerDetail(slug);
  const seller = detail.data?.seller;
  const params = useListParams();
  const services = useSellerServices(seller?.id, { page: params.page });
  const name = seller?.business_name || [seller?.f_name, seller?.l_name].filter(Boolean).join(' ');
  usePageMeta(
    seller ? name : 'Service provider',
    seller?.message?.slice(0, 160) || (seller ? `${name} on Kiwi Services.` : null),
  );

  if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundView />;

  return (
    <Container py="xl">
      <Stack gap="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {detail.isPending || !seller ? (
            <Group gap="lg" aria-busy="true">
              <Skeleton h={96} w={96} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton h={28} w="50%" />
                <Skeleton h={14} w="30%" />
                <Skeleton h={40} />
              </Stack>
            </Group>
          ) : (
            <Stack gap="md">
              <Group gap="lg" wrap="nowrap" align="flex-start">
                <ProviderLogo src={seller.logo} name={name} size={96} />
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Title order={1} size="h2">
                    {name}
                  </Title>
                  <StarRating value={seller.rating} count={seller.total_reviews} withValue />
                </Stack>
              </Group>
              {seller.message ? (
                <Fact label="About">
                  <Text style={{ whiteSpace: 'pre-line' }}>{seller.message}</Text>
                </Fact>
              ) : null}
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                <Fact label="Mobile">
                  {seller.phone_number ? (
                    <Anchor href={`tel:${seller.phone_number.replace(/\s+/g, '')}`}>
                      <Group gap={4} component="span" wrap="nowrap">
                        <IconPhone size={16} aria-hidden="true" />
                        {seller.phone_number}
                      </Group>
                    </Anchor>
                  ) : (
                    '—'
                  )}
                </Fact>
                <Fact label="Rating">{seller.rating.toFixed(1)} out of 5</Fact>
                <Fact label="Reviews">{seller.total_reviews}</Fact>
                <Fact label="Member since">{formatDate(seller.created_at)}</Fact>
              </SimpleGrid>
            </Stack>
          )}
        </Paper>
        {seller ? (
          <Stack gap="md" component="section" aria-labelledby="provider-services">
            <Title order={2} size="h3" id="provider-services">
              Services by {name}
            </Title>
            <ServiceResults
              services={services.data?.sellerServices}
              isLoading={services.isPending}
              columns={{ base: 1, xs: 2, md: 3, lg: 4 }}
              total={services.data?.total ?? 0}
              page={params.page}
              perPage={services.data?.per_page}
              onPageChange={(page) => params.update({ page })}
            />
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
