import { describe, expect, it } from 'vitest';

import { buildTestApp } from '#tests/helpers/test-app.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

describe.each(testDbKinds)('system routes on %s', (kind) => {
  const t = useTestApp(kind);

  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready names the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: kind });
  });

  it('GET /api/ready answers 503 with a JSON message when the database cannot be reached', async () => {
    const other = await buildTestApp(kind);
    await other.handle.close();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 0,
        success: false,
        message: 'The database is not reachable',
      });
    } finally {
      await other.app.close();
    }
  });

  it('an unknown /api path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, success: false });
  });
});
