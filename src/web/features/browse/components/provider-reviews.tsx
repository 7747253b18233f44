import {
  Group,
  NativeSelect,
  Progress,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';

import {
  PROVIDER_REVIEW_SORTS,
  type ProviderReviewSort,
  type RatingBreakdown,
} from '#shared/api/browse.ts';
import { MESSAGES } from '#shared/messages.ts';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { useProviderReviews } from '../api/browse-api.ts';
import { Review } from './reviews-list.tsx';

const SORT_LABELS: Record<ProviderReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rating first',
  lowest: 'Lowest rating first',
};
const STARS = [5, 4, 3, 2, 1] as const;

/** The count per star as bars, each row said in words for screen readers. */
function Breakdown({ breakdown, total }: { breakdown: RatingBreakdown; total: number }) {
  return (
    <Stack gap={4} component="ul" aria-label="Reviews by rating" p={0} m={0} maw={360}>
      {STARS.map((stars) => {
        const count = breakdown[stars];
        return (
          <Group key={stars} component="li" gap="xs" wrap="nowrap" style={{ listStyle: 'none' }}>
            <Text size="sm" w={52} aria-hidden="true">
              {stars} star{stars === 1 ? '' : 's'}
            </Text>
            <Progress
              value={total > 0 ? (count / total) * 100 : 0}
              color="yellow.6"
              style={{ flex: 1 }}
              aria-hidden="true"
            />
            <Text size="sm" w={40} ta="right" aria-hidden="true">
              {count}
            </Text>
            <VisuallyHidden>
              {stars} star{stars === 1 ? '' : 's'}: {count} {count === 1 ? 'review' : 'reviews'}
            </VisuallyHidden>
          </Group>
        );
      })}
    </Stack>
  );
}

/**
 * The provider page's reviews (issue 27 §2): every review of the provider's services with its
 * service and label, the count per star, newest, highest or lowest first, 10 a page.
 */
export function ProviderReviews({
  slug,
  name,
  mine,
}: {
  slug: string;
  name: string;
  /** The viewer is this provider: they may reply. */
  mine: boolean;
}) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ProviderReviewSort>('newest');
  const query = useProviderReviews(slug, page, sort);
  const { data } = query;
  return (
    <Stack gap="md" component="section" aria-labelledby="provider-reviews">
      <Title order={2} size="h3" id="provider-reviews">
        Reviews of {name}
      </Title>
      {data && data.total > 0 ? (
        <Group justify="space-between" align="flex-end" gap="md">
          <Breakdown breakdown={data.breakdown} total={data.total} />
          <NativeSelect
            label="Sort reviews"
            value={sort}
            data={PROVIDER_REVIEW_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
            onChange={(event) => {
              setSort(event.currentTarget.value as ProviderReviewSort);
              setPage(1);
            }}
            w={220}
          />
        </Group>
      ) : null}
      <PagedList
        query={query}
        items={data?.result}
        getKey={(review) => review.id}
        renderItem={(review) => (
          <Review review={review} service={review.service} owner={{ name, mine }} />
        )}
        loading={{ skeleton: <Skeleton h={96} radius="md" />, count: 2 }}
        empty={<Text c="dimmed">{MESSAGES.noReviews}</Text>}
        errorText="The reviews could not be loaded."
        paging={
          data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
        }
        count={{ one: 'review', many: 'reviews' }}
      />
    </Stack>
  );
}
