import { SUBSCRIPTION } from '#shared/constants.ts';
import { paths } from '#shared/pages.ts';
import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';

/** The subscription emails: receipt, renewal, payment failed, ending in 3 days, ended. */

type Common = { siteName: string; publicUrl: string; name: string };

const price = `NZ$${SUBSCRIPTION.price}.00`;
/** A date in New Zealand time, like 5 March 2026. */
export const nzDate = (date: Date) =>
  date.toLocaleDateString('en-NZ', {
    timeZone: 'Pacific/Auckland',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** One subscription email: greeting, lines, and a button to a page of the site. */
function subscriptionEmail(
  input: Common,
  kind: string,
  subject: string,
  lines: string[],
  action: { label: string; path: string },
): EmailContent {
  return composeEmail({
    kind,
    siteName: input.siteName,
    subject: `${subject.replace('{site}', input.siteName)}`,
    paragraphs: [`Kia ora ${input.name},`, ...lines],
    action: { label: action.label, url: `${input.publicUrl}${action.path}` },
  });
}

const resubscribe = { label: 'Subscribe again', path: paths.subscription };

/** After auto-renewal was turned back on while paid time was left (nothing charged). */
export function resumedEmail(input: Common & { periodEnd: Date }): EmailContent {
  return subscriptionEmail(
    input,
    'subscription_resumed',
    'Your {site} subscription renews again',
    [
      `Auto-renewal of your ${input.siteName} subscription is back on. Nothing was charged: you have already paid until ${nzDate(input.periodEnd)}.`,
      `On that date we charge ${price} (GST inclusive) for the next ${SUBSCRIPTION.periodDays} days, and so on until you cancel.`,
    ],
    { label: 'See your billing history', path: paths.billing },
  );
}

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
  const renews = input.autoRenew
    ? ` Your subscription renews automatically every ${SUBSCRIPTION.periodDays} days until you cancel it.`
    : '';
  return subscriptionEmail(
    input,
    'subscription_receipt',
    'Your {site} subscription receipt',
    [
      `Thank you! We received ${price} (GST inclusive)${card} for your ${input.siteName} subscription. Reference: ${input.reference}.`,
      `Your services can be listed until ${nzDate(input.periodEnd)}.${renews}`,
      'New services go live once our team has checked them, usually within one working day.',
    ],
    { label: 'Add a service', path: paths.addService },
  );
}

/** After a renewal payment. */
export function renewalEmail(input: Common & { periodEnd: Date; reference: string }): EmailContent {
  return subscriptionEmail(
    input,
    'subscription_renewed',
    'Your {site} subscription has renewed',
    [
      `Your subscription renewed for another ${SUBSCRIPTION.periodDays} days: we received ${price} (GST inclusive). Reference: ${input.reference}.`,
      `Your services stay listed until ${nzDate(input.periodEnd)}.`,
    ],
    { label: 'See your account', path: paths.accountDetails },
  );
}

/** A renewal payment was refused. */
export function paymentFailedEmail(input: Common & { periodEnd: Date }): EmailContent {
  return subscriptionEmail(
    input,
    'subscription_payment_failed',
    'We could not renew your {site} subscription',
    [
      `Your card was declined when we tried to renew your subscription (${price}).`,
      `Your services stay listed until ${nzDate(input.periodEnd)}. To keep them listed after that, please subscribe again with another card.`,
    ],
    { label: 'Update my subscription', path: paths.subscription },
  );
}

/** Three days before a period that will not renew ends. */
export function endingSoonEmail(input: Common & { periodEnd: Date }): EmailContent {
  return subscriptionEmail(
    input,
    'subscription_ending',
    'Your {site} subscription ends in 3 days',
    [
      `Your subscription ends on ${nzDate(input.periodEnd)} and will not renew. Your services will then be hidden from the marketplace (not deleted).`,
      `To keep them listed, subscribe again before then: ${price} for ${SUBSCRIPTION.periodDays} days.`,
    ],
    resubscribe,
  );
}

/** When the paid period ended: the services are hidden. */
export function endedEmail(input: Common): EmailContent {
  return subscriptionEmail(
    input,
    'subscription_ended',
    'Your {site} subscription has ended',
    [
      'Your subscription has ended, so your services are now hidden from the marketplace. Nothing has been deleted: they come back as soon as you subscribe again.',
    ],
    resubscribe,
  );
}
