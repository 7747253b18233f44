import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { LandingResponse } from '#shared/landing.ts';
import { landingPath } from '#shared/landing.ts';
import { paths } from '#shared/pages.ts';
import { NotFoundView } from '../../../components/not-found/not-found-view.tsx';
import { QueryError } from '../../../components/query-error/query-error.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSearchServices } from '../api/browse-api.ts';
import { BrowsePage } from './browse-page.tsx';
import { ServiceResults } from './service-results.tsx';
import { homeFilterToUrl } from '../lib/filter-url.ts';
import { useLanding } from '../api/landing-api.ts';
import { LinkList, TopProviders } from './landing-links.tsx';
import { GetQuotesCard } from '../../../components/get-quotes/get-quotes-card.tsx';

/** Services shown on a landing page (the rest: 'See all' opens the search). */
const LANDING_SERVICES = 12;

const placeOf = (data: LandingResponse) =>
  data.suburb ? `${data.suburb}, ${data.city}` : data.city;

function LandingContent({ data }: { data: LandingResponse }) {
  const sub = data.sub_category;
  const place = placeOf(data);
  const filter = { subCategory_id: sub.id, city: data.city, suburb: data.suburb ?? '' };
  const services = useSearchServices(filter, { per_page: LANDING_SERVICES });
  const searchHref = `${paths.searchServices}?${homeFilterToUrl(
    { ...filter, postal_code: '' },
    { categories: [], subCategory: [{ ...sub, status: 'active' }] },
  ).toString()}`;
  const list = services.data?.services ?? [];
  return (
    <BrowsePage title={`${sub.name} in ${place}`}>
      <Text size="lg">
        Compare {data.total} local {sub.name.toLowerCase()}{' '}
        {data.total === 1 ? 'service' : 'services'} in {place}: ratings, reviews and contact details
        of trusted {sub.category_name.toLowerCase()} providers near you.
      </Text>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <ServiceResults
              query={services}
              services={services.data?.services}
              columns={{ base: 1, xs: 2, lg: 3 }}
            />
            {data.total > list.length && list.length > 0 ? (
              <Anchor component={Link} to={searchHref} className="ks-list-link">
                See all {data.total} {sub.name.toLowerCase()} services in {place}
              </Anchor>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <GetQuotesCard start={{ sub: sub.slug, city: data.city, suburb: data.suburb }} />
            <TopProviders services={list} />
            {data.suburb ? (
              <Anchor
                component={Link}
                to={landingPath(sub.slug, data.city)}
                className="ks-list-link"
              >
                All {sub.name.toLowerCase()} services in {data.city}
              </Anchor>
            ) : null}
            <LinkList id="landing-suburbs" title="Nearby suburbs" items={data.suburbs} />
            <LinkList
              id="landing-related"
              title={`Related services in ${data.city}`}
              items={data.related}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </BrowsePage>
  );
}

/** /services/{sub category}/{city}[/{suburb}]: a landing page, or not found (404). */
export function LandingPage({
  service,
  city,
  suburb,
}: {
  service: string;
  city: string;
  suburb?: string;
}) {
  const query = useLanding(service, city, suburb);
  const data = query.data;
  usePageMeta(
    data ? `${data.sub_category.name} in ${placeOf(data)}` : 'Services',
    data
      ? `Find ${data.sub_category.name.toLowerCase()} in ${placeOf(data)}: compare ${data.total} local providers with ratings and reviews on Kiwi Services.`
      : null,
    data ? landingPath(data.sub_category.slug, data.city, data.suburb) : null,
  );
  if (data) return <LandingContent data={data} />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundView />;
  if (query.isError && !query.isFetching) {
    return (
      <QueryError
        what="This page could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <BrowsePage title="Loading…">{null}</BrowsePage>;
}
