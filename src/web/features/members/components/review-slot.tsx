import { Button, Paper, Text } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';

import type { ServiceDetailResponse } from '#shared/api/browse.ts';
import { STORAGE_KEYS } from '#shared/constants.ts';
import { useMemberAction } from '../../../lib/member-action.ts';
import { readString, subscribeStorage } from '../../../lib/storage.ts';
import { ReviewForm } from './review-form.tsx';

/** The spec's enquireProvider flag of a service in local storage (null while rendering on a server). */
function useEnquiryFlag(serviceId: number): boolean {
  const key = STORAGE_KEYS.enquireProvider(serviceId);
  const value = useSyncExternalStore(
    subscribeStorage,
    () => readString(key),
    () => null,
  );
  return value !== null && value !== 'false';
}

export const CONTACT_FIRST = 'Contact the provider first to leave a review';

/**
 * Where the service page's review form goes (spec section 2: shown only when the enquiry flag
 * for this service is set). The flag is the server's (`can_review`: enquired on any device, not
 * reviewed yet, not one's own service) or, until the page refreshes, the one stored after an
 * enquiry on this device. A visitor sees a button that asks to log in; a member who has not
 * enquired yet reads 'Contact the provider first to leave a review'.
 */
export function ReviewSlot({ data }: { data: ServiceDetailResponse }) {
  const { user, guard } = useMemberAction();
  const flagged = useEnquiryFlag(data.services.id);
  if (!user) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text mb="sm">Used this service? Reviews help other Kiwis choose.</Text>
        <Button
          variant="outline"
          leftSection={<IconStar size={18} aria-hidden="true" />}
          onClick={() => guard(() => undefined)}
        >
          Write a review
        </Button>
      </Paper>
    );
  }
  // Their review is in the list below: nothing to ask for (a hire through a job needs no
  // enquiry, so "contact first" would mislead).
  if (data.reviewed) return null;
  const mayReview = data.can_review || (flagged && data.enquired === 0);
  if (mayReview) return <ReviewForm serviceId={data.services.id} />;
  // Not yet enquired (and not their own service): say what opens the form (issue 22 §5).
  if (data.enquired === 0 && user.id !== data.services.added_by_id) {
    return (
      <Paper withBorder radius="md" p="md">
        <Text>{CONTACT_FIRST}</Text>
      </Paper>
    );
  }
  return null;
}
