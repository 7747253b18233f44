import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { buildTestApp, TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import {
  outboxEmails,
  passwordTokens,
  sessions,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { afterReplyIdle } from '../../lib/after-reply.ts';
import {
  latestLinkToken,
  loginAs,
  multipartBody,
  pngBytes,
  sessionCookieOf,
  setCookieHeader,
  uniqueEmail,
  uniqueIp,
} from '#tests/helpers/http.ts';

describe.each(testDbKinds)('accounts and sessions API on %s', (kind) => {
  const t = useTestApp(kind);

  const db = () => t.handle.db;
  const findUser = async (email: string) =>
    (await db().select().from(users).where(eq(users.email, email)))[0];
  const countUsers = async () =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
    )[0]!.n;

  const registerPersonal = (fields: Record<string, unknown>, remoteAddress = uniqueIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      payload: {
        f_name: 'Mere',
        l_name: 'Parata',
        phone_number: '0211234567',
        is_verified: 0,
        role_id: 3,
        ...fields,
      },
    });

  const setPassword = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/password/set',
      remoteAddress: uniqueIp(),
      payload: { token, password },
    });

  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', cookies: { ks_session: cookie } });

  describe('POST /api/register', () => {
    it('creates an unverified customer without a password and emails a single-use set-up link', async () => {
      const email = uniqueEmail('mere');
      const res = await registerPersonal({ email: email.toUpperCase(), is_verified: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 1, success: true });
      expect(typeof res.json().message).toBe('string');

      const user = await findUser(email);
      expect(user).toMatchObject({
        roleId: 3,
        firstName: 'Mere',
        lastName: 'Parata',
        isVerified: false,
        passwordHash: null,
        username: email.split('@')[0],
      });
      const [mail] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, email));
      expect(mail).toMatchObject({ kind: 'password_setup', status: 'pending' });
      expect(mail!.subject).toContain('Kiwi Services');
      expect(mail!.text).toContain(`${TEST_ORIGIN}/set-password?token=`);
      expect(mail!.html).toContain('Set my password');

      // The token is stored only as its SHA-256 and is valid about 24 hours.
      const token = await latestLinkToken(db(), email);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await db()
        .select()
        .from(passwordTokens)
        .where(eq(passwordTokens.userId, user!.id));
      expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(row!.purpose).toBe('setup');
      const hours = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThanOrEqual(24);
    });

    it('accepts urlencoded and multipart forms as well as JSON', async () => {
      const a = uniqueEmail('form');
      const urlencoded = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: uniqueIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          f_name: 'Wiremu',
          l_name: 'Tane',
          email: a,
          phone_number: '098765432',
          is_verified: '0',
          role_id: '3',
        }).toString(),
      });
      expect(urlencoded.json()).toMatchObject({ status: 1 });
      const b = uniqueEmail('multi');
      const form = multipartBody({
        f_name: 'Hana',
        l_name: 'Kereama',
        email: b,
        phone_number: '098765432',
        is_verified: '0',
        role_id: '3',
      });
      const multipart = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: uniqueIp(),
        ...form,
      });
      expect(multipart.json()).toMatchObject({ status: 1 });
      expect(await findUser(a)).toBeDefined();
      expect(await findUser(b)).toBeDefined();
    });

    it('answers a taken email (any case) with status 0 and message.email as a list', async () => {
      const email = uniqueEmail('taken');
      await registerPersonal({ email });
      const before = await countUsers();
      const res = await registerPersonal({ email: email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 0,
        success: false,
        message: { email: ['The email has already been taken.'] },
      });
      expect(await countUsers()).toBe(before);
    });

    it('de-duplicates usernames and slugs by exact match', async () => {
      const local = `kiri${Date.now().toString(36)}`;
      await registerPersonal({ email: `${local}@one.test` });
      await registerPersonal({ email: `${local}@two.test` });
      await registerPersonal({ email: `${local}x@three.test` });
      const first = await findUser(`${local}@one.test`);
      const second = await findUser(`${local}@two.test`);
      const third = await findUser(`${local}x@three.test`);
      expect(first!.username).toBe(local);
      expect(second!.username).toBe(`${local}-2`);
      expect(third!.username).toBe(`${local}x`);
      expect(new Set([first!.slug, second!.slug, third!.slug]).size).toBe(3);
    });

    it('refuses role_id 1 (admin) and creates nothing', async () => {
      const email = uniqueEmail('admin');
      const before = await countUsers();
      const res = await registerPersonal({ email, role_id: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 0, success: false });
      expect(res.json().errors.role_id).toBeDefined();
      const provider = await t.app.inject({
        method: 'POST',
        url: '/api/serviceProviderRegister',
        remoteAddress: uniqueIp(),
        ...multipartBody({
          business_name: 'Sneaky Admin Ltd',
          contact_person: 'Eve',
          email,
          message: 'x',
          phone_number: '021000000',
          role_id: '1',
        }),
      });
      expect(provider.statusCode).toBe(400);
      expect(await countUsers()).toBe(before);
      expect(await findUser(email)).toBeUndefined();
    });

    it('answers malformed and oversized forms with 4xx, never 500', async () => {
      const before = await countUsers();
      const cases = [
        // missing fields
        { payload: { email: uniqueEmail() } },
        // bad email, wrong types, NUL byte, 100 KB string
        { payload: { f_name: 'A', l_name: 'B', email: 'not-an-email', phone_number: '021' } },
        { payload: { f_name: ['A'], l_name: { x: 1 }, email: 5, phone_number: true } },
        { payload: { f_name: 'A\u0000', l_name: 'B', email: uniqueEmail(), phone_number: '0211' } },
        {
          payload: {
            f_name: 'A'.repeat(100_000),
            l_name: 'B',
            email: uniqueEmail(),
            phone_number: '0211',
          },
        },
        {
          payload: {
            f_name: 'A',
            l_name: 'B',
            email: uniqueEmail(),
            phone_number: '0211',
            role_id: '99999999999999999999',
          },
        },
        // not JSON, not a form
        { payload: '{"f_name":', headers: { 'content-type': 'application/json' } },
        { payload: 'hello', headers: { 'content-type': 'text/plain' } },
        { payload: '[1,2,3]', headers: { 'content-type': 'application/json' } },
        // a broken multipart body
        {
          payload: '--xyz\r\nContent-Disposition: form-data; name="f_name"\r\n\r\nA',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        },
        // 2 MB of JSON
        {
          payload: JSON.stringify({ f_name: 'x'.repeat(2_000_000) }),
          headers: { 'content-type': 'application/json' },
        },
      ];
      for (const c of cases) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/register',
          remoteAddress: uniqueIp(),
          payload: c.payload as string | Record<string, unknown>,
          headers: 'headers' in c ? c.headers : {},
        });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json()).toMatchObject({ status: 0, success: false });
      }
      // A 100 KB multipart field is refused as too large.
      const big = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: uniqueIp(),
        ...multipartBody({
          f_name: 'A'.repeat(100_000),
          l_name: 'B',
          email: uniqueEmail(),
          phone_number: '021',
        }),
      });
      expect(big.statusCode).toBe(413);
      // 50 files in one form, and a field named __proto__.
      const files = Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [
          `file${i}`,
          { bytes: Buffer.from('x'), filename: `f${i}.png`, type: 'image/png' },
        ]),
      );
      const many = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: uniqueIp(),
        ...multipartBody({ f_name: 'A' }, files),
      });
      expect(many.statusCode).toBe(413);
      expect(many.json().message).toMatch(/too many/);
      const proto = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: uniqueIp(),
        ...multipartBody(JSON.parse('{"__proto__":"x","f_name":"A"}') as Record<string, string>),
      });
      expect(proto.statusCode).toBe(400);
      expect(proto.json().message).toBe('The form could not be read');
      expect(await countUsers()).toBe(before);
    });

    it('limits registrations per address (429 with a clear message)', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < 20; i++) {
        const res = await registerPersonal({ email: uniqueEmail('burst') }, ip);
        expect(res.statusCode).toBe(200);
      }
      const res = await registerPersonal({ email: uniqueEmail('burst') }, ip);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status: 0, success: false });
      expect(res.json().message).toMatch(/Too many registrations/);
      expect(res.headers['retry-after']).toBeDefined();
      // Another address is not affected.
      expect((await registerPersonal({ email: uniqueEmail('other') })).statusCode).toBe(200);
    });
  });

  describe('POST /api/serviceProviderRegister', () => {
    const providerFields = (email: string) => ({
      business_name: 'Ōrākei Plumbing & Gas',
      contact_person: 'Tama Wilson',
      email,
      message: 'Certified plumbers serving the eastern suburbs since 2009.',
      phone_number: '0275551234',
      is_verified: '1',
      role_id: '2',
    });

    it('creates an unverified provider with a re-encoded logo and a slug from the business name', async () => {
      const email = uniqueEmail('plumber');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/serviceProviderRegister',
        remoteAddress: uniqueIp(),
        ...multipartBody(providerFields(email), {
          logo: { bytes: await pngBytes(), filename: 'logo.png', type: 'image/png' },
        }),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 1, success: true });
      const user = await findUser(email);
      expect(user).toMatchObject({
        roleId: 2,
        businessName: 'Ōrākei Plumbing & Gas',
        contactPerson: 'Tama Wilson',
        isVerified: false,
        passwordHash: null,
      });
      expect(user!.slug).toMatch(/^orakei-plumbing-and-gas/);
      expect(user!.logo).toMatch(/^logos\/[a-f0-9]+\.webp$/);
      expect(existsSync(join(t.config.uploadsDir, user!.logo!))).toBe(true);
      expect(await latestLinkToken(db(), email)).toBeTruthy();
    });

    it('refuses a logo that is not an image (415) and creates nothing', async () => {
      const email = uniqueEmail('fake');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/serviceProviderRegister',
        remoteAddress: uniqueIp(),
        ...multipartBody(providerFields(email), {
          logo: {
            bytes: Buffer.from('<?php echo 1; ?>'),
            filename: 'logo.jpg',
            type: 'image/jpeg',
          },
        }),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ status: 0, success: false });
      expect(await findUser(email)).toBeUndefined();
    });

    it('refuses a logo over 8 MB (413) and a description over 1000 characters (400)', async () => {
      const email = uniqueEmail('huge');
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/serviceProviderRegister',
        remoteAddress: uniqueIp(),
        ...multipartBody(providerFields(email), {
          logo: { bytes: Buffer.alloc(9 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' },
        }),
      });
      expect(huge.statusCode).toBe(413);
      const long = await t.app.inject({
        method: 'POST',
        url: '/api/serviceProviderRegister',
        remoteAddress: uniqueIp(),
        ...multipartBody({ ...providerFields(email), message: 'x'.repeat(1001) }),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().errors.message).toBeDefined();
      expect(await findUser(email)).toBeUndefined();
    });

    it('answers a taken email with message.email and keeps no orphan logo', async () => {
      const existing = await insertMember(db());
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/serviceProviderRegister',
        remoteAddress: uniqueIp(),
        ...multipartBody(providerFields(existing.email), {
          logo: { bytes: await pngBytes(), filename: 'logo.png', type: 'image/png' },
        }),
      });
      expect(res.json()).toMatchObject({
        status: 0,
        message: { email: ['The email has already been taken.'] },
      });
    });
  });

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
      expect((persistent.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
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
      expect((await me(cookie)).statusCode).toBe(200);
      const slid = await read();
      expect((slid.expiresAt.getTime() - Date.now()) / 3_600_000).toBeGreaterThan(11.9);

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
      for (const member of members) {
        await loginAs(t.app, member.email, GOOD_PASSWORD, { remoteAddress: ip });
      }
    });
  });

  describe('cross-origin writes (CSRF origin check)', () => {
    it('refuses a login or registration posted from another site, multipart included', async () => {
      const member = await insertMember(db());
      const evil = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'http://evil.localtest' },
        payload: { name: member.email, password: GOOD_PASSWORD },
      });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toMatchObject({ status: 0, success: false });
      expect(evil.json().message).toMatch(/another website/);
      expect(sessionCookieOf(evil)).toBeNull();

      const email = uniqueEmail('csrf');
      const form = multipartBody({
        business_name: 'CSRF Ltd',
        contact_person: 'Eve',
        email,
        message: 'x',
        phone_number: '021000000',
        role_id: '2',
      });
      const multipart = await t.app.inject({
        method: 'POST',
        url: '/api/serviceProviderRegister',
        payload: form.payload,
        headers: { ...form.headers, origin: 'https://evil.example' },
      });
      expect(multipart.statusCode).toBe(403);
      const viaReferer = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { referer: 'http://evil.localtest/page.html' },
        payload: { f_name: 'A', l_name: 'B', email, phone_number: '0211234' },
      });
      expect(viaReferer.statusCode).toBe(403);
      const opaque = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: 'null' },
        payload: { f_name: 'A', l_name: 'B', email, phone_number: '0211234' },
      });
      expect(opaque.statusCode).toBe(403);
      expect(await findUser(email)).toBeUndefined();
    });

    it('accepts our own origin, and clients that send neither Origin nor Referer', async () => {
      const member = await insertMember(db());
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: uniqueIp(),
        headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
        payload: { name: member.email, password: GOOD_PASSWORD },
      });
      expect(own.json()).toMatchObject({ status: 1 });
      const ownReferer = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { referer: `${TEST_ORIGIN}/accountDetails` },
      });
      expect(ownReferer.statusCode).toBe(200);
      // The Vite dev origin is ours only in development.
      const vite = await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { origin: 'http://localhost:5173' },
      });
      expect(vite.statusCode).toBe(403);
      // Reads are never refused; the Stripe webhook is exempt (without a webhook secret it is a
      // 404, not the origin check's 403).
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { origin: 'http://evil.localtest' },
      });
      expect(read.statusCode).toBe(401);
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/stripeWebhook',
        headers: { origin: 'https://stripe.com' },
        payload: {},
      });
      expect(webhook.statusCode).toBe(404);
    });
  });
});
