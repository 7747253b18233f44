import { badgeLabel, type Credential } from '#shared/api/credentials.ts';
import { pathOf } from '#shared/api/endpoint.ts';
import * as endpoints from '#shared/api/endpoints.ts';
import type { Tx, Db } from '../../db/client.ts';
import { toIso } from '../../db/query.ts';
import { adminActions, providerCredentials } from '../../db/schema/index.ts';

/** A credential row as the provider's list and the admin queue answer it. */

export type CredentialRow = typeof providerCredentials.$inferSelect;

export function toCredential(row: CredentialRow): Credential {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    classes: row.classes,
    insurer: row.insurer,
    amount_cents: row.amountCents,
    expires_on: row.expiresOn,
    certificate_url: row.certificateKey
      ? pathOf(endpoints.credentialCertificate, { id: row.id })
      : null,
    state: row.state,
    checked_on: row.checkedOn,
    reason: row.reason,
    created_at: toIso(row.createdAt),
    label: badgeLabel({
      kind: row.kind,
      number: row.number,
      classes: row.classes,
      amount_cents: row.amountCents,
    }),
  };
}

/**
 * Every change of a credential goes to the audit log (admin_actions, which the admin's audit
 * page lists): the provider's own add and remove name the provider as the actor, the expiry
 * job names nobody.
 */
export async function auditCredential(
  tx: Db | Tx,
  actorId: number | null,
  action: 'add' | 'remove' | 'approve' | 'reject' | 'expire' | 'replace',
  row: Pick<CredentialRow, 'id' | 'providerId' | 'kind' | 'number'>,
  extra: { reason?: string | null; details?: Record<string, unknown> } = {},
): Promise<void> {
  await tx.insert(adminActions).values({
    adminId: actorId,
    action: `credential.${action}`,
    targetType: 'provider_credential',
    targetId: row.id,
    reason: extra.reason ?? null,
    details: { provider_id: row.providerId, kind: row.kind, number: row.number, ...extra.details },
  });
}
