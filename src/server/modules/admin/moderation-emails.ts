import { composeEmail, type EmailContent } from '../../lib/mail-templates.ts';

/** The provider's emails about moderation decisions. */

type Input = {
  siteName: string;
  publicUrl: string;
  name: string;
  service: { title: string; slug: string };
};

export function approvedEmail(input: Input): EmailContent {
  return composeEmail({
    kind: 'service_approved',
    siteName: input.siteName,
    subject: `Your service "${input.service.title}" is live`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `Good news: "${input.service.title}" has been approved and is now listed on ${input.siteName}.`,
    ],
    action: {
      label: 'See it live',
      url: `${input.publicUrl}/SingleServicePage/${encodeURIComponent(input.service.slug)}`,
    },
  });
}

export function rejectedEmail(input: Input & { reason: string; wasLive: boolean }): EmailContent {
  return composeEmail({
    kind: input.wasLive ? 'service_unpublished' : 'service_rejected',
    siteName: input.siteName,
    subject: input.wasLive
      ? `Your service "${input.service.title}" has been taken down`
      : `Your service "${input.service.title}" needs changes`,
    paragraphs: [
      `Kia ora ${input.name},`,
      input.wasLive
        ? `We have taken "${input.service.title}" off ${input.siteName} for this reason:`
        : `We could not approve "${input.service.title}" yet, for this reason:`,
      input.reason,
      'Edit the service to fix it and it will come back to us for review.',
    ],
    action: {
      label: 'Edit the service',
      url: `${input.publicUrl}/edit-service/${encodeURIComponent(input.service.slug)}`,
    },
  });
}
