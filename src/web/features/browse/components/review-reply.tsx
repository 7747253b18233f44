import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import * as endpoints from '#shared/api/endpoints.ts';
import type { ReviewItem } from '#shared/api/browse.ts';
import { REPLY_MAX, REPLY_MIN } from '#shared/api/reviews.ts';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { BROWSE_QUERY_PREFIX } from '../api/browse-api.ts';

type Action = 'add' | 'edit' | 'remove';

/** POST, PUT or DELETE /api/reviews/{id}/reply; afterwards the review lists refresh. */
function useReplyChange(reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reply }: { action: Action; reply?: string }) => {
      const params = { params: { id: reviewId } };
      if (action === 'remove') return apiRequest(endpoints.removeReviewReply, undefined, params);
      const body = { reply: reply ?? '' };
      return action === 'add'
        ? apiRequest(endpoints.replyToReview, body, params)
        : apiRequest(endpoints.editReviewReply, body, params);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [BROWSE_QUERY_PREFIX] }),
  });
}

/** The provider's public reply under a review: "Reply from {business}", its date, as text. */
function ReplyText({
  reply,
  business,
}: {
  reply: NonNullable<ReviewItem['reply']>;
  business: string;
}) {
  return (
    <>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          Reply from {business}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(reply.created_at)}
          {reply.updated_at ? ' (edited)' : ''}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {reply.text}
      </Text>
    </>
  );
}

/** The reply box: 2..1000 characters, with Save and Cancel. */
function ReplyEditor({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  onSave: (text: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const trimmed = text.trim();
    if (trimmed.length < REPLY_MIN) return setError(`Must be at least ${REPLY_MIN} characters`);
    setError(await onSave(trimmed));
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Your public reply"
        autosize
        minRows={2}
        maxLength={REPLY_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
      />
      <Group gap="sm">
        <Button size="compact-sm" loading={busy} onClick={() => void save()}>
          Publish reply
        </Button>
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A review's reply (issue 27 §1): shown to everyone under the review; the provider of the
 * reviewed service may reply once, then edit or remove the reply.
 */
export function ReviewReply({
  review,
  business,
  canReply,
}: {
  review: ReviewItem;
  business: string;
  canReply: boolean;
}) {
  const change = useReplyChange(review.id);
  const [editing, setEditing] = useState(false);
  const { reply } = review;
  if (!reply && !canReply) return null;
  const run = async (action: Action, text?: string): Promise<string | null> => {
    try {
      const answer = await change.mutateAsync({ action, ...(text ? { reply: text } : {}) });
      notifySuccess(answer.message);
      setEditing(false);
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };
  return (
    <Box
      mt="sm"
      pl="sm"
      style={{ borderLeft: '3px solid var(--mantine-color-gray-4)' }}
      data-testid="review-reply"
    >
      {editing ? (
        <ReplyEditor
          initial={reply?.text ?? ''}
          busy={change.isPending}
          onSave={(text) => run(reply ? 'edit' : 'add', text)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack gap={4}>
          {reply ? <ReplyText reply={reply} business={business} /> : null}
          {canReply ? (
            <Group gap="xs">
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                {reply ? 'Edit reply' : 'Reply publicly'}
              </Button>
              {reply ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  loading={change.isPending}
                  onClick={() => void run('remove')}
                >
                  Remove reply
                </Button>
              ) : null}
            </Group>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}
