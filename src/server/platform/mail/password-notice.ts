/**
 * The notice that a password was changed or reset, written to the outbox in the change's own
 * transaction: the user learns of it even when the change was not theirs. Both the account
 * module (a change) and the auth module (a reset) send it, so it lives here, below both.
 */
import { greetingName } from '#shared/domain/names.ts';
import { paths } from '#shared/pages.ts';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail } from './mail.ts';
import { buildPasswordChangedEmail, nzDateTime } from './mail-templates.ts';

export async function enqueuePasswordChangedEmail(
  tx: Tx,
  config: Pick<Config, 'publicUrl' | 'siteName'>,
  user: Parameters<typeof greetingName>[0] & { email: string },
  how: 'changed' | 'reset',
): Promise<void> {
  await enqueueEmail(tx, {
    to: user.email,
    ...buildPasswordChangedEmail({
      siteName: config.siteName,
      name: greetingName(user),
      how,
      when: nzDateTime(new Date()),
      supportUrl: `${config.publicUrl}${paths.contactUs}`,
    }),
  });
}
