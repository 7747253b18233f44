import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { WatchlistServices } from '../../features/browse/components/watchlist-services.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /Watchlist (and /watchlist): the member's watched services beside the account menu. */
export function Component() {
  usePageMeta('Watchlist');
  return (
    <AccountLayout title="Watchlist" description="Services you saved to come back to.">
      <WatchlistServices />
    </AccountLayout>
  );
}
