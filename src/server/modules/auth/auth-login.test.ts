import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/test-app.ts';
import { authCalls } from '#tests/helpers/auth-calls.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { sessions, subscriptions, users } from '../../db/schema/index.ts';
import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import {
  loginAs,
  sessionCookieOf,
  setCookieHeader,
  uniqueEmail,
  uniqueIp,
} from '#tests/helpers/http.ts';

/** Login, sessions (cookies, expiry, sliding), GET /api/me and logout. */
describe.each(testDbKinds)('accounts and sessions API on %s', (kind) => {
  const t = useTestApp(kind);
  const { db, registerPersonal, me } = authCalls(t);

  describe('POST /api/login, sessions, GET /api/me, POST /api/logout', () => {
    it('logs in by email or username (any case) and returns the spec user record', async () => {
      const member = await insertMember(db(), { roleId: 2, businessName: 'Kauri Cleaning' });
      for (const name of [member.email, member.username.toUpperCase()]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: uniqueIp(),
          payload: { name, password: GOOD_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ status: 1, success: true, message: expect.any(String) });
        expect(body.result).toEqual({
          id: member.id,
          slug: member.slug,
          name: member.username,
          email: member.email,
          logo: null,
          role_id: 2,
          stripe_id: null,
          display_name: 'Kauri Cleaning',
        });
      }
    });

    it('sets stripe_id exactly when the user has an active subscription', async () => {
      const member = await insertMember(db(), { roleId: 2 });
      const login = async () =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: uniqueIp(),
            payload: { name: member.email, password: GOOD_PASSWORD },
          })
        ).json().result.stripe_id;
      const period = {
        currentPeriodStart: new Date(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      };
      await db()
        .insert(subscriptions)
        .values({
          userId: member.id,
          status: 'canceled',
          provider: 'local',
          externalId: `sub_local_old_${member.id}`,
          amountCents: 3000,
          ...period,
        });
      expect(await login()).toBeNull();
      await db()
        .insert(subscriptions)
        .values({
          userId: member.id,
          status: 'active',
          provider: 'local',
          externalId: `sub_local_${member.id}`,
          amountCents: 3000,
          ...period,
        });
      expect(await login()).toBe(`sub_local_${member.id}`);
      const cookie = await loginAs(t.app, member.email);
      expect((await me(cookie)).json().result.subscription).toMatchObject({
        status: 'active',
        external_id: `sub_local_${member.id}`,
      });
    });

    it('answers bad credentials with status 0 and the same message for an unknown account', async () => {
      const member = await insertMember(db());
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        payload: { name: member.email, password: 'not-the-password' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        payload: { name: uniqueEmail('ghost'), password: 'not-the-password' },
      });
      expect(wrong.statusCode).toBe(200);
      expect(wrong.json()).toEqual({ status: 0, success: false, message: expect.any(String) });
      expect(unknown.json()).toEqual(wrong.json());
      expect(sessionCookieOf(wrong)).toBeNull();
      // A registered user without a password yet cannot log in either.
      const email = uniqueEmail('nopass');
      await registerPersonal({ email });
      const noPassword = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        payload: { name: email, password: '' },
      });
      expect(noPassword.statusCode).toBe(400);
    });

    it('sets an httpOnly SameSite=Lax browser-session cookie, or a 30-day one with remember', async () => {
      const member = await insertMember(db());
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        payload: { name: member.email, password: GOOD_PASSWORD },
      });
      const header = setCookieHeader(plain);
      expect(header).toMatch(/^ks_session=[A-Za-z0-9_-]{43};/);
      expect(header).toMatch(/HttpOnly/i);
      expect(header).toMatch(/SameSite=Lax/i);
      expect(header).toMatch(/Path=\//);
      expect(header).not.toMatch(/Max-Age|Expires/i);
      expect(header).not.toMatch(/Secure/i);
      expect(header).not.toMatch(/Domain/i);
      expect(plain.headers['cache-control']).toBe('no-store');

      const beforeRemembered = Date.now();
      const remembered = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        payload: { name: member.email, password: GOOD_PASSWORD, remember: true },
      });
      expect(setCookieHeader(remembered)).toMatch(/Max-Age=2592000/);

      // The database keeps only the SHA-256 of the id.
      const id = sessionCookieOf(remembered)!;
      const hash = createHash('sha256').update(id).digest('hex');
      const rows = await db().select().from(sessions).where(eq(sessions.userId, member.id));
      expect(rows.map((r) => r.idHash)).toContain(hash);
      expect(rows.map((r) => r.idHash)).not.toContain(id);
      const persistent = rows.find((r) => r.idHash === hash)!;
      expect(persistent.isPersistent).toBe(true);
      expect(persistent.expiresAt.getTime()).toBeGreaterThanOrEqual(
        beforeRemembered + 30 * 86_400_000 - 1_000,
      );
      const other = rows.find((r) => r.idHash !== hash)!;
      expect((other.expiresAt.getTime() - Date.now()) / 3_600_000).toBeLessThanOrEqual(12);
    });

    it('marks the cookie Secure when the site is served over https', async () => {
      const secure = await buildTestApp(kind, { PUBLIC_URL: 'https://kiwi.example.nz' });
      try {
        const member = await insertMember(secure.handle.db);
        const res = await secure.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { name: member.email, password: GOOD_PASSWORD },
        });
        expect(setCookieHeader(res)).toMatch(/; Secure/i);
      } finally {
        await secure.close();
      }
    });

    it('issues a new id at every login and ends the session the browser had (no fixation)', async () => {
      const member = await insertMember(db());
      const first = await loginAs(t.app, member.email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        cookies: { ks_session: first },
        payload: { name: member.email, password: GOOD_PASSWORD },
      });
      const second = sessionCookieOf(res)!;
      expect(second).not.toBe(first);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(second)).statusCode).toBe(200);
    });

    it('GET /api/me answers 401 without a session and the account with one', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/me' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({
        status: 0,
        success: false,
        message: 'Please login to your account!',
      });
      expect((await me('garbage')).statusCode).toBe(401);
      expect((await me('A'.repeat(43))).statusCode).toBe(401);

      const member = await insertMember(db());
      const res = await me(await loginAs(t.app, member.email));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json().result).toMatchObject({
        id: member.id,
        email: member.email,
        f_name: 'Aroha',
        l_name: 'Ngata',
        role_id: 3,
        subscription: null,
        created_at: member.createdAt.toISOString(),
      });
      expect(res.json().result).not.toHaveProperty('password_hash');
    });

    it('logout deletes the session: the old cookie no longer works', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        cookies: { ks_session: cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 1, success: true });
      expect(setCookieHeader(res)).toMatch(/ks_session=;/);
      expect((await me(cookie)).statusCode).toBe(401);
      const rows = await db().select().from(sessions).where(eq(sessions.userId, member.id));
      expect(rows).toHaveLength(0);
      // Logging out twice, or without a session, is fine.
      expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    });

    it('expires browser sessions after 12 hours idle and slides the expiry at most once a minute', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      const hash = createHash('sha256').update(cookie).digest('hex');
      const read = async () =>
        (await db().select().from(sessions).where(eq(sessions.idHash, hash)))[0]!;

      // Within the minute: no write.
      const fresh = await read();
      await me(cookie);
      expect((await read()).lastSeenAt.getTime()).toBe(fresh.lastSeenAt.getTime());

      // Seen 2 minutes ago with 1 hour left: the request slides it back to 12 hours. (The app
      // holds live sessions for a while: the change says the stored one moved.)
      const ended = () => t.app.deps.changes.publish({ kind: 'sessions', userId: member.id });
      await db()
        .update(sessions)
        .set({
          lastSeenAt: new Date(Date.now() - 120_000),
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .where(eq(sessions.idHash, hash));
      ended();
      const beforeSlide = Date.now();
      expect((await me(cookie)).statusCode).toBe(200);
      const slid = await read();
      expect(slid.expiresAt.getTime()).toBeGreaterThanOrEqual(beforeSlide + 12 * 3_600_000 - 1_000);

      // Idle past the expiry: 401.
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.idHash, hash));
      ended();
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('suspended users cannot log in and their sessions stop working', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      await db().update(users).set({ isSuspended: true }).where(eq(users.id, member.id));
      expect((await me(cookie)).statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        payload: { name: member.email, password: GOOD_PASSWORD },
      });
      expect(res.json()).toMatchObject({ status: 0, success: false });
      expect(res.json().message).toMatch(/suspended/);
      expect(sessionCookieOf(res)).toBeNull();
    });

    it('lets 20 good logins a minute through from one office address', async () => {
      const ip = uniqueIp();
      const members = await Promise.all(Array.from({ length: 20 }, () => insertMember(db())));
      const answers = [];
      for (const member of members) {
        answers.push(
          await t.app.inject({
            method: 'POST',
            url: '/api/login',
            remoteAddress: ip,
            payload: { name: member.email, password: GOOD_PASSWORD },
          }),
        );
      }
      expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      expect(answers.map((res) => res.json().status)).toEqual(Array(20).fill(1));
      expect(new Set(answers.map(sessionCookieOf)).size).toBe(20);
      expect(answers.map(sessionCookieOf)).not.toContain(null);
    });
  });
});
