import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { sessionCookieOf, uniqueEmail, uniqueIp } from '#tests/helpers/http.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { deleteRedisPrefix, TEST_REDIS_URL, uniqueRedisPrefix } from '#tests/helpers/test-redis.ts';
import type { App } from '../../app.ts';
import { addressKey, LOGIN_LIMITS } from './login-guard.ts';

const attempt = (app: App, name: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { name, password } });

/** Checked and refused (status 0), or refused before any check (429). */
const wrong = (n: number) => `wrong-password-${n}`;

describe.each(testDbKinds)('login lock-out per account and address on %s', (kind) => {
  const t = useTestApp(kind);

  it('after 11 wrong logins from one address, that address is refused and another logs in', async () => {
    const victim = await insertMember(t.handle.db);
    const attacker = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) {
      const res = await attempt(t.app, i % 2 ? victim.email : victim.username, wrong(i), attacker);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 0, success: false });
    }
    const eleventh = await attempt(t.app, victim.email, wrong(11), attacker);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/Too many failed login attempts.*15 minutes/);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(800);
    // The same address is refused even with the right password...
    const sameAddress = await attempt(t.app, victim.email, GOOD_PASSWORD, attacker);
    expect(sameAddress.statusCode).toBe(429);
    expect(sessionCookieOf(sameAddress)).toBeNull();
    // ...while the owner, from an address that has not failed, logs in.
    const owner = await attempt(t.app, victim.email, GOOD_PASSWORD, uniqueIp());
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ status: 1, success: true });
    expect(sessionCookieOf(owner)).not.toBeNull();
  });

  it('slows guessing spread over many addresses without refusing a clean address', async () => {
    const victim = await insertMember(t.handle.db);
    const patient = uniqueIp();
    const careful = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.addressMaxUnderAttack; i++) {
      expect((await attempt(t.app, victim.email, wrong(i), patient)).statusCode).toBe(200);
    }
    expect((await attempt(t.app, victim.email, wrong(0), careful)).statusCode).toBe(200);
    // 20 failures in 5 minutes across addresses: the account is under attack.
    const swarm = LOGIN_LIMITS.underAttack.max - LOGIN_LIMITS.addressMaxUnderAttack - 1;
    for (let i = 0; i < swarm; i++) {
      expect((await attempt(t.app, victim.email, wrong(i), uniqueIp())).statusCode).toBe(200);
    }
    // An address with 3 failures now waits (it had 7 left before the attack)...
    const slowed = await attempt(t.app, victim.email, wrong(9), patient);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    // ...one with fewer goes on being checked, and a clean address with the password logs in.
    expect((await attempt(t.app, victim.email, wrong(1), careful)).json()).toMatchObject({
      status: 0,
    });
    expect((await attempt(t.app, victim.email, GOOD_PASSWORD, uniqueIp())).json()).toMatchObject({
      status: 1,
    });
  });

  it('treats unknown names the same way (nothing to learn from the answers)', async () => {
    const ghost = uniqueEmail('ghost');
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) await attempt(t.app, ghost, wrong(i), ip);
    expect((await attempt(t.app, ghost, wrong(11), ip)).statusCode).toBe(429);
    expect((await attempt(t.app, ghost, wrong(12), uniqueIp())).json()).toMatchObject({
      status: 0,
    });
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    const victim = await insertMember(t.handle.db);
    const net = `2001:db8:${(Date.now() % 65535).toString(16)}:7`;
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) {
      await attempt(t.app, victim.email, wrong(i), `${net}::${(i + 1).toString(16)}`);
    }
    expect((await attempt(t.app, victim.email, GOOD_PASSWORD, `${net}::ffff`)).statusCode).toBe(
      429,
    );
    const elsewhere = await attempt(t.app, victim.email, GOOD_PASSWORD, '2001:db8:ffff:1::1');
    expect(elsewhere.json()).toMatchObject({ status: 1 });
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps mapped IPv4 and cuts IPv6 to its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(addressKey('2001:0db8:0000:0007:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:7::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe.runIf(TEST_REDIS_URL).each(testDbKinds)(
  'login lock-out shared through Redis on %s',
  (kind) => {
    const prefix = uniqueRedisPrefix();
    const env = { REDIS_URL: TEST_REDIS_URL!, REDIS_PREFIX: prefix };
    let a: TestApp;
    let b: TestApp;
    beforeAll(async () => {
      a = await buildTestApp(kind, env);
      b = await buildTestApp(kind, env, { sharedHandle: a.handle });
    });
    afterAll(async () => {
      await b.close();
      await a.close();
      await deleteRedisPrefix(prefix);
    });

    it('counts wrong passwords from one address spread over two instances as one', async () => {
      const victim = await insertMember(a.handle.db);
      const ip = uniqueIp();
      for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) {
        const res = await attempt(i % 2 ? a.app : b.app, victim.email, wrong(i), ip);
        expect(res.json()).toMatchObject({ status: 0 });
      }
      expect((await attempt(a.app, victim.email, GOOD_PASSWORD, ip)).statusCode).toBe(429);
      expect((await attempt(b.app, victim.email, GOOD_PASSWORD, ip)).statusCode).toBe(429);
      expect((await attempt(b.app, victim.email, GOOD_PASSWORD, uniqueIp())).json()).toMatchObject({
        status: 1,
      });
    });
  },
);

describe('login when Redis is unreachable', () => {
  const t = useTestApp('pglite', { env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_PREFIX: 'x:' } });

  it('still answers (never a 500) and still limits each address in this instance', async () => {
    const victim = await insertMember(t.handle.db);
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.perAddress.max; i++) {
      expect((await attempt(t.app, victim.email, wrong(i), ip)).statusCode).toBe(200);
    }
    expect((await attempt(t.app, victim.email, wrong(11), ip)).statusCode).toBe(429);
    const owner = await attempt(t.app, victim.email, GOOD_PASSWORD, uniqueIp());
    expect(owner.json()).toMatchObject({ status: 1 });
  });
});
