import { useParams } from 'react-router';

import { ReceiptPage } from '../../features/billing/components/receipt-page.tsx';

/** /billing/receipt/{payment id} */
export function Component() {
  const { id = '' } = useParams();
  return <ReceiptPage key={id} id={id} />;
}
