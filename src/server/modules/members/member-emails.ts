import { paths } from '#shared/pages.ts';
import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';
import { servicePageAction } from '../../platform/mail/service-links.ts';

/** Emails of the members' actions: an enquiry to the provider, a new review. */

type Site = { siteName: string; publicUrl: string };
type Service = { title: string; slug: string };
/** An email about one of a provider's services. */
type AboutService = Site & { providerName: string; service: Service };

export function enquiryEmail(
  input: AboutService & {
    /** The member's name only: their email and phone stay private until they share them. */
    member: { name: string };
    type: 'message' | 'call';
    message: string | null;
    /** The conversation the enquiry opened: the provider replies there. */
    conversationId: number;
  },
): EmailContent {
  const { member } = input;
  const isCall = input.type === 'call';
  const paragraphs = [
    `Kia ora ${input.providerName},`,
    isCall
      ? `${member.name} would like a call about "${input.service.title}". They have your phone number from your listing and may ring you, or you can reply in your conversation.`
      : `${member.name} sent you an enquiry about "${input.service.title}":`,
    ...(input.message ? [input.message] : []),
    `Reply in your conversation on ${input.siteName}. ${member.name}'s email address and phone number stay private until they choose to share them with you.`,
  ];
  return composeEmail({
    kind: isCall ? 'enquiry_call' : 'enquiry_message',
    siteName: input.siteName,
    subject: `New enquiry about ${input.service.title}`,
    paragraphs,
    action: {
      label: 'Open the conversation',
      url: `${input.publicUrl}${paths.messageThread(String(input.conversationId))}`,
    },
  });
}

export function reviewEmail(
  input: AboutService & {
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
    action: servicePageAction(input, 'See the review'),
  });
}

/** To the reviewer: the provider replied publicly to their review (issue 27 §1). */
export function reviewReplyEmail(
  input: AboutService & {
    reviewerName: string;
    reply: string;
  },
): EmailContent {
  return composeEmail({
    kind: 'review_reply',
    siteName: input.siteName,
    subject: `${input.providerName} replied to your review`,
    paragraphs: [
      `Kia ora ${input.reviewerName},`,
      `${input.providerName} replied to your review of "${input.service.title}":`,
      input.reply,
    ],
    action: servicePageAction(input, 'See the reply'),
  });
}

/** To a past customer: the provider invites them to review a service (issue 27 §2). */
export function reviewInvitationEmail(
  input: AboutService & {
    /** The one-use token of the link. */
    token: string;
  },
): EmailContent {
  return composeEmail({
    kind: 'review_invitation',
    siteName: input.siteName,
    subject: `${input.providerName} asks for your review`,
    paragraphs: [
      'Kia ora,',
      `${input.providerName} has asked you to review "${input.service.title}" on ${input.siteName}.`,
      'Log in or register with this email address, then write your review. Your review will say that the provider invited you, so readers can weigh it.',
      'If you never used this provider, you can ignore this email.',
    ],
    action: {
      label: 'Write your review',
      url: `${input.publicUrl}${paths.reviewInvitation(input.token)}`,
    },
  });
}

/** The outcome of a review report, to a reporter or to the reviewed service's provider. */
export function reviewReportOutcomeEmail(
  input: Site & {
    name: string;
    service: Service;
    hidden: boolean;
    policy: string | null;
    asProvider: boolean;
  },
): EmailContent {
  const about = input.asProvider
    ? `A review of "${input.service.title}" was reported to us.`
    : `Thank you for reporting a review of "${input.service.title}".`;
  const outcome = input.hidden
    ? `We looked at it and hid it because it breaks our rules: ${input.policy ?? 'policy breach'}.`
    : 'We looked at it and it stays up: it follows our rules. We never hide a review for being negative.';
  return composeEmail({
    kind: 'review_report_outcome',
    siteName: input.siteName,
    subject: `Review report: ${input.service.title}`,
    paragraphs: [`Kia ora ${input.name},`, about, outcome],
    action: servicePageAction(input, 'See the service'),
  });
}
