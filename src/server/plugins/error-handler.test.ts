import { sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { text } from '#shared/api/common.ts';
import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';
import type { App } from '../app.ts';
import { AppError, type ErrorCode } from '../lib/errors.ts';

const SECRET = 'password=hunter2 host=secret-db.internal';

/** Routes that exist only in this test, to drive each branch of the error policy. */
function registerProbeRoutes(app: App) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test-probe/echo',
    {
      schema: {
        body: z.object({ name: text(10), count: z.number().int().max(1000) }),
      },
    },
    async (request) => ({ status: 1, received: request.body }),
  );
  r.get('/api/test-probe/boom', async () => {
    throw new Error(`connection failed: ${SECRET}`);
  });
  r.get('/api/test-probe/bad-gateway', async () => {
    throw Object.assign(new Error(`upstream said ${SECRET}`), { statusCode: 502 });
  });
  r.get(
    '/api/test-probe/app-error/:code',
    { schema: { params: z.object({ code: z.string() }) } },
    async (request) => {
      throw new AppError(request.params.code as ErrorCode, `probe ${request.params.code}`);
    },
  );
  r.get('/api/test-probe/pg-input', async () => {
    await app.deps.db.execute(sql`select ${'not a number'}::int`);
    return { ok: true };
  });
  r.get(
    '/api/test-probe/limited',
    { config: { rateLimit: { max: 1, timeWindow: 60_000 } } },
    async () => ({ ok: true }),
  );
}

const ERROR_BODY = { status: 0, success: false, message: expect.any(String) };

describe.each(testDbKinds)('the error policy on %s', (kind) => {
  const t = useTestApp(kind, { configure: registerProbeRoutes });

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-probe/echo',
      headers: { 'content-type': contentType },
      payload,
    });

  it('a valid body passes through', async () => {
    const res = await post(JSON.stringify({ name: ' Kim ', count: 3 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, received: { name: 'Kim', count: 3 } });
  });

  it('malformed JSON is a 400 with the error shape, not a 500', async () => {
    const res = await post('{"name": "Kim", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(ERROR_BODY);
  });

  it('an empty JSON body is a 400', async () => {
    const res = await post('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(ERROR_BODY);
  });

  it('a __proto__ key is refused with a 400', async () => {
    const res = await post('{"name":"Kim","count":1,"__proto__":{"isAdmin":true}}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(ERROR_BODY);
  });

  it('an unsupported content type is a 415 with the error shape', async () => {
    const res = await post('<name>Kim</name>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ ...ERROR_BODY, message: 'Unsupported content type' });
  });

  it('a JSON body over 1 MiB is a 413 with the error shape', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), count: 1 }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ ...ERROR_BODY, message: 'The request is too large' });
  });

  it('a form body over 1 MiB is a 413 too', async () => {
    const res = await post(
      `name=${'x'.repeat(1024 * 1024 + 10)}&count=1`,
      'application/x-www-form-urlencoded',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject(ERROR_BODY);
  });

  it('invalid fields are a 400 naming each failing field', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(11), count: 'many' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject(ERROR_BODY);
    expect(Object.keys(body.errors).sort()).toEqual(['count', 'name']);
    expect(body.errors.name[0]).toBe('Name must be at most 10 characters');
    expect(body.message).toBe(body.errors[Object.keys(body.errors)[0]!][0]);
  });

  it.each([
    ['a huge number', { name: 'Kim', count: 1e308 }, 'count'],
    ['a NUL byte', { name: 'K\u0000m', count: 1 }, 'name'],
    ['a missing field', { name: 'Kim' }, 'count'],
    ['a wrong type', { name: ['Kim'], count: 1 }, 'name'],
  ])('%s is a 400, never a 500', async (_label, payload, field) => {
    const res = await post(JSON.stringify(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('an unexpected error is a generic 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-probe/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      status: 0,
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      request_id: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/hunter2|secret-db|connection failed|stack|at /);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('an upstream 5xx keeps its code but not its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-probe/bad-gateway' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      ...ERROR_BODY,
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('hunter2');
  });

  it.each([
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['PAYLOAD_TOO_LARGE', 413],
    ['TOO_MANY_REQUESTS', 429],
    ['UNAVAILABLE', 503],
  ])('an AppError %s answers %i with its own message', async (code, status) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test-probe/app-error/${code}` });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: 0, success: false, message: `probe ${code}` });
  });

  it('a value the database rejects as malformed is a 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-probe/pg-input' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...ERROR_BODY, message: 'A value has the wrong format' });
  });

  it('a rate-limited route answers 429 with the error shape', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/test-probe/limited' });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({ method: 'GET', url: '/api/test-probe/limited' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toMatchObject(ERROR_BODY);
    expect(second.headers['retry-after']).toBeDefined();
  });
});
