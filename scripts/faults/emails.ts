import pg from 'pg';

import type { Attempt } from '../cluster/write-load.ts';

/** How long to wait for the outbox to deliver what failed while SMTP was away (its backoff is 1 min). */
const EMAIL_WAIT_MS = Number(process.env.FAULTS_EMAIL_WAIT_S ?? 100) * 1000;

type Received = { to: string };

async function outboxRows(databaseUrl: string, emails: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ to: string; status: string; leased: boolean }>(
      `select "to", status, coalesce(locked_until > now(), false) as leased
         from outbox_emails where "to" = any($1::text[])`,
      [emails],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * Every acknowledged registration wrote its email to the outbox in the same transaction (a
 * missing row is a lost email); waits until each was delivered and reports copies sent twice
 * (delivery is at-least-once: an instance killed mid-send leaves its lease to expire).
 */
export async function checkEmails(
  databaseUrl: string,
  attempts: Attempt[],
  received: () => Received[],
): Promise<boolean> {
  const emails = attempts.filter((a) => a.acknowledged).map((a) => a.email);
  const rows = await outboxRows(databaseUrl, emails);
  const withRow = new Set(rows.map((r) => r.to));
  const missing = emails.filter((e) => !withRow.has(e));
  const startedAt = Date.now();
  const counts = () => {
    const byAddress = new Map<string, number>();
    for (const m of received()) byAddress.set(m.to, (byAddress.get(m.to) ?? 0) + 1);
    return byAddress;
  };
  let delivered = 0;
  while (Date.now() - startedAt < EMAIL_WAIT_MS) {
    const byAddress = counts();
    delivered = emails.filter((e) => byAddress.has(e)).length;
    if (delivered === emails.length) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const waited = ((Date.now() - startedAt) / 1000).toFixed(1);
  const byAddress = counts();
  const undelivered = (await outboxRows(databaseUrl, emails)).filter((r) => !byAddress.has(r.to));
  const leased = undelivered.filter((r) => r.leased).length;
  const twice = [...counts().entries()].filter(([to, n]) => n > 1 && emails.includes(to)).length;
  console.log(
    `\n== Emails of the acknowledged registrations: ${emails.length}\n` +
      `   in the outbox: ${emails.length - missing.length} (lost: ${missing.length}); ` +
      `delivered: ${delivered} (all within ${waited} s after the load stopped` +
      `${delivered === emails.length ? '' : `: NOT all, waited ${EMAIL_WAIT_MS / 1000} s`}); ` +
      `sent twice: ${twice}` +
      (undelivered.length
        ? `\n   not delivered yet: ${undelivered.length}, of which ${leased} claimed by a worker ` +
          'that died or lost the database mid-send: sent again when the lease ends (10 min)'
        : ''),
  );
  return missing.length === 0;
}
