import { paths } from '#shared/pages.ts';
import { composeEmail, type EmailContent } from '../../platform/mail/mail-templates.ts';

/**
 * The "new message" notice (issue 25 §3): who wrote and a link to the thread, never the text
 * or the attachments (they stay on the site, behind the session). The account page turns
 * these emails off.
 */
export function messageNoticeEmail(input: {
  siteName: string;
  publicUrl: string;
  recipientName: string;
  senderName: string;
  conversationId: number;
}): EmailContent {
  return composeEmail({
    kind: 'conversation_message',
    siteName: input.siteName,
    subject: `New message from ${input.senderName}`,
    paragraphs: [
      `Kia ora ${input.recipientName},`,
      `${input.senderName} sent you a message on ${input.siteName}. Read it and reply in your conversation.`,
    ],
    action: {
      label: 'Open the conversation',
      url: `${input.publicUrl}${paths.messageThread(String(input.conversationId))}`,
    },
    footnote:
      'You get at most one of these emails per conversation every 15 minutes. You can turn them off on your account page.',
  });
}
