import { useParams } from 'react-router';

import {
  SingleServicePage,
  type ServicePageSlots,
} from '../../features/browse/components/single-service-page.tsx';
import { RequestQuoteButton } from '../../features/jobs/components/request-quote-button.tsx';
import { ContactActions } from '../../features/members/components/contact-actions.tsx';
import { PrivateNote } from '../../features/members/components/private-note.tsx';
import { ReviewSlot } from '../../features/members/components/review-slot.tsx';

/**
 * The members' parts of the service page (issues 10, 22 and 25): Email and Contact (with the date
 * of the member's enquiry; leading to the member's conversation once there is one), the review
 * form, the private note; "Request a quote" (issue 26), which pre-invites the service.
 */
const slots: ServicePageSlots = {
  actions: (data) => (
    <>
      <ContactActions
        service={data.services}
        enquiredAt={data.enquired_at}
        conversationId={data.conversation_id ?? null}
      />
      <RequestQuoteButton
        service={{
          id: data.services.id,
          subCategorySlug: data.services.subcat.slug,
          city: data.services.city,
          suburb: data.services.suburb,
        }}
      />
    </>
  ),
  review: (data) => <ReviewSlot data={data} />,
  note: (data) => <PrivateNote serviceId={data.services.id} title={data.services.title} />,
};

/** /SingleServicePage/{service slug} */
export function Component() {
  const { id = '' } = useParams();
  return <SingleServicePage key={id} slug={id} slots={slots} />;
}
