import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { CredentialKind, CredentialState } from '#shared/api/credentials.ts';
import { foreignId, timestamptz } from './column-builders.ts';
import { createdAt, idColumn, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A provider's credentials (issue 27 §3, decision 136): an NZBN, a licence or registration
 * number, or public liability insurance, each checked by an admin against the public register.
 * Only `approved` ones are badges; the provider's badges are denormalised onto `users.badges`
 * and `services.provider_licensed` in the same transaction as every change of state.
 */
export const providerCredentials = pgTable(
  'provider_credentials',
  {
    id: idColumn(),
    providerId: foreignId(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<CredentialKind>().notNull(),
    /** Normalised (no spaces, BP upper case); null for insurance. */
    number: text(),
    classes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    insurer: text(),
    amountCents: bigint({ mode: 'number' }),
    /** The insurance's last day of cover (an NZ date). */
    expiresOn: date({ mode: 'string' }),
    /** The certificate's storage key (unguessable, never published) and its type. */
    certificateKey: text(),
    certificateType: text(),
    state: text().$type<CredentialState>().notNull().default('pending'),
    /** The date the admin checked it against the register. */
    checkedOn: date({ mode: 'string' }),
    checkedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Why it was rejected. */
    reason: text(),
    /** When the "insurance expires soon" email was written to the outbox. */
    expiryNoticeAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'provider_credentials_state_check',
      sql`${t.state} in ('pending', 'approved', 'rejected', 'expired', 'replaced')`,
    ),
    check(
      'provider_credentials_kind_check',
      sql`${t.kind} in ('nzbn', 'lbp', 'ewrb', 'pgdb', 'insurance')`,
    ),
    // The admin queue: a state, oldest first.
    index('provider_credentials_queue_idx').on(t.state, t.createdAt, t.id),
    // The provider's own list.
    index('provider_credentials_provider_idx').on(t.providerId, t.createdAt),
    // At most one waiting per provider and kind.
    uniqueIndex('provider_credentials_one_pending_unique')
      .on(t.providerId, t.kind)
      .where(sql`state = 'pending'`),
    // The expiry job: approved insurance by its expiry date.
    index('provider_credentials_insurance_expiry_idx')
      .on(t.expiresOn)
      .where(sql`state = 'approved' and kind = 'insurance'`),
  ],
);

/** A badge as `users.badges` keeps it (the read path drops insurance past `expires_on`). */
export type StoredBadge = {
  kind: CredentialKind;
  label: string;
  checked_at: string;
  expires_on: string | null;
};
