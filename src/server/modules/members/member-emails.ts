import { paths } from '#shared/pages.ts';
import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';

/** Emails of the members' actions: an enquiry to the provider, a new review. */

type Site = { siteName: string; publicUrl: string };

export function enquiryEmail(
  input: Site & {
    providerName: string;
    service: { title: string; slug: string };
    member: { name: string; email: string; phone: string | null };
    type: 'message' | 'call';
    message: string | null;
  },
): EmailContent {
  const { member } = input;
  const isCall = input.type === 'call';
  const contact = [
    `Name: ${member.name}`,
    `Email: ${member.email}`,
    `Phone: ${member.phone ?? 'not given'}`,
  ].join('\n');
  const paragraphs = [
    `Kia ora ${input.providerName},`,
    isCall
      ? `${member.name} would like a call about "${input.service.title}". They have your phone number from your listing and may ring you, or you can call them back.`
      : `${member.name} sent you an enquiry about "${input.service.title}":`,
    ...(input.message ? [input.message] : []),
    `Contact information:\n${contact}`,
    'Reply to this email to answer them directly.',
  ];
  return composeEmail({
    kind: isCall ? 'enquiry_call' : 'enquiry_message',
    siteName: input.siteName,
    subject: `New enquiry about ${input.service.title}`,
    paragraphs,
    action: { label: 'Open your enquiries', url: `${input.publicUrl}${paths.enquiries}` },
  });
}

export function reviewEmail(
  input: Site & {
    providerName: string;
    service: { title: string; slug: string };
    reviewer: string;
    rating: number;
    review: string;
  },
): EmailContent {
  return composeEmail({
    kind: 'review_added',
    siteName: input.siteName,
    subject: `New ${input.rating}-star review of ${input.service.title}`,
    paragraphs: [
      `Kia ora ${input.providerName},`,
      `${input.reviewer} reviewed "${input.service.title}" and gave it ${input.rating} out of 5:`,
      input.review,
    ],
    action: {
      label: 'See the review',
      url: `${input.publicUrl}${paths.singleService(input.service.slug)}`,
    },
  });
}
