import { Text } from '@mantine/core';

import { checkedDateText, type Credential } from '#shared/api/credentials.ts';
import { formatDollars } from '../../lib/credentials.ts';

/** What was sent of a credential, a line each: number, classes, insurer, cover and expiry. */
export function credentialDetailLines(credential: Credential): string[] {
  return [
    credential.number ? `Number: ${credential.number}` : null,
    credential.classes.length > 0 ? `Classes: ${credential.classes.join(', ')}` : null,
    credential.insurer ? `Insurer: ${credential.insurer}` : null,
    credential.amount_cents !== null ? `Cover: ${formatDollars(credential.amount_cents)}` : null,
    credential.expires_on ? `Expires: ${checkedDateText(credential.expires_on)}` : null,
  ].filter((line): line is string => line !== null);
}

/** The provider's account and the admin's queue show a credential's details alike. */
export function CredentialDetails({ credential }: { credential: Credential }) {
  return (
    <>
      {credentialDetailLines(credential).map((line) => (
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </>
  );
}
