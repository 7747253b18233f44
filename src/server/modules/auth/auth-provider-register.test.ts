import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { authCalls } from '#tests/helpers/auth-calls.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { insertMember } from '#tests/factories/index.ts';

import {
  latestLinkToken,
  multipartBody,
  pngBytes,
  uniqueEmail,
  uniqueIp,
} from '#tests/helpers/http.ts';

/** Registration of service providers (POST /api/serviceProviderRegister). */
describe.each(testDbKinds)('accounts and sessions API on %s', (kind) => {
  const t = useTestApp(kind);
  const { db, findUser } = authCalls(t);

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
});
