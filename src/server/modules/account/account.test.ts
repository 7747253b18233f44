import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { outboxEmails, sessions, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { loginAs, multipartBody, pngBytes, uniqueEmail } from '#tests/helpers/http.ts';

describe.each(testDbKinds)('account API on %s', (kind) => {
  const t = useTestApp(kind);

  const db = () => t.handle.db;
  const userRow = async (id: number) =>
    (await db().select().from(users).where(eq(users.id, id)))[0]!;
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', cookies: { ks_session: cookie } });
  const post = (url: string, cookie: string | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(cookie ? { cookies: { ks_session: cookie } } : {}),
      payload,
    });

  describe('POST /api/update-email', () => {
    it('needs a session (401)', async () => {
      const res = await post('/api/update-email', null, {
        current_email: 'a@example.test',
        new_email: 'b@example.test',
        password: GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 0, message: 'Please login to your account!' });
    });

    it("refuses another user's user_id with 403 and changes nothing", async () => {
      const alice = await insertMember(db());
      const bob = await insertMember(db());
      const cookie = await loginAs(t.app, alice.email);
      const res = await post('/api/update-email', cookie, {
        current_email: bob.email,
        user_id: bob.id,
        new_email: uniqueEmail('stolen'),
        password: GOOD_PASSWORD,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 0, success: false });
      expect((await userRow(bob.id)).email).toBe(bob.email);
      expect((await userRow(alice.id)).email).toBe(alice.email);
    });

    it('refuses a wrong password, a wrong current email and a taken new email (status 0)', async () => {
      const member = await insertMember(db());
      const other = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      const base = {
        current_email: member.email,
        user_id: member.id,
        new_email: uniqueEmail('new'),
      };
      const wrongPassword = await post('/api/update-email', cookie, {
        ...base,
        password: 'nope-nope-nope',
      });
      expect(wrongPassword.json()).toMatchObject({ status: 0, success: false });
      expect(wrongPassword.json().errors.password).toBeDefined();
      const wrongCurrent = await post('/api/update-email', cookie, {
        ...base,
        current_email: other.email,
        password: GOOD_PASSWORD,
      });
      expect(wrongCurrent.json()).toMatchObject({ status: 0 });
      const taken = await post('/api/update-email', cookie, {
        ...base,
        new_email: other.email.toUpperCase(),
        password: GOOD_PASSWORD,
      });
      expect(taken.json()).toMatchObject({ status: 0 });
      expect(taken.json().message).toMatch(/already been taken/);
      const invalid = await post('/api/update-email', cookie, {
        ...base,
        new_email: 'not an email',
        password: GOOD_PASSWORD,
      });
      expect(invalid.statusCode).toBe(400);
      expect((await userRow(member.id)).email).toBe(member.email);
    });

    it('changes the email, tells the old address, ends the other sessions and keeps this one', async () => {
      const member = await insertMember(db());
      const here = await loginAs(t.app, member.email);
      const elsewhere = await loginAs(t.app, member.email);
      const newEmail = uniqueEmail('moved');
      // The spec's client posts a form (multipart FormData).
      const form = multipartBody({
        current_email: member.email,
        user_id: String(member.id),
        new_email: newEmail.toUpperCase(),
        password: GOOD_PASSWORD,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/update-email',
        cookies: { ks_session: here },
        headers: { ...form.headers, origin: TEST_ORIGIN },
        payload: form.payload,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 1,
        success: true,
        result: { id: member.id, email: newEmail, slug: member.slug, name: member.username },
      });
      expect((await userRow(member.id)).email).toBe(newEmail);
      const [notice] = await db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, member.email));
      expect(notice).toMatchObject({ kind: 'email_changed' });
      expect(notice!.text).toContain(newEmail);
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      await loginAs(t.app, newEmail);
    });
  });

  describe('POST /api/change-password', () => {
    it('needs a session and refuses another user_id with 403', async () => {
      const alice = await insertMember(db());
      const bob = await insertMember(db());
      const anonymous = await post('/api/change-password', null, {
        current_password: GOOD_PASSWORD,
        new_password: 'Pohutukawa-summer-1',
      });
      expect(anonymous.statusCode).toBe(401);
      const cookie = await loginAs(t.app, alice.email);
      const res = await post('/api/change-password', cookie, {
        current_password: GOOD_PASSWORD,
        new_password: 'Pohutukawa-summer-1',
        user_id: bob.id,
      });
      expect(res.statusCode).toBe(403);
      const bobRow = await userRow(bob.id);
      expect(await verifyPassword(bobRow.passwordHash!, GOOD_PASSWORD)).toBe(true);
      const aliceRow = await userRow(alice.id);
      expect(await verifyPassword(aliceRow.passwordHash!, GOOD_PASSWORD)).toBe(true);
    });

    it('answers a wrong current password or a weak new one with status 0 and the reason', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      const wrong = await post('/api/change-password', cookie, {
        current_password: 'not-my-password',
        new_password: 'Pohutukawa-summer-1',
        user_id: member.id,
      });
      expect(wrong.json()).toMatchObject({ status: 0, success: false });
      expect(wrong.json().message).toMatch(/current password/);
      for (const weak of ['1234567', 'iloveyou1', member.email]) {
        const res = await post('/api/change-password', cookie, {
          current_password: GOOD_PASSWORD,
          new_password: weak,
          user_id: member.id,
        });
        expect(res.json(), weak).toMatchObject({ status: 0 });
        expect(res.json().message).toMatch(/at least 8|too common/);
      }
    });

    it('changes the password and ends every other session of the user', async () => {
      const member = await insertMember(db());
      const here = await loginAs(t.app, member.email);
      const elsewhere = await loginAs(t.app, member.email);
      const res = await post('/api/change-password', here, {
        current_password: GOOD_PASSWORD,
        new_password: 'Pohutukawa-summer-1',
        user_id: String(member.id),
      });
      expect(res.json()).toMatchObject({ status: 1, success: true, result: { id: member.id } });
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      const rows = await db().select().from(sessions).where(eq(sessions.userId, member.id));
      expect(rows).toHaveLength(1);
      await expect(loginAs(t.app, member.email, GOOD_PASSWORD)).rejects.toThrow();
      await loginAs(t.app, member.email, 'Pohutukawa-summer-1');
    });

    it('locks password checks after 10 wrong current passwords (429)', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      for (let i = 0; i < 10; i++) {
        const res = await post('/api/change-password', cookie, {
          current_password: `guess-${i}-guess`,
          new_password: 'Pohutukawa-summer-1',
        });
        expect(res.json()).toMatchObject({ status: 0 });
      }
      const locked = await post('/api/change-password', cookie, {
        current_password: GOOD_PASSWORD,
        new_password: 'Pohutukawa-summer-1',
      });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/Too many wrong passwords/);
    });
  });

  describe('POST /api/update-logo', () => {
    const upload = async (
      cookie: string | null,
      fields: Record<string, string>,
      logo?: { bytes: Buffer; filename: string; type: string },
      origin?: string,
    ) => {
      const form = multipartBody(fields, logo ? { logo } : {});
      return t.app.inject({
        method: 'POST',
        url: '/api/update-logo',
        ...(cookie ? { cookies: { ks_session: cookie } } : {}),
        headers: { ...form.headers, ...(origin ? { origin } : {}) },
        payload: form.payload,
      });
    };

    it('replaces the logo with a re-encoded WebP and deletes the previous file', async () => {
      const member = await insertMember(db(), { roleId: 2, businessName: 'Tui Gardens' });
      const cookie = await loginAs(t.app, member.email);
      const png = { bytes: await pngBytes(), filename: 'logo.png', type: 'image/png' };
      const first = await upload(cookie, { user_id: String(member.id) }, png, TEST_ORIGIN);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 1, success: true, result: { id: member.id } });
      const firstKey = (await userRow(member.id)).logo!;
      expect(first.json().result.logo).toBe(`${TEST_ORIGIN}/uploads/${firstKey}`);
      expect(existsSync(join(t.config.uploadsDir, firstKey))).toBe(true);

      const second = await upload(cookie, {}, png);
      expect(second.json()).toMatchObject({ status: 1 });
      const secondKey = (await userRow(member.id)).logo!;
      expect(secondKey).not.toBe(firstKey);
      expect(existsSync(join(t.config.uploadsDir, secondKey))).toBe(true);
      expect(existsSync(join(t.config.uploadsDir, firstKey))).toBe(false);
      const file = await t.app.inject({ method: 'GET', url: `/uploads/${secondKey}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    });

    it('needs a session (401), refuses another user_id (403) and stores nothing', async () => {
      const alice = await insertMember(db());
      const bob = await insertMember(db());
      const png = { bytes: await pngBytes(), filename: 'logo.png', type: 'image/png' };
      expect((await upload(null, {}, png)).statusCode).toBe(401);
      const cookie = await loginAs(t.app, alice.email);
      const res = await upload(cookie, { user_id: String(bob.id) }, png);
      expect(res.statusCode).toBe(403);
      expect((await userRow(bob.id)).logo).toBeNull();
      expect((await userRow(alice.id)).logo).toBeNull();
    });

    it('refuses a cross-origin multipart upload (403)', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      const png = { bytes: await pngBytes(), filename: 'logo.png', type: 'image/png' };
      const res = await upload(cookie, {}, png, 'http://evil.localtest');
      expect(res.statusCode).toBe(403);
      expect((await userRow(member.id)).logo).toBeNull();
    });

    it('refuses a non-image (415), no file (400), an oversized file (413) and an SVG (415)', async () => {
      const member = await insertMember(db());
      const cookie = await loginAs(t.app, member.email);
      const html = await upload(
        cookie,
        {},
        {
          bytes: Buffer.from('<html><script>alert(1)</script></html>'),
          filename: 'logo.png',
          type: 'image/png',
        },
      );
      expect(html.statusCode).toBe(415);
      const svg = await upload(
        cookie,
        {},
        {
          bytes: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
          filename: 'logo.svg',
          type: 'image/svg+xml',
        },
      );
      expect(svg.statusCode).toBe(415);
      const none = await upload(cookie, { user_id: String(member.id) });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Upload new logo');
      const big = await upload(
        cookie,
        {},
        {
          bytes: Buffer.alloc(9 * 1024 * 1024, 7),
          filename: 'big.jpg',
          type: 'image/jpeg',
        },
      );
      expect(big.statusCode).toBe(413);
      const json = await post('/api/update-logo', cookie, { logo: 'http://example.com/x.png' });
      expect(json.statusCode).toBe(400);
      expect((await userRow(member.id)).logo).toBeNull();
    });
  });
});
