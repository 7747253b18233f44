import type { FastifyInstance } from 'fastify';

import type { SsrFetch } from '#shared/ssr.ts';

/**
 * A fetch for the server-rendering bundle that answers from the app's own API in process
 * (`app.inject`): anonymous (no cookie), so the JSON micro-cache serves it like any visitor.
 */
export function inProcessFetch(app: FastifyInstance): SsrFetch {
  return async (input, init = {}) => {
    if (!input.startsWith('/api/')) throw new Error(`Server rendering may only call the API`);
    const method = (init.method ?? 'GET').toUpperCase() as 'GET' | 'POST';
    const headers: Record<string, string> = { accept: 'application/json' };
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    const res = await app.inject({
      method,
      url: input,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
