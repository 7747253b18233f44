import { Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconMapPin, IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { ServiceCard as ServiceCardData } from '#shared/api/browse.ts';
import { ROLE } from '#shared/constants.ts';
import { availabilityText, PRICE_GST_SHORT, priceText } from '#shared/listing-facts.ts';
import { paths } from '#shared/pages.ts';
import { coverageText } from '#shared/service-areas.ts';
import { CardBadges } from '../../../components/credential-badges/credential-badges.tsx';
import { AdminBadge } from '../../../components/admin-badge/admin-badge.tsx';
import { ReplyTime } from '../../../components/reply-time/reply-time.tsx';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { WatchButton } from '../../../components/watch-button/watch-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import classes from './service-card.module.css';

/**
 * How wide a card's picture is shown: one column on phones, two on tablets, three or four in
 * the container above (the list layout's picture is 220 px wide beside the text).
 */
export const CARD_IMAGE_SIZES = {
  grid: '(max-width: 36em) 100vw, (max-width: 62em) 50vw, 400px',
  list: '(max-width: 464px) 100vw, 220px',
} as const;

/** Card-size image box: 480×360 WebP from the server (more sizes in `srcSet`), lazy-loaded. */
export function ServiceImage({
  src,
  srcSet,
  sizes,
  alt,
  priority = false,
}: {
  src: string | null;
  /** More sizes of the picture for the 4:3 box (the API's `main_service_image_srcset`). */
  srcSet?: string | null;
  sizes?: string;
  alt: string;
  /** The first image in view: fetched first and not lazily (the page's largest paint). */
  priority?: boolean;
}) {
  return (
    <div className={classes.media}>
      {src ? (
        <img
          src={src}
          srcSet={srcSet ?? undefined}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={480}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <div className={classes.noImage} role="img" aria-label="No photo yet">
          <IconPhoto size={40} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}

export type CardLayout = 'grid' | 'list';

/** The card box of a service card and of its skeleton: a column, or a row in the list layout. */
function CardFrame({
  layout,
  skeleton = false,
  dimmed = false,
  children,
}: {
  layout: CardLayout;
  skeleton?: boolean;
  dimmed?: boolean;
  children: ReactNode;
}) {
  const className = [
    classes.card,
    layout === 'list' ? classes.list : '',
    dimmed ? classes.dimmed : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      className={className}
      component={skeleton ? 'div' : 'article'}
      aria-hidden={skeleton || undefined}
      data-testid={skeleton ? 'service-card-skeleton' : 'service-card'}
    >
      {children}
    </Card>
  );
}

export type ServiceCardProps = {
  service: ServiceCardData;
  layout?: CardLayout;
  headingLevel?: 2 | 3 | 4;
  /** Dims the card to opacity .4 (the watchlist's edit mode). */
  dimmed?: boolean;
  /** The first card in view: its image loads first and eagerly. */
  priority?: boolean;
  /** The provider's reply time (off where the page shows it once, above the cards). */
  showReplyTime?: boolean;
};

/**
 * A service card: image, badge for role-1 providers, the member's watchlist button, title
 * (links to /SingleServicePage/{slug}), business name with the checked badges' icons, place, rating with half stars and review
 * count, the provider's reply time, price and availability, sub category and date.
 */
export function ServiceCard({
  service,
  layout = 'grid',
  headingLevel = 3,
  dimmed = false,
  priority = false,
  showReplyTime = true,
}: ServiceCardProps) {
  const Heading = `h${headingLevel}` as const;
  const isTeam = (service.have_provider?.role_id ?? service.role_id) === ROLE.admin;
  return (
    <CardFrame layout={layout} dimmed={dimmed}>
      <div className={classes.mediaWrap}>
        {isTeam ? (
          <span className={classes.badge}>
            <AdminBadge />
          </span>
        ) : null}
        <span className={classes.watch}>
          <WatchButton
            serviceId={service.id}
            watched={service.watchList === 1 || service.watchlist === 1}
            title={service.title}
            quietRemoveFailure
          />
        </span>
        <ServiceImage
          src={service.main_service_image}
          srcSet={service.main_service_image_srcset}
          sizes={CARD_IMAGE_SIZES[layout]}
          alt={service.title}
          priority={priority}
        />
      </div>
      <Stack gap={6} mt={layout === 'grid' ? 'sm' : 0} style={{ flex: 1, minWidth: 0 }}>
        <Text component={Heading} fw={700} size="md" lineClamp={2} m={0}>
          <Link to={paths.singleService(service.slug)} className={classes.titleLink}>
            {service.title}
          </Link>
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" lineClamp={1}>
            {service.business_name}
          </Text>
          <CardBadges badges={service.badges ?? []} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          <CardCoverage service={service} />
        </Group>
        <StarRating value={service.rating} count={service.total_reviews} />
        {showReplyTime ? <ReplyTime minutes={service.reply_time_minutes} /> : null}
        <CardFacts service={service} />
        {layout === 'list' ? (
          <Text size="sm" lineClamp={3}>
            {service.description}
          </Text>
        ) : null}
        <Group gap="xs" justify="space-between" mt="auto" wrap="nowrap">
          {service.subcat ? (
            <Badge
              variant="light"
              color="kiwi"
              size="sm"
              maw="65%"
              style={{ textTransform: 'none' }}
            >
              {service.subcat.name}
            </Badge>
          ) : (
            <span />
          )}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(service.created_at)}
          </Text>
        </Group>
      </Stack>
    </CardFrame>
  );
}

/**
 * Where the service works (issue 24 §1): "Based in Riccarton · covers all of Christchurch",
 * and on phones the short form "Riccarton · all Christchurch".
 */
function CardCoverage({ service }: { service: ServiceCardData }) {
  const areas = service.service_areas ?? [];
  const full = coverageText(service, areas);
  return (
    <>
      <Text size="sm" c="dimmed" lineClamp={1} visibleFrom="sm" title={full}>
        {full}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={1} hiddenFrom="sm" title={full}>
        {coverageText(service, areas, true)}
      </Text>
    </>
  );
}

/** The stated price ("From $120 incl. GST") and "Not taking new work until …" (issue 24 §1b). */
function CardFacts({ service }: { service: ServiceCardData }) {
  const price = priceText(service.price_type ?? null, service.price_cents ?? null);
  const away = availabilityText(service.taking_new_work ?? true, service.back_on ?? null);
  if (!price && !away) return null;
  return (
    <Group gap="xs" wrap="wrap">
      {price ? (
        <Text size="sm" fw={600} data-testid="card-price">
          {price}
          {service.price_type === 'quote' ? null : (
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              {PRICE_GST_SHORT}
            </Text>
          )}
        </Text>
      ) : null}
      {away ? (
        <Badge
          variant="light"
          color="orange"
          c="orange.9"
          size="sm"
          className={classes.awayBadge}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
          data-testid="card-availability"
        >
          {away}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The grey shape of a card while it loads. */
export function ServiceCardSkeleton({ layout = 'grid' }: { layout?: CardLayout }) {
  return (
    <CardFrame layout={layout} skeleton>
      <div className={classes.mediaWrap}>
        <div className={classes.media}>
          <Skeleton h="100%" w="100%" />
        </div>
      </div>
      <Stack gap={8} mt={layout === 'grid' ? 'sm' : 0} style={{ flex: 1 }}>
        <Skeleton h={18} w="80%" />
        <Skeleton h={12} w="50%" />
        <Skeleton h={12} w="60%" />
        <Skeleton h={14} w="40%" />
      </Stack>
    </CardFrame>
  );
}
