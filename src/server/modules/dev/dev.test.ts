import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { enqueueEmail } from '../../lib/mail.ts';

describe.each(testDbKinds)('GET /api/dev/mailbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the latest outgoing messages, newest first, paginated', async () => {
    for (let i = 1; i <= 3; i++) {
      await enqueueEmail(t.handle.db, {
        kind: 'test',
        to: `n${i}@example.test`,
        subject: `Message ${i}`,
        text: `See http://localhost:3000/set-password?token=abc${i}`,
        html: `<p>${i}</p>`,
      });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?per_page=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 3, page: 1, per_page: 2 });
    expect(body.messages.map((m: { subject: string }) => m.subject)).toEqual([
      'Message 3',
      'Message 2',
    ]);
    expect(body.messages[0]).toMatchObject({
      to: 'n3@example.test',
      kind: 'test',
      status: 'pending',
      text: expect.stringContaining('set-password?token=abc3'),
      html: '<p>3</p>',
      sent_at: null,
    });
    const page2 = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?per_page=2&page=2' });
    expect(page2.json().messages).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?per_page=1000' })).statusCode,
    ).toBe(400);
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp(kind, { NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
