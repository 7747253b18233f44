import { describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import { enqueueEmail } from '../../platform/mail/mail.ts';

describe.each(testDbKinds)('GET /api/dev/mailbox on %s', (kind) => {
  const t = useTestApp(kind);

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

  it('answers only to this machine: the socket address decides, never X-Forwarded-For', async () => {
    const ask = (remoteAddress: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });
    for (const local of ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1']) {
      expect((await ask(local)).statusCode, local).toBe(200);
    }
    for (const outside of ['203.0.113.7', '10.0.0.5', '::ffff:192.168.1.2', '2001:db8::1']) {
      const res = await ask(outside, { 'x-forwarded-for': '127.0.0.1' });
      expect(res.statusCode, outside).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, success: false });
      expect(res.body).not.toContain('@example.test');
    }
  });

  it('trusting a proxy does not let a forwarded loopback address in', async () => {
    const proxied = await buildTestApp(kind, { TRUST_PROXY: 'true' });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production', async () => {
    const prod = await buildTestApp(kind, { NODE_ENV: 'production' });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(prod.app.hasRoute({ method: 'GET', url: '/api/dev/mailbox' })).toBe(false);
      expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/mailbox' })).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
