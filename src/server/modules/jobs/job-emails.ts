import { paths } from '#shared/pages.ts';
import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';

/**
 * The emails of a job's changes (issue 26 §5), sent through the outbox in the change's
 * transaction: a link to the job or the job requests, never the other side's contact details.
 */
type Site = { siteName: string; publicUrl: string };
type JobRef = { id: number; title: string };

const jobUrl = (site: Site, job: JobRef) => `${site.publicUrl}${paths.job(String(job.id))}`;
const requestUrl = (site: Site, job: JobRef) =>
  `${site.publicUrl}${paths.jobRequest(String(job.id))}`;
const requestsUrl = (site: Site) => `${site.publicUrl}${paths.jobRequests}`;

export function invitationEmail(
  site: Site,
  input: { providerName: string; memberName: string; job: JobRef & { suburb: string } },
): EmailContent {
  return composeEmail({
    kind: 'job_invitation',
    siteName: site.siteName,
    subject: `New job request: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.providerName},`,
      `${input.memberName} invited you to quote for "${input.job.title}" in ${input.job.suburb}. There is no fee to quote: your subscription covers it.`,
    ],
    action: { label: 'See the job request', url: requestUrl(site, input.job) },
  });
}

export function quoteReceivedEmail(
  site: Site,
  input: { memberName: string; providerName: string; job: JobRef; revised: boolean },
): EmailContent {
  const what = input.revised ? 'updated their quote' : 'sent you a quote';
  return composeEmail({
    kind: 'job_quote',
    siteName: site.siteName,
    subject: `${input.providerName} ${what} for "${input.job.title}"`,
    paragraphs: [
      `Kia ora ${input.memberName},`,
      `${input.providerName} ${what} for "${input.job.title}". Compare the quotes side by side on your job page.`,
    ],
    action: { label: 'Compare the quotes', url: jobUrl(site, input.job) },
  });
}

export function hiredEmail(
  site: Site,
  input: { providerName: string; memberName: string; job: JobRef },
): EmailContent {
  return composeEmail({
    kind: 'job_hired',
    siteName: site.siteName,
    subject: `You are hired: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.providerName},`,
      `${input.memberName} accepted your quote for "${input.job.title}". Arrange the details in your conversation, and mark the job as done when it is finished.`,
    ],
    action: { label: 'Open the job', url: jobUrl(site, input.job) },
  });
}

export function wentElsewhereEmail(
  site: Site,
  input: { providerName: string; job: JobRef },
): EmailContent {
  return composeEmail({
    kind: 'job_went_elsewhere',
    siteName: site.siteName,
    subject: `Job filled: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.providerName},`,
      `Thank you for your interest in "${input.job.title}". The customer has chosen another provider this time. Nothing more is needed from you.`,
    ],
    action: { label: 'See your job requests', url: requestsUrl(site) },
  });
}

export function cancelledEmail(
  site: Site,
  input: { providerName: string; job: JobRef; removed?: boolean },
): EmailContent {
  return composeEmail({
    kind: 'job_cancelled',
    siteName: site.siteName,
    subject: `Job cancelled: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.providerName},`,
      input.removed
        ? `"${input.job.title}" was removed by ${site.siteName}. Nothing more is needed from you. Thank you for your time.`
        : `The customer cancelled "${input.job.title}". Nothing more is needed from you. Thank you for your time.`,
    ],
    action: { label: 'See your job requests', url: requestsUrl(site) },
  });
}

export function doneEmail(
  site: Site,
  input: { memberName: string; providerName: string; job: JobRef },
): EmailContent {
  return composeEmail({
    kind: 'job_done',
    siteName: site.siteName,
    subject: `${input.providerName} marked "${input.job.title}" as done`,
    paragraphs: [
      `Kia ora ${input.memberName},`,
      `${input.providerName} marked "${input.job.title}" as done. Please confirm it on your job page; it is confirmed automatically after 7 days. You can then review the service.`,
    ],
    action: { label: 'Confirm the job', url: jobUrl(site, input.job) },
  });
}

export function completedEmail(
  site: Site,
  input: { name: string; job: JobRef; automatic: boolean },
): EmailContent {
  return composeEmail({
    kind: 'job_completed',
    siteName: site.siteName,
    subject: `Job completed: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.name},`,
      input.automatic
        ? `"${input.job.title}" is now completed: it was confirmed automatically 7 days after it was marked as done.`
        : `"${input.job.title}" is confirmed as completed.`,
    ],
    action: { label: 'Open the job', url: jobUrl(site, input.job) },
  });
}

export function expiredEmail(site: Site, input: { memberName: string; job: JobRef }): EmailContent {
  return composeEmail({
    kind: 'job_expired',
    siteName: site.siteName,
    subject: `Your job has expired: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.memberName},`,
      `"${input.job.title}" was open for 30 days without a hire, so it has closed. If you still need it done, post it again and invite providers who cover your suburb.`,
    ],
    action: { label: 'See your jobs', url: `${site.publicUrl}${paths.jobs}` },
  });
}

export function declinedEmail(
  site: Site,
  input: { memberName: string; providerName: string; job: JobRef },
): EmailContent {
  return composeEmail({
    kind: 'job_declined',
    siteName: site.siteName,
    subject: `${input.providerName} cannot quote for "${input.job.title}"`,
    paragraphs: [
      `Kia ora ${input.memberName},`,
      `${input.providerName} is not able to quote for "${input.job.title}". You can invite another provider in their place.`,
    ],
    action: { label: 'Invite another provider', url: jobUrl(site, input.job) },
  });
}

/** To the member whose job an admin removed after a report. */
export function jobRemovedEmail(
  site: Site,
  input: { memberName: string; job: JobRef; resolution: string | null },
): EmailContent {
  return composeEmail({
    kind: 'job_removed',
    siteName: site.siteName,
    subject: `Your job was removed: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.memberName},`,
      `We removed your job "${input.job.title}" because it does not follow our rules for jobs.`,
      ...(input.resolution ? [`Our note: ${input.resolution}`] : []),
      'The invited providers have been told. If you think this is a mistake, reply to this email.',
    ],
    action: { label: 'See your jobs', url: `${site.publicUrl}${paths.jobs}` },
  });
}

/** To a provider who reported a job: what the admin decided. */
export function jobReportOutcomeEmail(
  site: Site,
  input: { reporterName: string; job: JobRef; removed: boolean },
): EmailContent {
  return composeEmail({
    kind: 'job_report_outcome',
    siteName: site.siteName,
    subject: `Your report: ${input.job.title}`,
    paragraphs: [
      `Kia ora ${input.reporterName},`,
      input.removed
        ? `Thank you for reporting "${input.job.title}". We looked at it and removed it.`
        : `Thank you for reporting "${input.job.title}". We looked at it and found it within our rules, so it stays up. You may still decline it.`,
    ],
    action: { label: 'See your job requests', url: requestsUrl(site) },
  });
}
