import { Badge, Box, Group, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { ServiceDetail, ServiceDetailResponse } from '#shared/api/browse.ts';
import { ROLE } from '#shared/constants.ts';
import { areaText, availabilityText, PRICE_GST_NOTE, priceText } from '#shared/listing-facts.ts';
import { AdminBadge } from '../../../components/admin-badge/admin-badge.tsx';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { WatchButton } from '../../../components/watch-button/watch-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { Fact } from './fact.tsx';
import type { GalleryImage } from './image-carousel.tsx';

/** The main image, then the other photos. */
export function galleryOf(
  service: ServiceDetail,
  attachments: { attachment_name: string; srcset: string | null; width: number; height: number }[],
): GalleryImage[] {
  const main = service.main_service_image
    ? [
        {
          src: service.main_service_image,
          srcSet: service.main_service_image_srcset,
          alt: service.title,
        },
      ]
    : [];
  return [
    ...main,
    ...attachments.map((a, i) => ({
      src: a.attachment_name,
      srcSet: a.srcset,
      alt: `${service.title}, photo ${i + 2}`,
      width: a.width,
      height: a.height,
    })),
  ];
}

/** The title (with the badge of role-1 providers), rating, place, date and status. */
export function ServiceHeading({ service }: { service: ServiceDetail }) {
  return (
    <Box>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {service.role_id === ROLE.admin ? <AdminBadge /> : null}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {service.title}
        </Title>
      </Group>
      <Group gap="md" mt="xs">
        <StarRating value={service.rating} count={service.total_reviews} withValue />
        <Group gap={4}>
          <IconMapPin size={16} aria-hidden="true" />
          <Text size="sm">
            {service.suburb}, {service.city}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          Listed {formatDate(service.created_at)}
        </Text>
        {service.status !== 'approved' ? (
          <Badge color={service.status === 'rejected' ? 'red' : 'yellow'}>{service.status}</Badge>
        ) : null}
      </Group>
      <Availability service={service} />
    </Box>
  );
}

/** "Not taking new work until 12 December 2026" (issue 24 §1b), when the provider says so. */
function Availability({ service }: { service: ServiceDetail }) {
  const away = availabilityText(service.taking_new_work ?? true, service.back_on ?? null);
  if (!away) return null;
  return (
    <Badge
      mt="sm"
      variant="light"
      color="orange"
      c="orange.9"
      size="lg"
      tt="none"
      h="auto"
      py={4}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
      data-testid="service-availability"
    >
      {away}
    </Badge>
  );
}

/** The three 'about service' blocks (the third is optional). */
export function AboutBlocks({ service }: { service: ServiceDetail }) {
  const blocks = [service.aboutService, service.aboutService1, service.aboutService2].filter(
    (text): text is string => Boolean(text?.trim()),
  );
  const icon = (
    <ThemeIcon color="kiwi" size={24} radius="xl">
      <IconCheck size={16} aria-hidden="true" />
    </ThemeIcon>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="about-service">
      <Title order={2} size="h4" id="about-service" mb="sm">
        About this service
      </Title>
      <List spacing="sm" center icon={icon}>
        {blocks.map((text, i) => (
          <List.Item key={i}>
            <Text style={{ overflowWrap: 'anywhere' }}>{text}</Text>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}

/** Where it is offered: its suburb, then every area (issue 24 §1). */
function areasOfService(service: ServiceDetail): string {
  const areas = (service.service_areas ?? []).filter(
    (a) => !(a.city === service.city && a.suburb === service.suburb),
  );
  return [`${service.suburb}, ${service.city}`, ...areas.map(areaText)].join('; ');
}

/** Business, contact, service types, price (NZD, GST included) and the areas covered. */
export function ServiceFacts({ service }: { service: ServiceDetail }) {
  const price = priceText(service.price_type ?? null, service.price_cents ?? null);
  return (
    <Group gap="xl" align="flex-start">
      {price ? (
        <Fact label="Price">
          <Text fw={600} data-testid="service-price">
            {price}
          </Text>
          {service.price_type === 'quote' ? null : (
            <Text size="xs" c="dimmed">
              {PRICE_GST_NOTE}
            </Text>
          )}
        </Fact>
      ) : null}
      <Fact label="Areas covered">
        <Text data-testid="service-areas">{areasOfService(service)}</Text>
      </Fact>
      <Fact label="Business">{service.business_name}</Fact>
      <Fact label="Contact">{service.contact_name}</Fact>
      <Fact label="Service types">
        <Text tt="capitalize">{service.service_type.join(', ')}</Text>
      </Fact>
    </Group>
  );
}

/**
 * The member actions: 'Add to Watchlist' / 'Remove from Watchlist' (logged in only), then what
 * the app adds (the Email and Contact buttons).
 */
export function MemberActions({
  data,
  children,
}: {
  data: ServiceDetailResponse;
  children?: ReactNode;
}) {
  return (
    <Group gap="sm" data-slot="service-actions">
      <WatchButton
        serviceId={data.services.id}
        watched={data.added_to_watchlist === 1}
        title={data.services.title}
        look="button"
      />
      {children}
    </Group>
  );
}
