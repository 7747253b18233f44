import { useSellerDetail } from '../../features/browse/api/browse-api.ts';
import { AddServicePage } from '../../features/listings/components/service-form-pages.tsx';
import { useUser } from '../../lib/current-user.ts';

/** /add-service: the seller detail (browse) prefills the form's step 2 (listings). */
export function Component() {
  const user = useUser();
  const seller = useSellerDetail(user.slug);
  return (
    <AddServicePage
      seller={{ data: seller.data?.seller, settled: seller.isSuccess || seller.isError }}
    />
  );
}
