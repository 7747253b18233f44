import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { ChangeBus } from '../../platform/changes/changes.ts';

/**
 * What an admin change that emails the person concerned (moderation, suspension, password links)
 * needs: the database, the change bus for what becomes public or hidden, and the site's name and
 * address for the email.
 */
export type AdminMailDeps = {
  db: Db;
  changes: ChangeBus;
  config: Pick<Config, 'siteName' | 'publicUrl'>;
};
