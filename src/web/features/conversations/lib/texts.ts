/**
 * The conversations' user-facing texts (issue 25), in one place: the screens and their tests read
 * them from here. CONVERSATION_CLOSED is the server's own text (src/shared/api/conversations.ts).
 */
import {
  MESSAGE_BODY_MAX,
  MESSAGE_BODY_MIN,
  MESSAGE_IMAGES_MAX,
  MESSAGE_PDF_MAX_BYTES,
} from '#shared/api/conversations.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { repliesWithin } from '../../../lib/reply-time.ts';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const TEXTS = {
  listTitle: 'Messages',
  listDescription: 'Your conversations with members and providers, newest activity first.',
  listError: 'Your conversations could not be loaded.',
  emptyTitle: 'No conversations yet',
  emptyDescription:
    'When you email a provider from a service page, or a member contacts you, the conversation shows here.',
  you: 'You: ',
  attachmentHint: 'Attachment',
  noMessages: 'No messages yet',
  closed: 'Closed',
  unreadLabel: (n: number) => `${n} unread`,

  threadTitle: 'Conversation',
  threadDescription: 'Your messages in this conversation.',
  threadError: 'This conversation could not be loaded.',
  threadMissing: 'There is no such conversation.',
  backToMessages: 'All messages',
  about: 'About',
  loadOlder: 'Load older messages',
  read: 'Read',
  sent: 'Sent',
  newMessageFrom: (name: string) => `New message from ${name}`,
  /** The web's one reply-time text (lib/reply-time.ts), shown on cards and pages too. */
  repliesWithin,

  messageLabel: 'Message',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${MESSAGE_BODY_MIN} characters`,
  messageTooLong: `Message must be at most ${MESSAGE_BODY_MAX} characters`,
  messageCount: (n: number) => `${n}/${MESSAGE_BODY_MAX} characters`,
  attach: 'Attach photos or a PDF',
  attachButton: 'Attach',
  writeMessage: 'Write a message',
  attachHint: `Up to ${MESSAGE_IMAGES_MAX} photos (JPEG, PNG or WebP), or one PDF of at most ${mb(MESSAGE_PDF_MAX_BYTES)}.`,
  removeFile: (name: string) => `Remove ${name}`,
  tooManyImages: `You can attach at most ${MESSAGE_IMAGES_MAX} photos to a message.`,
  imageTooBig: (name: string) => `${name} is larger than ${mb(IMAGE_MAX_BYTES)}.`,
  pdfTooBig: (name: string) => `${name} is larger than ${mb(MESSAGE_PDF_MAX_BYTES)}.`,
  onePdf: 'Attach one PDF on its own, without photos or other files.',
  wrongType: (name: string) => `${name} is not a JPEG, PNG or WebP photo or a PDF.`,
  send: 'Send',
  sendFailed: 'Your message was not sent.',

  actions: 'Conversation actions',
  shareContact: 'Share my contact details',
  shareContactConfirm: (name: string) =>
    `${name} will see your email address and phone number in this conversation. Share them?`,
  share: 'Share',
  contactShared: 'Your contact details are shared in this conversation.',
  contactTitle: 'Contact details',
  block: 'Block',
  blockConfirm: (name: string) =>
    `${name} will not be able to send you messages in this conversation, and you will not be able to write to them. You can unblock later.`,
  unblock: 'Unblock',
  unblockConfirm: (name: string) => `Let ${name} and you write to each other again?`,
  report: 'Report',
  reportConversation: 'Report this conversation',
  reportMessage: 'Report this message',
  reportReason: 'Reason',
  reportReasonHint:
    'What is wrong? An admin reads only the reported messages and a few around them.',
  reportReasonTooShort: 'Reason must be at least 3 characters',
  reportSend: 'Send report',
  messageActions: 'Message actions',
  cancel: 'Cancel',
} as const;

/** "240 KB", "1.5 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
