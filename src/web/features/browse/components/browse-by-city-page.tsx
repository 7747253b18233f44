import { Box, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';

import type { BrowseCity } from '#shared/landing.ts';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { BrowsePage } from './browse-page.tsx';
import { CountedLink } from './landing-links.tsx';
import { useBrowseCities } from '../api/browse-cities-api.ts';
import classes from './browse-by-city.module.css';

type LinkItem = BrowseCity['suburbs'][number];

function Links({ id, title, items }: { id: string; title: string; items: LinkItem[] }) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={6}>
        {title}
      </Title>
      <ul className={classes.links}>
        {items.map((item) => (
          <li key={item.path}>
            <CountedLink item={item} />
          </li>
        ))}
      </ul>
    </Box>
  );
}

/**
 * One city as a disclosure (closed at first: a phone sees the four cities on one screen):
 * its services' landing pages, then the suburbs that services serve.
 */
function CitySection({ city }: { city: BrowseCity }) {
  const id = `city-${city.slug}`;
  return (
    <details className={classes.city} aria-labelledby={id}>
      <summary className={classes.summary}>
        <Title order={2} size="h4" id={id} className={classes.cityName}>
          {city.name}
        </Title>
        <Text span c="dimmed" size="sm">
          {city.total === 0
            ? 'No services yet'
            : `${city.total} ${city.total === 1 ? 'service' : 'services'}`}
        </Text>
      </summary>
      <Stack gap="lg" className={classes.body}>
        <Links
          id={`${id}-services`}
          title={`Services in ${city.name}`}
          items={city.sub_categories}
        />
        <Links id={`${id}-suburbs`} title={`Suburbs of ${city.name}`} items={city.suburbs} />
      </Stack>
    </details>
  );
}

/** /browse: every city with its landing pages and served suburbs (issue 24 §6, decision 120). */
export function BrowseByCityPage() {
  usePageMeta(
    'Browse by city',
    'Find local services by city and suburb across Auckland, Hamilton, Christchurch and Wellington on Kiwi Services.',
  );
  const query = useBrowseCities();
  return (
    <BrowsePage
      title="Browse by city"
      subtitle="Pick a city to see its services and the suburbs they serve."
    >
      {query.data ? (
        <Stack gap="sm">
          {query.data.cities.map((city) => (
            <CitySection key={city.slug} city={city} />
          ))}
        </Stack>
      ) : query.isError ? (
        <QueryError
          what="The cities could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <SimpleGrid cols={1} spacing="sm" aria-busy="true">
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={56} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </BrowsePage>
  );
}
