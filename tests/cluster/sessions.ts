import { call, login } from '../../scripts/cluster/client.ts';
import type { GetContext } from './support/context.ts';

const CUSTOMER = { name: 'customer@kiwiservices.co.nz', password: 'KiwiCustomer2026!' };

/** Sessions live in PostgreSQL: one made through any instance works on every other. */
export function sessionChecks(get: GetContext) {
  describe('sessions across instances', () => {
    it('a session made on one instance works on the others, directly and through nginx', async () => {
      const { cluster } = get();
      const [first, ...others] = cluster.instances;
      const cookie = await login(first!.url, CUSTOMER.name, CUSTOMER.password);
      const bases = [...others.map((i) => i.url), cluster.url, cluster.url, cluster.url];
      for (const base of bases) {
        const me = await call(base, '/api/me', { cookie });
        expect(me.status, base).toBe(200);
        expect(me.body.result.email).toBe(CUSTOMER.name);
      }
    });

    it('logging out on one instance ends the session on all of them', async () => {
      const { cluster } = get();
      const cookie = await login(cluster.url, CUSTOMER.name, CUSTOMER.password);
      const [first, second, third] = cluster.instances;
      expect((await call(third!.url, '/api/me', { cookie })).status).toBe(200);
      const out = await call(second!.url, '/api/logout', { method: 'POST', cookie });
      expect(out.status).toBe(200);
      for (const base of [first!.url, third!.url, cluster.url]) {
        expect((await call(base, '/api/me', { cookie })).status, base).toBe(401);
      }
    });
  });
}
