import { SUBSCRIPTION } from '#shared/constants.ts';
import { composeEmail, type EmailContent } from '../../lib/mail-templates.ts';

/** The subscription emails: receipt, renewal, payment failed, ending in 3 days, ended. */

type Common = { siteName: string; publicUrl: string; name: string };

const price = `NZ$${SUBSCRIPTION.price}.00`;
const nzDate = (date: Date) =>
  date.toLocaleDateString('en-NZ', {
    timeZone: 'Pacific/Auckland',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** After the first payment. */
export function receiptEmail(
  input: Common & {
    periodEnd: Date;
    reference: string;
    cardLast4: string | null;
    autoRenew: boolean;
  },
): EmailContent {
  const card = input.cardLast4 ? ` from the card ending ${input.cardLast4}` : '';
  return composeEmail({
    kind: 'subscription_receipt',
    siteName: input.siteName,
    subject: `Your ${input.siteName} subscription receipt`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `Thank you! We received ${price} (GST inclusive)${card} for your ${input.siteName} subscription. Reference: ${input.reference}.`,
      `Your services can be listed until ${nzDate(input.periodEnd)}.${input.autoRenew ? ` Your subscription renews automatically every ${SUBSCRIPTION.periodDays} days until you cancel it.` : ''}`,
      'New services go live once our team has checked them, usually within one working day.',
    ],
    action: { label: 'Add a service', url: `${input.publicUrl}/add-service` },
  });
}

/** After a renewal payment. */
export function renewalEmail(input: Common & { periodEnd: Date; reference: string }): EmailContent {
  return composeEmail({
    kind: 'subscription_renewed',
    siteName: input.siteName,
    subject: `Your ${input.siteName} subscription has renewed`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `Your subscription renewed for another ${SUBSCRIPTION.periodDays} days: we received ${price} (GST inclusive). Reference: ${input.reference}.`,
      `Your services stay listed until ${nzDate(input.periodEnd)}.`,
    ],
    action: { label: 'See your account', url: `${input.publicUrl}/accountDetails` },
  });
}

/** A renewal payment was refused. */
export function paymentFailedEmail(input: Common & { periodEnd: Date }): EmailContent {
  return composeEmail({
    kind: 'subscription_payment_failed',
    siteName: input.siteName,
    subject: `We could not renew your ${input.siteName} subscription`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `Your card was declined when we tried to renew your subscription (${price}).`,
      `Your services stay listed until ${nzDate(input.periodEnd)}. To keep them listed after that, please subscribe again with another card.`,
    ],
    action: { label: 'Update my subscription', url: `${input.publicUrl}/subscription` },
  });
}

/** Three days before a period that will not renew ends. */
export function endingSoonEmail(input: Common & { periodEnd: Date }): EmailContent {
  return composeEmail({
    kind: 'subscription_ending',
    siteName: input.siteName,
    subject: `Your ${input.siteName} subscription ends in 3 days`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `Your subscription ends on ${nzDate(input.periodEnd)} and will not renew. Your services will then be hidden from the marketplace (not deleted).`,
      `To keep them listed, subscribe again before then: ${price} for ${SUBSCRIPTION.periodDays} days.`,
    ],
    action: { label: 'Subscribe again', url: `${input.publicUrl}/subscription` },
  });
}

/** When the paid period ended: the services are hidden. */
export function endedEmail(input: Common): EmailContent {
  return composeEmail({
    kind: 'subscription_ended',
    siteName: input.siteName,
    subject: `Your ${input.siteName} subscription has ended`,
    paragraphs: [
      `Kia ora ${input.name},`,
      'Your subscription has ended, so your services are now hidden from the marketplace. Nothing has been deleted: they come back as soon as you subscribe again.',
    ],
    action: { label: 'Subscribe again', url: `${input.publicUrl}/subscription` },
  });
}
