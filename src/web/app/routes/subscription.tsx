import { POPULAR_LIMIT_SUBSCRIPTION } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { useMe } from '../../features/account/api/account-api.ts';
import { usePopular } from '../../features/browse/api/browse-api.ts';
import { SubscriptionPage } from '../../features/billing/components/subscription-page.tsx';

/**
 * /subscription: the popular services (browse) beside the offer and the card modal (billing),
 * with the account's subscription dates (account).
 */
export function Component() {
  const popular = usePopular(POPULAR_LIMIT_SUBSCRIPTION);
  const me = useMe();
  const items = popular.data?.popularServices.map((s) => ({
    key: s.id,
    name: s.title,
    href: paths.singleService(s.slug),
  }));
  return (
    <SubscriptionPage
      popular={{ items, failed: popular.isError && !popular.data }}
      subscription={me.data?.result.subscription}
    />
  );
}
