import { AccountLayout } from '../../features/account/components/account-layout.tsx';
import { BillingHistory } from '../../features/billing/components/billing-history.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** /billing: the provider's payments and receipts beside the account menu. */
export function Component() {
  usePageMeta('Billing history');
  return (
    <AccountLayout
      title="Billing history"
      description="Every payment for your listing subscription, newest first. Amounts in NZD, GST included."
    >
      <BillingHistory />
    </AccountLayout>
  );
}
