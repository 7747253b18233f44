import { call, nextAddress, registrationBody } from '../../scripts/cluster/client.ts';
import { query, within, type GetContext } from './support/context.ts';

const REGISTRATIONS = 9;

/** Three outbox workers on one table: each email leaves once. */
export function outboxChecks(get: GetContext) {
  describe('the outbox across instances', () => {
    it('sends each email once', async () => {
      const { cluster, smtp } = get();
      const emails: string[] = [];
      for (let n = 0; n < REGISTRATIONS; n++) {
        const body = registrationBody('outbox');
        const reply = await call(cluster.url, '/api/register', { json: body, from: nextAddress() });
        expect(reply.body?.status, reply.text).toBe(1);
        emails.push(body.email);
      }
      const receivedFor = (email: string) => smtp.received.filter((m) => m.to === email).length;
      const allSent = await within(30_000, async () => emails.every((e) => receivedFor(e) >= 1));
      expect(allSent).toBe(true);
      // Two more polling rounds of every worker: no second copy may follow. (A grace time for
      // a copy that must not come: a slow machine can only make this pass, never fail.)
      await new Promise((r) => setTimeout(r, 4500));
      expect(emails.map(receivedFor)).toEqual(emails.map(() => 1));
      const rows = await query<{ to: string; status: string; attempts: number }>(
        cluster.postgres.url,
        'select "to", status, attempts from outbox_emails where "to" = any($1::text[])',
        [emails],
      );
      expect(rows).toHaveLength(REGISTRATIONS);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    });
  });
}
