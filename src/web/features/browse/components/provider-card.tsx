import { Avatar, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { Link } from 'react-router';

import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import classes from './service-card.module.css';

export type ProviderSummary = {
  slug: string;
  logo: string | null;
  business_name: string;
  message: string;
  created_at: string;
  rating: number;
  total_reviews: number;
};

/** A provider's logo (lazy-loaded) or a shop icon. */
export function ProviderLogo({
  src,
  name,
  size = 64,
}: {
  src: string | null;
  name: string;
  size?: number;
}) {
  return (
    <Avatar
      src={src}
      alt={src ? `${name} logo` : undefined}
      size={size}
      radius="md"
      color="kiwi"
      imageProps={{ loading: 'lazy', width: size, height: size }}
    >
      <IconBuildingStore size={size * 0.5} aria-hidden="true" />
    </Avatar>
  );
}

/**
 * A provider card linking to /provider-details/{slug}: logo, business name, rating and review
 * count, about message, and (optionally) the since date.
 */
export function ProviderCard({
  provider,
  withSince = false,
  headingLevel = 3,
}: {
  provider: ProviderSummary;
  withSince?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
      component="article"
      data-testid="provider-card"
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ProviderLogo src={provider.logo} name={provider.business_name} />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Text component={Heading} fw={700} size="md" lineClamp={2} m={0}>
            <Link to={`/provider-details/${provider.slug}`} className={classes.titleLink}>
              {provider.business_name}
            </Link>
          </Text>
          <StarRating value={provider.rating} count={provider.total_reviews} withValue />
          {withSince ? (
            <Text size="xs" c="dimmed">
              Since {formatDate(provider.created_at)}
            </Text>
          ) : null}
        </Stack>
      </Group>
      {provider.message ? (
        <Text size="sm" mt="sm" lineClamp={3}>
          {provider.message}
        </Text>
      ) : null}
    </Card>
  );
}

export function ProviderCardSkeleton() {
  return (
    <Card withBorder padding="md" radius="md" aria-hidden="true">
      <Group gap="md" wrap="nowrap">
        <Skeleton h={64} w={64} radius="md" />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={16} w="70%" />
          <Skeleton h={12} w="50%" />
        </Stack>
      </Group>
      <Skeleton h={36} mt="sm" />
    </Card>
  );
}
