import { describe, expect, it } from 'vitest';

import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { authCalls } from '#tests/helpers/auth-calls.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { multipartBody, sessionCookieOf, uniqueEmail, uniqueIp } from '#tests/helpers/http.ts';

/** Cross-origin writes: the origin check on login and registration. */
describe.each(testDbKinds)('accounts and sessions API on %s', (kind) => {
  const t = useTestApp(kind);
  const { db, findUser } = authCalls(t);

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
