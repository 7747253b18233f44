import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Config } from '../config.ts';
import { forbidden } from '../lib/errors.ts';

/**
 * CSRF defence (docs/decisions/011-csrf-origin-check.md): a state-changing request
 * (POST/PUT/PATCH/DELETE, multipart and form posts included) whose Origin, or Referer when
 * there is no Origin, is not our own origin is refused with 403 before its body is read.
 * Requests with neither header come from non-browser clients and are let through (browsers
 * always send Origin on cross-site POSTs). The legacy GET calls that write (route
 * `config.writes`) pass the same check; browsers send `Sec-Fetch-Site` on them. SameSite=Lax
 * on the session cookie is the second layer.
 */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Called by other sites' servers, never by a browser form (Stripe signs its calls). */
const EXEMPT_PATHS = new Set(['/api/stripeWebhook']);

/** The Vite dev server proxies /api, so in development its origin is ours too. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Our origin, plus in development the Vite dev server's. Outside production a loopback
 * PUBLIC_URL also accepts the other loopback names on the same port (someone trying the app
 * may open http://127.0.0.1:3000 while PUBLIC_URL says http://localhost:3000).
 */
export function allowedOrigins(config: Pick<Config, 'publicUrl' | 'nodeEnv'>): Set<string> {
  const publicUrl = new URL(config.publicUrl);
  const origins = new Set([publicUrl.origin]);
  if (config.nodeEnv !== 'production' && LOOPBACK_HOSTS.includes(publicUrl.hostname)) {
    const port = publicUrl.port ? `:${publicUrl.port}` : '';
    LOOPBACK_HOSTS.forEach((host) => origins.add(`${publicUrl.protocol}//${host}${port}`));
  }
  if (config.nodeEnv === 'development') DEV_ORIGINS.forEach((o) => origins.add(o));
  return origins;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origin a browser says the request comes from, or undefined when it says nothing. */
function requestOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    return origin === 'null' ? null : originOf(origin);
  }
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return originOf(referer);
  return undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A legacy GET call that changes data (remove-watch-list, the subscription cancel). */
    writes?: boolean;
  }
}

export function registerOriginCheck(app: FastifyInstance): void {
  const allowed = allowedOrigins(app.deps.config);
  app.addHook('onRequest', async (request) => {
    const writes =
      UNSAFE_METHODS.has(request.method) || request.routeOptions.config.writes === true;
    if (!writes) return;
    const path = request.url.split('?')[0] ?? '';
    if (EXEMPT_PATHS.has(path)) return;
    const origin = requestOrigin(request);
    // A browser says where a request comes from; a page of another site (even a sibling one)
    // never writes here.
    const fetchSite = request.headers['sec-fetch-site'];
    const foreign = fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (origin === undefined && !foreign) return;
    if (origin && allowed.has(origin) && !foreign) return;
    request.log.warn(
      { origin: request.headers.origin, referer: request.headers.referer, url: path },
      'refused: cross-origin write',
    );
    throw forbidden(
      'This request came from another website and was refused. Please use the site directly.',
    );
  });
}
