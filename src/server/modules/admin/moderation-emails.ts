import { paths } from '#shared/pages.ts';
import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';
import { servicePageAction } from '../../platform/mail/service-links.ts';

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
    action: servicePageAction(input, 'See it live'),
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
      url: `${input.publicUrl}${paths.editService(input.service.slug)}`,
    },
  });
}

/** The provider's edit of an approved service was approved: the new version is live. */
export function changesApprovedEmail(input: Input): EmailContent {
  return composeEmail({
    kind: 'service_changes_approved',
    siteName: input.siteName,
    subject: `Your changes to "${input.service.title}" are live`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `Good news: your changes to "${input.service.title}" have been approved and are now live on ${input.siteName}.`,
    ],
    action: servicePageAction(input, 'See it live'),
  });
}

/** The provider's edit of an approved service was rejected: the approved version stays live. */
export function changesRejectedEmail(input: Input & { reason: string }): EmailContent {
  return composeEmail({
    kind: 'service_changes_rejected',
    siteName: input.siteName,
    subject: `Your changes to "${input.service.title}" were not approved`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `We could not approve your latest changes to "${input.service.title}", for this reason:`,
      input.reason,
      `The version we approved before stays live on ${input.siteName}. Edit the service to send new changes for review.`,
    ],
    action: {
      label: 'Edit the service',
      url: `${input.publicUrl}${paths.editService(input.service.slug)}`,
    },
  });
}
