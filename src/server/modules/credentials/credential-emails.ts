import { checkedDateText } from '#shared/api/credentials.ts';
import { paths } from '#shared/pages.ts';
import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';

/** Emails about a provider's credentials (issue 27 §3): checked, rejected, insurance expiry. */

type Site = { siteName: string; publicUrl: string };
type To = Site & { name: string; kindName: string };

const accountAction = (input: Site) => ({
  label: 'Open your account',
  url: `${input.publicUrl}${paths.accountCredentials}`,
});

export function credentialApprovedEmail(input: To & { label: string; checkedOn: string }) {
  return composeEmail({
    kind: 'credential_approved',
    siteName: input.siteName,
    subject: `Checked: ${input.kindName}`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `We checked your ${input.kindName} against the public register on ${checkedDateText(input.checkedOn)}. The badge "${input.label}" now shows on your listings and your provider page.`,
    ],
    action: accountAction(input),
  }) satisfies EmailContent;
}

export function credentialRejectedEmail(input: To & { reason: string }) {
  return composeEmail({
    kind: 'credential_rejected',
    siteName: input.siteName,
    subject: `We could not check your ${input.kindName}`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `We could not confirm your ${input.kindName} against the public register:`,
      input.reason,
      'You can add it again from your account once it is fixed.',
    ],
    action: accountAction(input),
  }) satisfies EmailContent;
}

export function insuranceExpiringEmail(input: To & { expiresOn: string }) {
  return composeEmail({
    kind: 'insurance_expiring',
    siteName: input.siteName,
    subject: 'Your public liability insurance runs out soon',
    paragraphs: [
      `Kia ora ${input.name},`,
      `Your public liability insurance runs out on ${checkedDateText(input.expiresOn)}. Its badge stops showing that day. Add your renewed policy and its certificate from your account so that we can check it.`,
    ],
    action: accountAction(input),
  }) satisfies EmailContent;
}

export function insuranceExpiredEmail(input: To & { expiresOn: string }) {
  return composeEmail({
    kind: 'insurance_expired',
    siteName: input.siteName,
    subject: 'Your insurance badge no longer shows',
    paragraphs: [
      `Kia ora ${input.name},`,
      `Your public liability insurance ran out on ${checkedDateText(input.expiresOn)}, so its badge no longer shows. Add your renewed policy and its certificate from your account so that we can check it.`,
    ],
    action: accountAction(input),
  }) satisfies EmailContent;
}
