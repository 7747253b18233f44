import { Box, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';

import { POPULAR_LIMIT_HOME } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { AdSlot } from '../../../components/ad-slot/ad-slot.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { SITE_DESCRIPTION } from '../../../lib/site.ts';
import { usePopular } from '../api/browse-api.ts';
import { resetHomeFilter } from '../lib/saved-filters.ts';
import { CardsCarousel, useItemsPerView } from './cards-carousel.tsx';
import { HomeHero } from './home-hero.tsx';
import { ProviderCard, ProviderCardSkeleton } from './provider-card.tsx';
import { ServiceCard, ServiceCardSkeleton } from './service-card.tsx';
import { TopCategories } from './top-categories.tsx';

/**
 * A home section under its heading. `landmark`: the section is a region named by its heading;
 * off for the carousels, whose own region carries the same name (landmarks must be unique).
 */
function Section({
  title,
  landmark = true,
  children,
}: {
  title: string;
  landmark?: boolean;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={landmark ? id : undefined}>
      <Title order={2} id={id} size="h3" mb="md">
        {title}
      </Title>
      {children}
    </Box>
  );
}

/** Skeleton slides while a carousel loads. */
function CarouselSkeleton({ skeleton }: { skeleton: ReactNode }) {
  const perView = useItemsPerView() ?? 1;
  return (
    <SimpleGrid cols={perView} spacing="md" aria-hidden="true">
      {Array.from({ length: perView }, (_, i) => (
        <div key={i}>{skeleton}</div>
      ))}
    </SimpleGrid>
  );
}

/** The home page (spec section 2, Home). */
export function HomePage() {
  usePageMeta(null, SITE_DESCRIPTION);
  const userId = useSessionUser()?.id ?? null;
  useEffect(() => resetHomeFilter(userId), [userId]);

  const popular = usePopular(POPULAR_LIMIT_HOME);
  useEffect(() => {
    if (popular.isError) notifyError(MESSAGES.somethingWentWrong);
  }, [popular.isError]);
  const { data, isPending } = popular;

  return (
    <>
      <HomeHero />
      <Container py="xl">
        <Stack gap={48}>
          <AdSlot slot="home" />
          <Section title="Most Popular Services" landmark={false}>
            {isPending ? (
              <CarouselSkeleton skeleton={<ServiceCardSkeleton />} />
            ) : (
              <CardsCarousel
                label="Most Popular Services"
                items={data?.popularServices ?? []}
                getKey={(s) => s.id}
                renderItem={(s, index) => <ServiceCard service={s} priority={index === 0} />}
              />
            )}
          </Section>
          <Section title="Top Categories">
            <TopCategories
              categories={data?.popularServicesCategoryProviders}
              isLoading={isPending}
            />
          </Section>
          <Section title="Top Service Providers" landmark={false}>
            {isPending ? (
              <CarouselSkeleton skeleton={<ProviderCardSkeleton />} />
            ) : (
              <CardsCarousel
                label="Top Service Providers"
                items={data?.topServiceProviders ?? []}
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
