import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { authCalls } from '#tests/helpers/auth-calls.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { outboxEmails, passwordTokens } from '../../db/schema/index.ts';

import { latestLinkToken, multipartBody, uniqueEmail, uniqueIp } from '#tests/helpers/http.ts';

/** Registration of customers (POST /api/register): accounts without a password, the set-up link, input checks and limits. */
describe.each(testDbKinds)('accounts and sessions API on %s', (kind) => {
  const t = useTestApp(kind);
  const { db, findUser, countUsers, registerPersonal } = authCalls(t);

  describe('POST /api/register', () => {
    it('creates an unverified customer without a password and emails a single-use set-up link', async () => {
      const email = uniqueEmail('mere');
      const before = Date.now();
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
      // 24 hours from the request, however long the steps since took.
      expect(row!.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 24 * 3_600_000 - 1_000);
      expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
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
});
