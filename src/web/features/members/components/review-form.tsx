import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';

import { REVIEW_TEXT_MAX } from '#shared/constants.ts';
import { MESSAGES, requiredMessage } from '#shared/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMemberAction } from '../../../lib/member-action.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../../lib/notify.ts';
import { useAddReview } from '../api/members-api.ts';

/** Rating 1 to 5 (default 5) and a text of at most 2000 characters (the server's rule). */
export const ReviewFormSchema = z.object({
  rating: z.number().int().min(1, 'Choose from 1 to 5 stars').max(5),
  review: z
    .string()
    .trim()
    .min(1, requiredMessage('Review'))
    .max(REVIEW_TEXT_MAX, `Review must be at most ${REVIEW_TEXT_MAX} characters`),
});
type ReviewFormValues = z.infer<typeof ReviewFormSchema>;

/** Sends a review: add-review by default; the invitation page sends through its link. */
export type SendReview = (
  values: ReviewFormValues,
) => Promise<{ success: boolean; message: string }>;

/**
 * The review form of the service page (shown when the member may review): five stars and a
 * text. A refusal shows the server's message as a warning (spec section 8); a review refreshes
 * every rating shown at once. `send` replaces add-review (a review through an invitation link),
 * and `onDone` runs after a published review.
 */
export function ReviewForm({
  serviceId,
  send,
  onDone,
}: {
  serviceId: number;
  send?: SendReview;
  onDone?: () => void;
}) {
  const addReview = useAddReview();
  const { handleError } = useMemberAction();
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(ReviewFormSchema),
    defaultValues: { rating: 5, review: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = send
        ? await send(values)
        : await addReview.mutateAsync({ serviceId, ...values });
      if (!answer.success) return void notifyWarning(answer.message);
      notifySuccess(answer.message);
      form.reset();
      onDone?.();
    } catch (error) {
      if (!handleError(error))
        notifyError(errorMessage(error), { title: MESSAGES.somethingWentWrong });
    }
  });
  const length = useWatch({ control: form.control, name: 'review' }).length;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="write-review">
      <Title order={2} size="h4" id="write-review" mb="sm">
        Write a review
      </Title>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <RatingField control={form.control} />
          <Textarea
            label="Review"
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
            description={`${length}/${REVIEW_TEXT_MAX} characters`}
            error={form.formState.errors.review?.message}
            {...form.register('review')}
          />
          <Text size="xs" c="dimmed">
            Your name shows with your review.
          </Text>
          <Button
            type="submit"
            loading={form.formState.isSubmitting}
            style={{ alignSelf: 'flex-start' }}
          >
            Submit review
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** The five stars, as a named group of radios. */
function RatingField({ control }: { control: Control<ReviewFormValues> }) {
  return (
    <Controller
      control={control}
      name="rating"
      render={({ field }) => (
        <Box component="fieldset" p={0} m={0} style={{ border: 0 }}>
          <Text component="legend" size="sm" fw={500} p={0}>
            Rating
          </Text>
          <Rating
            value={field.value}
            onChange={field.onChange}
            count={5}
            size="lg"
            name="rating"
            getSymbolLabel={(value) => `${value} ${value === 1 ? 'star' : 'stars'}`}
          />
        </Box>
      )}
    />
  );
}
