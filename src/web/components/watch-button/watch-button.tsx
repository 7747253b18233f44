import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled, IconTrash } from '@tabler/icons-react';

import { MESSAGES } from '#shared/messages.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useMemberAction } from '../../lib/member-action.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { useWatchToggle } from '../../lib/watchlist.ts';

export type WatchButtonProps = {
  serviceId: number;
  /** The session user's flag from the server (`watchList` / `added_to_watchlist`). */
  watched: boolean;
  /** The service's title, for the icon button's name. */
  title: string;
  /** 'icon' on cards, 'button' (the spec's labels) on the service page, 'remove' on /Watchlist. */
  look?: 'icon' | 'button' | 'remove';
  /** Cards show nothing when a removal fails (spec section 8); the other screens show 'Error'. */
  quietRemoveFailure?: boolean;
};

/**
 * 'Add to Watchlist' / 'Remove from Watchlist' in place (spec sections 4 and 8): shown only to
 * a logged-in member; success 'Added' / 'Removed'; a failed add 'Warning' with the server's
 * message; a failed removal 'Error' (nothing on cards); an ended session goes to the login.
 */
export function WatchButton(props: WatchButtonProps) {
  const { serviceId, watched, title, look = 'icon', quietRemoveFailure = false } = props;
  const { user, handleError } = useMemberAction(MESSAGES.pleaseLoginWatchlist);
  // The messages are the mutation's own callbacks: they run even when the card has left the
  // screen (a removal from /Watchlist takes the card away at once).
  const toggle = useWatchToggle({
    onSuccess: (_answer, { watch }) =>
      notifySuccess(watch ? MESSAGES.watchAdded : MESSAGES.watchRemoved),
    onError: (error, { watch }) => {
      if (handleError(error)) return;
      if (watch) notifyWarning(errorMessage(error), { title: MESSAGES.warning });
      else if (!quietRemoveFailure) notifyError(errorMessage(error), { title: MESSAGES.error });
    },
  });
  if (!user) return null;
  const change = () => toggle.mutate({ serviceId, watch: !watched });

  const label = watched ? 'Remove from Watchlist' : 'Add to Watchlist';
  const Icon = watched ? IconHeartFilled : IconHeart;
  if (look === 'remove') {
    return (
      <Button
        color="red"
        variant="light"
        fullWidth
        leftSection={<IconTrash size={18} aria-hidden="true" />}
        aria-label={`Remove ${title}`}
        onClick={change}
      >
        Remove
      </Button>
    );
  }
  if (look === 'button') {
    return (
      <Button
        variant={watched ? 'light' : 'outline'}
        leftSection={<Icon size={18} aria-hidden="true" />}
        aria-pressed={watched}
        onClick={change}
      >
        {label}
      </Button>
    );
  }
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="white"
        color={watched ? 'red' : 'dark'}
        size="lg"
        radius="xl"
        aria-label={`${label}: ${title}`}
        aria-pressed={watched}
        onClick={change}
      >
        <Icon size={20} aria-hidden="true" />
      </ActionIcon>
    </Tooltip>
  );
}
