import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';

import type { SearchFallback } from '#shared/api/browse.ts';
import type { CategoryListResponse } from '#shared/api/catalogue.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { GetQuotesCard } from '../../../components/get-quotes/get-quotes-card.tsx';
import { useCategoryList } from '../../../lib/catalogue-queries.ts';
import { useSearchSuggest } from '../api/suggest-api.ts';
import { countText, searchedSentence, type SearchWhat } from '../lib/search-wording.ts';

/** The URL of a suggested search: its filter, the current sort (the counts are its filter's). */
function fallbackSearch(
  filter: SearchFallback['filter'],
  current: URLSearchParams,
  list: CategoryListResponse | undefined,
): string {
  const next = new URLSearchParams();
  const sub = list?.subCategory.find((s) => s.id === filter.subCategory_id);
  const category = list?.categories.find((c) => c.id === filter.category_id);
  if (category) next.set('category', category.slug);
  if (sub) next.set('service', sub.slug);
  if (filter.city) next.set('city', filter.city);
  if (filter.suburb) next.set('suburb', filter.suburb);
  if (filter.q) next.set('q', filter.q);
  const sort = current.get('sort');
  if (sort) next.set('sort', sort);
  return `?${next.toString()}`;
}

/** The current search with another text ("Did you mean …?"). */
function withText(current: URLSearchParams, q: string): string {
  const next = new URLSearchParams(current);
  next.set('q', q);
  next.delete('page');
  return `?${next.toString()}`;
}

/**
 * An empty result never dead-ends (issue 24 §2): the spec's 'No Service found', what was
 * searched, then "Did you mean …?" for the text, and the answer's suggested searches in order,
 * each with its count (the provider directory last).
 */
export function EmptyResults({
  what,
  fallback,
}: {
  what: SearchWhat;
  fallback: SearchFallback[] | undefined;
}) {
  const [params] = useSearchParams();
  const { data: list } = useCategoryList();
  const suggest = useSearchSuggest(what.q ?? '');
  const didYouMean = what.q ? suggest.data?.did_you_mean : null;
  const offers = fallback ?? [];
  const sub = params.get('service');
  return (
    <Stack gap="sm" py="md" data-testid="empty-results">
      <Title order={2} size="h3">
        {MESSAGES.noServiceFound}
      </Title>
      <Text>{searchedSentence(what)}</Text>
      {didYouMean ? (
        <Text fw={600}>
          Did you mean{' '}
          <Anchor component={Link} to={withText(params, didYouMean)}>
            {didYouMean}
          </Anchor>
          ?
        </Text>
      ) : null}
      {offers.length > 0 ? (
        <>
          <Text>Try instead:</Text>
          <List spacing={6} aria-label="Suggested searches">
            {offers.map((offer) => (
              <List.Item key={`${offer.kind}-${offer.label}`}>
                <Anchor
                  component={Link}
                  to={
                    offer.kind === 'providers'
                      ? paths.allProviders
                      : fallbackSearch(offer.filter, params, list)
                  }
                >
                  {offer.label}
                </Anchor>{' '}
                <Text span c="dimmed">
                  ({countText(offer.count)})
                </Text>
              </List.Item>
            ))}
          </List>
        </>
      ) : (
        <Text>
          <Anchor component={Link} to={paths.allProviders}>
            Find a provider in the directory
          </Anchor>
        </Text>
      )}
      <GetQuotesCard
        compact
        start={{ sub, city: params.get('city'), suburb: params.get('suburb') }}
      />
    </Stack>
  );
}
