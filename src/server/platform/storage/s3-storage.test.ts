import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOD_PASSWORD, insertMember } from '#tests/factories/index.ts';
import { loginAs, multipartBody, pngBytes } from '#tests/helpers/http.ts';
import { startS3 } from '#tests/helpers/s3-server.ts';
import { TEST_ORIGIN } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { createS3Storage } from './s3-storage.ts';
import { StoredFileMissing } from './storage.ts';

describe('S3 storage (against s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.close();
  });
  const storageFor = (extra: Record<string, string> = {}) =>
    createS3Storage(loadConfig({ ...s3.env, ...extra }).s3!, TEST_ORIGIN);

  it('puts, gets and deletes files by key; URLs stay the app’s /uploads/ ones', async () => {
    const storage = storageFor();
    expect(storage.localDir).toBeNull();
    const key = 'services/ab12cd-card.webp';
    await storage.put(key, Buffer.from('webp bytes'));
    expect((await storage.get(key)).toString()).toBe('webp bytes');
    expect(storage.url(key)).toBe(`${TEST_ORIGIN}/uploads/${key}`);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    // Deleting what is gone is fine (as on the local folder).
    await storage.delete(key);
  });

  it('refuses keys the app could not have made, and links to S3_PUBLIC_URL when set', async () => {
    const storage = storageFor({ S3_PUBLIC_URL: 'https://cdn.example.test/kiwi/' });
    await expect(storage.put('../etc/passwd.png', Buffer.from('x'))).rejects.toThrow(/Unsafe/);
    await expect(storage.get('a/../../b.webp')).rejects.toThrow(/Unsafe/);
    expect(storage.url('logos/x.webp')).toBe('https://cdn.example.test/kiwi/logos/x.webp');
  });
});

describe('S3 configuration', () => {
  it('names the variable that is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'b' }).s3).toMatchObject({ bucket: 'b', forcePathStyle: false });
  });
});

describe.each(testDbKinds)('uploads on S3 through the app on %s', (kind) => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3.close();
  });
  const t = useTestApp(kind, () => ({ env: s3.env }));

  it('stores an uploaded logo in the bucket and serves it at the same /uploads/ URL', async () => {
    const member = await insertMember(t.handle.db, { roleId: 2, businessName: 'Tui Gardens' });
    const cookie = await loginAs(t.app, member.email, GOOD_PASSWORD);
    const form = multipartBody(
      {},
      { logo: { bytes: await pngBytes(), filename: 'logo.png', type: 'image/png' } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-logo',
      cookies: { ks_session: cookie },
      headers: { ...form.headers, origin: TEST_ORIGIN },
      payload: form.payload,
    });
    expect(res.json()).toMatchObject({ status: 1 });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, member.id));
    const key = row!.logo!;
    expect(res.json().result.logo).toBe(`${TEST_ORIGIN}/uploads/${key}`);
    // Not on the local disk: in the bucket, served by the app.
    expect(existsSync(join(t.config.uploadsDir, key))).toBe(false);
    const file = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toMatch(/immutable/);
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('answers 404 for a missing or impossible key, never a 500', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/logos/nothing.webp' });
    expect(missing.statusCode).toBe(404);
    const odd = await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect(odd.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/uploads/x.exe' });
    expect(bad.statusCode).toBe(404);
  });
});
