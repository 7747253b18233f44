import { Box, Button, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBuildingFactory2, IconBuildingSkyscraper, IconHome } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';

import { POPULAR_LIMIT_HOME, SERVICE_TYPES, type ServiceType } from '#shared/constants.ts';
import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { SITE_DESCRIPTION } from '../../../lib/site.ts';
import { usePopular } from '../api/browse-api.ts';
import { resetHomeFilter } from '../lib/saved-filters.ts';
import { CardsCarousel, useItemsPerView } from './cards-carousel.tsx';
import { HomeSearchBar } from './home-search-bar.tsx';
import { ProviderCard, ProviderCardSkeleton } from './provider-card.tsx';
import { ServiceCard, ServiceCardSkeleton } from './service-card.tsx';
import { TopCategories } from './top-categories.tsx';

export const WELCOME = 'Kia ora, what can we help you find?';

const TYPE_BUTTONS: Record<ServiceType, { label: string; icon: ReactNode }> = {
  residential: { label: 'Residential Services', icon: <IconHome size={20} aria-hidden="true" /> },
  commercial: {
    label: 'Commercial Services',
    icon: <IconBuildingSkyscraper size={20} aria-hidden="true" />,
  },
  trade: { label: 'Trade Services', icon: <IconBuildingFactory2 size={20} aria-hidden="true" /> },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} id={id} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** Skeleton slides while a carousel loads. */
function CarouselSkeleton({ kind }: { kind: 'service' | 'provider' }) {
  const perView = useItemsPerView();
  return (
    <SimpleGrid cols={perView} spacing="md" aria-hidden="true">
      {Array.from({ length: perView }, (_, i) =>
        kind === 'service' ? <ServiceCardSkeleton key={i} /> : <ProviderCardSkeleton key={i} />,
      )}
    </SimpleGrid>
  );
}

/** The home page (spec section 2, Home). */
export function HomePage() {
  usePageMeta(null, SITE_DESCRIPTION);
  const user = useSessionUser();
  const userId = user?.id ?? null;
  useEffect(() => resetHomeFilter(userId), [userId]);

  const popular = usePopular(POPULAR_LIMIT_HOME);
  useEffect(() => {
    if (popular.isError) notifyError('Something went wrong');
  }, [popular.isError]);

  return (
    <>
      <Box
        py={{ base: 'xl', sm: 48 }}
        style={{
          background:
            'linear-gradient(135deg, var(--mantine-color-kiwi-0) 0%, #f4fbf7 60%, #ffffff 100%)',
          borderBottom: '1px solid var(--mantine-color-gray-2)',
        }}
      >
        <Container>
          <Stack gap="lg">
            <Title order={1} ta="center" size="h1" c="var(--kiwi-brand-dark)">
              {WELCOME}
            </Title>
            <HomeSearchBar />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" maw={920} mx="auto" w="100%">
              {SERVICE_TYPES.map((type) => (
                <Button
                  key={type}
                  component={Link}
                  to={`/servicePageList/${type}`}
                  variant="white"
                  color="kiwi"
                  size="md"
                  leftSection={TYPE_BUTTONS[type].icon}
                  style={{ border: '1px solid var(--mantine-color-kiwi-3)' }}
                >
                  {TYPE_BUTTONS[type].label}
                </Button>
              ))}
            </SimpleGrid>
          </Stack>
        </Container>
      </Box>
      <Container py="xl">
        <Stack gap={48}>
          <AdSlot slot="home" />
          <Section title="Most Popular Services">
            {popular.isPending ? (
              <CarouselSkeleton kind="service" />
            ) : (
              <CardsCarousel
                label="Most Popular Services"
                items={popular.data?.popularServices ?? []}
                getKey={(s) => s.id}
                renderItem={(s) => <ServiceCard service={s} />}
              />
            )}
          </Section>
          <Section title="Top Categories">
            <TopCategories
              categories={popular.data?.popularServicesCategoryProviders}
              isLoading={popular.isPending}
            />
          </Section>
          <Section title="Top Service Providers">
            {popular.isPending ? (
              <CarouselSkeleton kind="provider" />
            ) : (
              <CardsCarousel
                label="Top Service Providers"
                items={popular.data?.topServiceProviders ?? []}
                getKey={(p) => p.id}
                renderItem={(p) => <ProviderCard provider={p} />}
              />
            )}
          </Section>
        </Stack>
      </Container>
    </>
  );
}
