import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { authCalls } from '#tests/helpers/auth-calls.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { outboxEmails, passwordTokens } from '../../db/schema/index.ts';
import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { afterReplyIdle } from '../../lib/after-reply.ts';
import { latestLinkToken, loginAs, uniqueEmail, uniqueIp } from '#tests/helpers/http.ts';

/** Password links: setting a password from a link, and forgot-password. */
describe.each(testDbKinds)('accounts and sessions API on %s', (kind) => {
  const t = useTestApp(kind);
  const { db, findUser, registerPersonal, setPassword, me } = authCalls(t);

  describe('password links: POST /api/password/set and /api/password/forgot', () => {
    it('sets the password once, verifies the email, then refuses the reused link', async () => {
      const email = uniqueEmail('setup');
      await registerPersonal({ email });
      const token = await latestLinkToken(db(), email);
      const res = await setPassword(token, GOOD_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 1, success: true });
      const user = await findUser(email);
      expect(user!.isVerified).toBe(true);
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      const again = await setPassword(token, 'Another-strong-pass-9');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ status: 0, success: false });
      // The second use changed nothing: the first password still logs in.
      await loginAs(t.app, email, GOOD_PASSWORD);
    });

    it('refuses an expired or unknown token', async () => {
      const email = uniqueEmail('expired');
      await registerPersonal({ email });
      const token = await latestLinkToken(db(), email);
      const user = await findUser(email);
      await db()
        .update(passwordTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordTokens.userId, user!.id));
      expect((await setPassword(token, GOOD_PASSWORD)).statusCode).toBe(400);
      expect((await setPassword('A'.repeat(43), GOOD_PASSWORD)).statusCode).toBe(400);
      expect((await setPassword('../../etc', GOOD_PASSWORD)).statusCode).toBe(400);
      expect((await findUser(email))!.passwordHash).toBeNull();
    });

    it('refuses short, common and own-email passwords with a clear message; the link still works', async () => {
      const email = uniqueEmail('weak');
      await registerPersonal({ email });
      const token = await latestLinkToken(db(), email);
      for (const weak of [
        'short7!',
        'password123',
        'Password2026!',
        'qwertyuiop',
        email,
        '12345678',
      ]) {
        const res = await setPassword(token, weak);
        expect(res.statusCode, weak).toBe(200);
        expect(res.json(), weak).toMatchObject({ status: 0, success: false });
        expect(res.json().errors.password[0]).toMatch(/at least 8|too common/);
      }
      const tooLong = await setPassword(token, 'x'.repeat(1025));
      expect(tooLong.statusCode).toBe(400);
      // A long passphrase with emoji is fine.
      const ok = await setPassword(token, 'kōwhai 🌼 blooms in spring '.repeat(3));
      expect(ok.json()).toMatchObject({ status: 1 });
    });

    it('answers forgot-password with the same neutral message for unknown and known emails', async () => {
      const member = await insertMember(db());
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        remoteAddress: uniqueIp(),
        payload: { email: uniqueEmail('nobody') },
      });
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        remoteAddress: uniqueIp(),
        payload: { email: member.email.toUpperCase() },
      });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      await afterReplyIdle();
      const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, member.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.kind).toBe('password_reset');
    });

    it('a reset link sets a new password and ends every session of the user', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      expect((await me(cookie)).statusCode).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/password/forgot',
        remoteAddress: uniqueIp(),
        payload: { email: member.email },
      });
      await afterReplyIdle();
      const token = await latestLinkToken(db(), member.email);
      const [row] = await db()
        .select()
        .from(passwordTokens)
        .where(and(eq(passwordTokens.userId, member.id), eq(passwordTokens.purpose, 'reset')));
      expect((row!.expiresAt.getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(60);
      expect((await setPassword(token, 'Brand-new-kauri-77')).json()).toMatchObject({ status: 1 });
      expect((await me(cookie)).statusCode).toBe(401);
      await loginAs(t.app, member.email, 'Brand-new-kauri-77');
    });

    it('limits reset requests per email and per address', async () => {
      const member = await insertMember(db());
      const ask = (remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/password/forgot',
          remoteAddress,
          payload: { email: member.email },
        });
      for (let i = 0; i < 3; i++) expect((await ask(uniqueIp())).statusCode).toBe(200);
      const limited = await ask(uniqueIp());
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many password requests/);
      await afterReplyIdle();
      const mails = await db().select().from(outboxEmails).where(eq(outboxEmails.to, member.email));
      expect(mails).toHaveLength(3);
    });
  });
});
