import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import {
  WatchlistServices,
  type WatchedCardExtra,
} from '../../features/browse/components/watchlist-services.tsx';
import { PrivateNote } from '../../features/members/components/private-note.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** The member's private note under each watched card (issue 22 §4). */
const noteOf: WatchedCardExtra = (service, note) => (
  <PrivateNote serviceId={service.id} title={service.title} known={note} compact />
);

/** /Watchlist (and /watchlist): the member's watched services beside the account menu. */
export function Component() {
  usePageMeta('Watchlist');
  return (
    <AccountLayout title="Watchlist" description="Services you saved to come back to.">
      <WatchlistServices cardExtra={noteOf} />
    </AccountLayout>
  );
}
