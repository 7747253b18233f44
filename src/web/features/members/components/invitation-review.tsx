import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';

import { REVIEW_LABEL_TEXTS } from '#shared/api/browse.ts';
import { INVITATION_TEXTS } from '#shared/api/review-invitations.ts';
import { paths } from '#shared/pages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ReviewForm } from './review-form.tsx';
import { useInvitation, useReviewByInvitation } from '../api/review-invitations-api.ts';

/**
 * The page of an invitation link (issue 27 §2): the invited person, logged in with the address
 * it was sent to, reviews the one service; the review is labelled "Invited by the provider".
 * Another address, a used or an expired link says so.
 */
export function InvitationReview({ token }: { token: string }) {
  const invitation = useInvitation(token);
  const review = useReviewByInvitation(token);
  const navigate = useNavigate();
  if (invitation.isPending) return <Loader aria-label="Loading" />;
  if (invitation.isError) {
    return (
      <Alert color="red" title="This link does not work" role="alert">
        {errorMessage(invitation.error)}
      </Alert>
    );
  }
  const { service, provider, state } = invitation.data;
  const serviceLink = (
    <Anchor component={Link} to={paths.singleService(service.slug)}>
      {service.title}
    </Anchor>
  );
  if (state !== 'open') {
    return (
      <Alert color={state === 'used' ? 'teal' : 'yellow'} role="status">
        <Text size="sm">{state === 'used' ? INVITATION_TEXTS.used : INVITATION_TEXTS.expired}</Text>
        <Text size="sm" mt="xs">
          See {serviceLink}.
        </Text>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {provider.business_name} asked for your review
        </Title>
        <Text mt="xs">Of {serviceLink}.</Text>
        <Text size="sm" c="dimmed" mt="xs">
          Your review will show “{REVIEW_LABEL_TEXTS.invited}”, so readers know the provider asked
          for it.
        </Text>
      </div>
      <ReviewForm
        serviceId={service.id}
        send={(values) => review.mutateAsync(values)}
        onDone={() => void navigate(paths.singleService(service.slug))}
      />
    </Stack>
  );
}
