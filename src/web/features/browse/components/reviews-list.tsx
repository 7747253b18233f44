import { Anchor, Badge, Group, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { REVIEW_LABEL_TEXTS, type ReviewItem } from '#shared/api/browse.ts';
import { MESSAGES } from '#shared/messages.ts';
import { paths } from '#shared/pages.ts';
import { ItemCard } from '../../../components/item-card/item-card.tsx';
import { PagedList } from '../../../components/paged-list/paged-list.tsx';
import { StarRating } from '../../../components/star-rating/star-rating.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { useReviews } from '../api/browse-api.ts';
import { ReportReview } from './report-review.tsx';
import { ReviewReply } from './review-reply.tsx';

/**
 * One review: reviewer, date, stars, its label (a verified hire in green, a contact or an
 * invitation in grey), the service it is about on the provider page, and the text as text.
 */
export function Review({
  review,
  service,
  owner,
}: {
  review: ReviewItem;
  service?: { slug: string; title: string };
  /** The reviewed service's provider: named on the reply; `mine` when the viewer is them. */
  owner: ReviewOwner;
}) {
  const viewer = useSessionUser();
  // Anyone logged in may report a review, except its author (issue 27 §1).
  const canReport = viewer !== null && viewer.id !== review.user_id;
  return (
    <ItemCard>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600}>{review.Seller}</Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {formatDate(review.created_at)}
          </Text>
          {canReport ? <ReportReview reviewId={review.id} /> : null}
        </Group>
      </Group>
      <StarRating value={review.rating} size={14} />
      {service ? (
        <Text size="sm" mt={4}>
          For{' '}
          <Anchor component={Link} to={paths.singleService(service.slug)}>
            {service.title}
          </Anchor>
        </Text>
      ) : null}
      {review.label ? (
        <Badge
          // Filled teal 9 and light gray with dark text both pass AA contrast; light green does not.
          color={review.label === 'verified_hire' ? 'teal.9' : 'gray'}
          c={review.label === 'verified_hire' ? undefined : 'dark.6'}
          variant={review.label === 'verified_hire' ? 'filled' : 'light'}
          mt={6}
          style={{ textTransform: 'none' }}
        >
          {REVIEW_LABEL_TEXTS[review.label]}
        </Badge>
      ) : null}
      <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {review.review}
      </Text>
      <ReviewReply review={review} business={owner.name} canReply={owner.mine} />
    </ItemCard>
  );
}

export type ReviewOwner = { name: string; mine: boolean };

/** The reviews of a service, newest first ('No reviews' when there are none). */
export function ReviewsList({ serviceId, owner }: { serviceId: number; owner: ReviewOwner }) {
  const [page, setPage] = useState(1);
  const query = useReviews(serviceId, page);
  const { data } = query;
  return (
    <PagedList
      query={query}
      items={data?.result}
      getKey={(review) => review.id}
      renderItem={(review) => <Review review={review} owner={owner} />}
      loading={{ skeleton: <Skeleton h={72} radius="md" />, count: 2 }}
      empty={<Text c="dimmed">{MESSAGES.noReviews}</Text>}
      errorText="The reviews could not be loaded."
      paging={
        data ? { total: data.total, page, perPage: data.per_page, onChange: setPage } : undefined
      }
    />
  );
}
