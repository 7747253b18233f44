import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck, IconHeart, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { ServiceDetail } from '#shared/api/browse.ts';
import { ROLE } from '#shared/constants.ts';
import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import { AdminBadge } from '../../../components/admin-badge/admin-badge.tsx';
import { NotFoundView } from '../../../components/not-found/not-found-view.tsx';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useServiceDetail } from '../api/browse-api.ts';
import { BidModal } from './bid-modal.tsx';
import { ImageCarousel, type GalleryImage } from './image-carousel.tsx';
import { ProviderSummary } from './provider-summary.tsx';
import { ReviewsList } from './reviews-list.tsx';

function galleryOf(
  service: ServiceDetail,
  attachments: { attachment_name: string; width: number; height: number }[],
): GalleryImage[] {
  const images: GalleryImage[] = [];
  if (service.main_service_image)
    images.push({ src: service.main_service_image, alt: service.title });
  attachments.forEach((a, i) =>
    images.push({
      src: a.attachment_name,
      alt: `${service.title}, photo ${i + 2}`,
      width: a.width,
      height: a.height,
    }),
  );
  return images;
}

/** The three 'about service' blocks (the third is optional). */
function AboutBlocks({ service }: { service: ServiceDetail }) {
  const blocks = [service.aboutService, service.aboutService1, service.aboutService2].filter(
    (text): text is string => Boolean(text?.trim()),
  );
  return (
    <List
      spacing="sm"
      center
      icon={
        <ThemeIcon color="kiwi" size={24} radius="xl">
          <IconCheck size={16} aria-hidden="true" />
        </ThemeIcon>
      }
    >
      {blocks.map((text, i) => (
        <List.Item key={i}>
          <Text style={{ overflowWrap: 'anywhere' }}>{text}</Text>
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The member actions. TODO(watchlist/enquiry issue): wire 'Add to Watchlist' (logged in only),
 * Email and Contact (the email and call modals; logged-out users get 'Please login to your
 * account!' and go to /Login). Until then they are laid out, disabled.
 */
function MemberActions() {
  const user = useSessionUser();
  return (
    <Group gap="sm" data-slot="service-actions">
      {user ? (
        <Button variant="outline" leftSection={<IconHeart size={18} aria-hidden="true" />} disabled>
          Add to Watchlist
        </Button>
      ) : null}
      <Button leftSection={<IconMail size={18} aria-hidden="true" />} disabled>
        Email
      </Button>
      <Button variant="outline" leftSection={<IconPhone size={18} aria-hidden="true" />} disabled>
        Contact
      </Button>
    </Group>
  );
}

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

/** /SingleServicePage/{slug} */
export function SingleServicePage({ slug }: { slug: string }) {
  const query = useServiceDetail(slug);
  const service = query.data?.services;
  usePageMeta(
    service ? `${service.title} in ${service.suburb}, ${service.city}` : 'Service',
    service ? service.description.replace(/\s+/g, ' ').slice(0, 160) : null,
  );

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundView />;
  if (!service) return <PageSkeleton />;

  const images = galleryOf(service, query.data?.images[0]?.has_attachment ?? []);
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Breadcrumbs separator="›" aria-label="Breadcrumb">
          <Anchor component={Link} to="/" size="sm">
            Home
          </Anchor>
          <Anchor component={Link} to={`/ServiceListDetails/${service.subcat.slug}`} size="sm">
            {service.SubCategory}
          </Anchor>
        </Breadcrumbs>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
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
                    <Badge color={service.status === 'rejected' ? 'red' : 'yellow'}>
                      {service.status}
                    </Badge>
                  ) : null}
                </Group>
              </Box>
              <MemberActions />
              <ImageCarousel images={images} title={service.title} />
              <Paper
                withBorder
                radius="md"
                p="md"
                component="section"
                aria-labelledby="about-service"
              >
                <Title order={2} size="h4" id="about-service" mb="sm">
                  About this service
                </Title>
                <AboutBlocks service={service} />
              </Paper>
              <Box component="section" aria-labelledby="description">
                <Title order={2} size="h4" id="description" mb="xs">
                  Description
                </Title>
                <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {service.description}
                </Text>
              </Box>
              <Group gap="xl">
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Business
                  </Text>
                  <Text>{service.business_name}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Contact
                  </Text>
                  <Text>{service.contact_name}</Text>
                </div>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    Service types
                  </Text>
                  <Text tt="capitalize">{service.service_type.join(', ')}</Text>
                </div>
              </Group>
              {/* TODO(reviews issue): the review form goes here, shown only when the enquiry
                  flag for this service is set (STORAGE_KEYS.enquireProvider). */}
              <div data-slot="review-form" />
              <Box component="section" aria-labelledby="reviews">
                <Title order={2} size="h4" id="reviews" mb="sm">
                  Reviews
                </Title>
                <ReviewsList serviceId={service.id} />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ProviderSummary provider={service.provider} />
              <BidModal />
              <AdSlot slot="sidebar" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
