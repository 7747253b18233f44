/** The development calls (never in production): the outgoing mailbox. */
import { MailboxResponseSchema } from '../auth.ts';
import { PaginationQuerySchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';

export const devMailbox = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/api/dev/mailbox',
  query: PaginationQuerySchema,
  response: MailboxResponseSchema,
});
