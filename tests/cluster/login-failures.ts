import { readFileSync } from 'node:fs';

import { call, nextAddress } from '../../scripts/cluster/client.ts';
import { within, type GetContext } from './support/context.ts';

const PROVIDER = { name: 'provider@kiwiservices.co.nz', password: 'KiwiProvider2026!' };
const CUSTOMER = { name: 'customer@kiwiservices.co.nz', password: 'KiwiCustomer2026!' };
/** Failures one address may have for one account (issue 15 §2: the 11th attempt is refused). */
const ALLOWED_FAILURES = 10;

type Attempt = { base: string; from: string; headers?: Record<string, string> };

async function wrongPasswords(name: string, attempts: Attempt[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const a of attempts) {
    const reply = await call(a.base, '/api/login', {
      json: { name, password: 'not-the-password-1' },
      from: a.from,
      ...(a.headers ? { headers: a.headers } : {}),
    });
    statuses.push(reply.status);
  }
  return statuses;
}

/** Requests for /api/login from `ip` that an instance logged. */
function loginsLogged(logFile: string, ip: string): number {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"url":"/api/login"') && l.includes(`"ip":"${ip}"`)).length;
}

/** Wrong passwords spread over the instances count as if one instance had seen them all. */
export function loginFailureChecks(get: GetContext) {
  describe('failed logins across instances', () => {
    it('counts one address through nginx as one, whichever instance answers', async () => {
      const { cluster } = get();
      const attacker = nextAddress();
      const tries = Array.from({ length: ALLOWED_FAILURES + 1 }, () => ({
        base: cluster.url,
        from: attacker,
      }));
      const statuses = await wrongPasswords(PROVIDER.name, tries);
      expect(statuses.slice(0, ALLOWED_FAILURES)).toEqual(Array(ALLOWED_FAILURES).fill(200));
      expect(statuses[ALLOWED_FAILURES]).toBe(429);
      // nginx spread them: every instance saw some, each with the attacker's address (X-Forwarded-For).
      for (const instance of cluster.instances) {
        const seen = await within(2000, async () => loginsLogged(instance.logFile, attacker) >= 2);
        expect(seen, `instance ${instance.index + 1} logged logins from ${attacker}`).toBe(true);
      }
      // Still refused with the right password from that address…
      const locked = await call(cluster.url, '/api/login', { json: PROVIDER, from: attacker });
      expect(locked.status).toBe(429);
      // …but not from an address that has not failed, nor from one that claims to be the attacker.
      const other = await call(cluster.url, '/api/login', { json: PROVIDER, from: nextAddress() });
      expect(other.status).toBe(200);
      expect(other.body.status).toBe(1);
      const spoofed = await call(cluster.url, '/api/login', {
        json: PROVIDER,
        from: nextAddress(),
        headers: { 'x-forwarded-for': attacker },
      });
      expect(spoofed.body.status).toBe(1);
    });

    it('counts an X-Forwarded-For address sent to each instance in turn as one', async () => {
      const { cluster } = get();
      const forwarded = '203.0.113.77';
      const tries = Array.from({ length: ALLOWED_FAILURES + 1 }, (_, n) => ({
        base: cluster.instances[n % cluster.instances.length]!.url,
        from: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      }));
      const statuses = await wrongPasswords(CUSTOMER.name, tries);
      expect(statuses.slice(0, ALLOWED_FAILURES)).toEqual(Array(ALLOWED_FAILURES).fill(200));
      expect(statuses[ALLOWED_FAILURES]).toBe(429);
    });
  });
}
