import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, computed once. Helmet's headers depend only on its
 * options (we use no CSP nonces), so there is no need to rebuild its middleware, and re-parse
 * the CSP directives, on every request as @fastify/helmet does (a tenth of a trivial request's
 * CPU time in the benchmark).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const failures: Error[] = [];
  const middleware = helmet(options) as unknown as (
    req: object,
    res: typeof recorder,
    next: (err?: unknown) => void,
  ) => void;
  middleware({}, recorder, (err) => {
    if (err) failures.push(err instanceof Error ? err : new Error('helmet refused its options'));
  });
  if (failures[0]) throw failures[0];
  return headers;
}

/** Sends helmet's security headers with every response. */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
