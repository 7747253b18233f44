import { describe, expect, it } from 'vitest';

import { enquiryEmail, reviewEmail } from './member-emails.ts';

/** The members' emails link to the enquiry's conversation and to the service (the page registry). */
describe('member email links', () => {
  const site = { siteName: 'Kiwi Services', publicUrl: 'https://kiwi.example' };
  const service = { title: 'Lawn mowing', slug: 'lawn-mowing' };

  it('spell the URLs exactly as before the registry', () => {
    const enquiry = enquiryEmail({
      ...site,
      providerName: 'Mere',
      service,
      member: { name: 'Tama' },
      type: 'message',
      message: 'Hello',
      conversationId: 42,
    });
    // Issue 25: the enquiry links to its conversation, not to the member's address.
    expect(enquiry.text).toContain('https://kiwi.example/messages/42');
    const review = reviewEmail({
      ...site,
      providerName: 'Mere',
      service,
      reviewer: 'Tama',
      rating: 5,
      review: 'Great',
    });
    expect(review.text).toContain('https://kiwi.example/SingleServicePage/lawn-mowing');
  });
});
