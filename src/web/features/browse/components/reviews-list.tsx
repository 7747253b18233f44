import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useReviews } from '../api/browse-api.ts';
import { ListPagination } from './service-results.tsx';

export const NO_REVIEWS = 'No reviews';

/** The reviews of a service, newest first ('No reviews' when there are none). */
export function ReviewsList({ serviceId }: { serviceId: number }) {
  const [page, setPage] = useState(1);
  const query = useReviews(serviceId, page);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} h={72} radius="md" />
        ))}
      </Stack>
    );
  }
  const reviews = query.data?.result ?? [];
  if (reviews.length === 0) return <Text c="dimmed">{NO_REVIEWS}</Text>;
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <Paper key={review.id} withBorder radius="md" p="md" component="article">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600}>{review.Seller}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(review.created_at)}
            </Text>
          </Group>
          <StarRating value={review.rating} size={14} />
          <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.review}
          </Text>
        </Paper>
      ))}
      <ListPagination
        total={query.data?.total ?? 0}
        page={page}
        perPage={query.data?.per_page}
        onChange={setPage}
      />
    </Stack>
  );
}
