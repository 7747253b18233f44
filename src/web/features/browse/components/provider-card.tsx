import { Avatar, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Badge } from '#shared/api/credentials.ts';
import { paths } from '#shared/pages.ts';
import { CardBadges } from '../../../components/credential-badges/credential-badges.tsx';
import { ReplyTime } from '../../../components/reply-time/reply-time.tsx';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import classes from './service-card.module.css';

/** What a provider card shows (provider cards, top providers, the service page's box). */
export type ProviderCardData = {
  slug: string;
  logo: string | null;
  business_name: string;
  message: string;
  created_at: string;
  rating: number;
  total_reviews: number;
  /** The measured reply time (issue 25 §4), null below 3 conversations. */
  reply_time_minutes?: number | null;
  /** The checked badges (issue 27 §3); absent where the answer has none. */
  badges?: readonly Badge[];
};

/** A provider's logo (lazy-loaded unless `priority`: the first image in view) or a shop icon. */
export function ProviderLogo({
  src,
  name,
  size = 64,
  priority = false,
}: {
  src: string | null;
  name: string;
  size?: number;
  priority?: boolean;
}) {
  return (
    <Avatar
      src={src}
      alt={src ? `${name} logo` : undefined}
      size={size}
      radius="md"
      color="kiwi"
      imageProps={{
        loading: priority ? 'eager' : 'lazy',
        fetchPriority: priority ? 'high' : 'auto',
        width: size,
        height: size,
      }}
    >
      <IconBuildingStore size={size * 0.5} aria-hidden="true" />
    </Avatar>
  );
}

export type ProviderIdentityProps = {
  provider: ProviderCardData;
  /** The name line (a heading, a link); none in a modal titled with the name. */
  title?: ReactNode;
  logoSize?: number;
  starSize?: number;
  withValue?: boolean;
  /** 'Since' or 'Member since' before the date; no date without it. */
  sinceLabel?: string;
};

/** The logo beside the name, the rating, the reply time and (optionally) the since date. */
export function ProviderIdentity({
  provider,
  title,
  logoSize,
  starSize,
  withValue,
  sinceLabel,
}: ProviderIdentityProps) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ProviderLogo src={provider.logo} name={provider.business_name} size={logoSize} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        {title}
        <StarRating
          value={provider.rating}
          count={provider.total_reviews}
          size={starSize}
          withValue={withValue}
        />
        <ReplyTime minutes={provider.reply_time_minutes} />
        {sinceLabel ? (
          <Text size="xs" c="dimmed">
            {sinceLabel} {formatDate(provider.created_at)}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

/** The provider's about message: three lines, or all of it. */
export function ProviderAbout({ message, full = false }: { message: string; full?: boolean }) {
  if (!message) return null;
  return (
    <Text
      size="sm"
      mt="sm"
      lineClamp={full ? undefined : 3}
      style={full ? { whiteSpace: 'pre-line' } : undefined}
    >
      {message}
    </Text>
  );
}

/**
 * A provider card linking to /provider-details/{slug}: logo, business name (with the checked
 * badges' icons), rating and review
 * count, reply time, about message, and (optionally) the since date.
 */
export function ProviderCard({
  provider,
  withSince = false,
  headingLevel = 3,
}: {
  provider: ProviderCardData;
  withSince?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const title = (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text component={`h${headingLevel}`} fw={700} size="md" lineClamp={2} m={0}>
        <Link to={paths.providerDetails(provider.slug)} className={classes.titleLink}>
          {provider.business_name}
        </Link>
      </Text>
      <CardBadges badges={provider.badges ?? []} />
    </Group>
  );
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      className={classes.card}
      component="article"
      data-testid="provider-card"
    >
      <ProviderIdentity
        provider={provider}
        title={title}
        withValue
        sinceLabel={withSince ? 'Since' : undefined}
      />
      <ProviderAbout message={provider.message} />
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
