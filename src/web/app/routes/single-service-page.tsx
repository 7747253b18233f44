import { useParams } from 'react-router';

import {
  SingleServicePage,
  type ServicePageSlots,
} from '../../features/browse/components/single-service-page.tsx';
import { ContactActions } from '../../features/members/components/contact-actions.tsx';
import { ReviewSlot } from '../../features/members/components/review-slot.tsx';

/** The members' parts of the service page (issue 10): Email and Contact, the review form. */
const slots: ServicePageSlots = {
  actions: (data) => <ContactActions service={data.services} />,
  review: (data) => <ReviewSlot data={data} />,
};

/** /SingleServicePage/{service slug} */
export function Component() {
  const { id = '' } = useParams();
  return <SingleServicePage key={id} slug={id} slots={slots} />;
}
