import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';

/** The team's copies of the forms and the senders' confirmations. */

type Site = { siteName: string };

export function contactToTeam(
  input: Site & { name: string; email: string; subject: string | null; message: string },
): EmailContent {
  return composeEmail({
    kind: 'contact_message',
    siteName: input.siteName,
    subject: `Contact form: ${input.subject || `message from ${input.name}`}`,
    paragraphs: [
      `${input.name} (${input.email}) wrote through the contact form:`,
      input.message,
      'Reply to this email to answer them.',
    ],
  });
}

export function contactConfirmation(input: Site & { name: string }): EmailContent {
  return composeEmail({
    kind: 'contact_received',
    siteName: input.siteName,
    subject: `We received your message`,
    paragraphs: [
      `Kia ora ${input.name},`,
      `Thank you for contacting ${input.siteName}. Our team reads every message and usually replies within one working day.`,
    ],
  });
}

export function applicationToTeam(
  input: Site & {
    name: string;
    email: string;
    phone: string | null;
    role: string | null;
    coverNote: string | null;
    resumeName: string;
  },
): EmailContent {
  return composeEmail({
    kind: 'career_application',
    siteName: input.siteName,
    subject: `Career application: ${input.name}${input.role ? ` for ${input.role}` : ''}`,
    paragraphs: [
      `${input.name} (${input.email}${input.phone ? `, ${input.phone}` : ''}) applied${input.role ? ` for ${input.role}` : ''}.`,
      ...(input.coverNote ? [input.coverNote] : []),
      `Résumé attached: ${input.resumeName}.`,
    ],
  });
}

export function applicationConfirmation(input: Site & { name: string }): EmailContent {
  return composeEmail({
    kind: 'career_received',
    siteName: input.siteName,
    subject: `Thank you for applying to ${input.siteName}`,
    paragraphs: [
      `Kia ora ${input.name},`,
      'Thank you for your application. We have your résumé and will be in touch if your experience matches a role we are hiring for.',
    ],
  });
}
