import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { useTestApp } from '#tests/helpers/use-test-app.ts';
import { testDbKinds } from '#tests/helpers/test-db.ts';

describe.each(testDbKinds)('the app on %s', (kind) => {
  const t = useTestApp(kind);

  describe('unknown paths', () => {
    it('an unknown /api path is a JSON 404 with status 0, success false and a message', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(body).toMatchObject({ status: 0, success: false });
      expect(body.message).toBe('GET /api/no-such-thing not found');
    });

    it('an unknown method on a known /api path is a JSON 404 too', async () => {
      const res = await t.app.inject({ method: 'DELETE', url: '/api/category-list' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, success: false, message: expect.any(String) });
    });

    it('/api itself is not a page', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 0, success: false });
    });
  });

  describe('request ids', () => {
    it('every answer carries an x-request-id header', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      const missing = await t.app.inject({ method: 'GET', url: '/api/missing' });
      expect(ok.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      expect(missing.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
      expect(ok.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
      expect(missing.json().request_id).toBe(missing.headers['x-request-id']);
    });

    it('a well-formed incoming x-request-id is kept; a hostile one is replaced', async () => {
      const kept = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'abc-123_DEF' },
      });
      expect(kept.headers['x-request-id']).toBe('abc-123_DEF');
      const replaced = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'bad id\r\nset-cookie: x=1' },
      });
      // Replaced by a fresh UUID.
      expect(replaced.headers['x-request-id']).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    });
  });

  describe('security headers (helmet)', () => {
    it('sends a CSP that does not upgrade requests over plain http', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      // Local payment mode loads nothing from Stripe.
      expect(csp).not.toContain('stripe.com');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends nosniff and frame protections, and no x-powered-by', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('compresses large answers when the client accepts gzip', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
    });
  });

  describe('OpenAPI docs', () => {
    it('/api/docs answers an HTML page', async () => {
      let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
      // The UI may redirect to its own index page; follow one hop.
      if (res.statusCode >= 300 && res.statusCode < 400) {
        const location = String(res.headers.location);
        res = await t.app.inject({
          method: 'GET',
          url: location.startsWith('/') ? location : `/api/docs/${location.replace(/^\.\//, '')}`,
        });
      }
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body.toLowerCase()).toContain('swagger');
    });

    it('/api/docs/json is an OpenAPI document listing the start-up calls', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(String(doc.openapi)).toMatch(/^3\./);
      expect(doc.info.title).toBe('Kiwi Services API');
      const paths = Object.keys(doc.paths);
      expect(paths).toEqual(
        expect.arrayContaining([
          '/api/category-list',
          '/api/getAd',
          '/api/get-service-names-ofType',
          '/api/health',
          '/api/ready',
        ]),
      );
      // The response shapes come from the zod schemas.
      const categoryList = doc.paths['/api/category-list'].get;
      const schema = categoryList.responses['200'].content['application/json'].schema;
      expect(Object.keys(schema.properties)).toEqual(
        expect.arrayContaining(['categories', 'subCategory']),
      );
    });

    it('shows every field of the form calls, files included, in each encoding', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const bodyOf = (path: string, type: string) =>
        doc.paths[path].post.requestBody.content[type].schema as {
          properties: Record<string, { type?: string; format?: string }>;
        };
      const register = bodyOf('/api/register', 'multipart/form-data');
      expect(Object.keys(register.properties)).toEqual(
        expect.arrayContaining(['f_name', 'l_name', 'email', 'phone_number', 'role_id']),
      );
      expect(Object.keys(bodyOf('/api/register', 'application/json').properties)).toContain(
        'f_name',
      );
      const provider = bodyOf('/api/serviceProviderRegister', 'multipart/form-data');
      expect(provider.properties.logo).toMatchObject({ type: 'string', format: 'binary' });
      expect(Object.keys(provider.properties)).toEqual(
        expect.arrayContaining(['business_name', 'contact_person', 'message']),
      );
      for (const path of ['/api/update-email', '/api/change-password']) {
        expect(Object.keys(bodyOf(path, 'multipart/form-data').properties)).toContain('user_id');
      }
      expect(bodyOf('/api/update-logo', 'multipart/form-data').properties.logo).toMatchObject({
        format: 'binary',
      });
    });
  });
});

describe('the app over https', () => {
  const t = useTestApp('pglite', { env: { PUBLIC_URL: 'https://kiwiservices.example' } });

  it('upgrades insecure requests and sends HSTS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('the web app fallback', () => {
  let webDir: string;
  const INDEX = '<!doctype html><html><body><div id="root"></div>SPA-INDEX-MARKER</body></html>';

  beforeAll(() => {
    webDir = mkdtempSync(join(tmpdir(), 'ks-web-'));
    writeFileSync(join(webDir, 'index.html'), INDEX);
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log("app");');
  });
  afterAll(() => {
    rmSync(webDir, { recursive: true, force: true });
  });
  const t = useTestApp('pglite', () => ({ configOverrides: { webDistDir: webDir } }));

  it.each(['/', '/Login', '/SingleServicePage/some-slug', '/no/such/page', '/search-services?q=x'])(
    'GET %s answers index.html',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('SPA-INDEX-MARKER');
    },
  );

  it('HEAD of a page answers 200 as html', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/AboutUs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves built assets with their type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toContain('console.log');
  });

  it('a missing file with an extension is a 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SPA-INDEX-MARKER');
    expect(res.json()).toMatchObject({ status: 0, success: false });
  });

  it('a missing upload is a 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/services/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SPA-INDEX-MARKER');
  });

  it('an unknown /api path is still a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/not-a-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 0, success: false });
  });

  it('a POST to a page path is a JSON 404, not the page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/Login', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('SPA-INDEX-MARKER');
  });
});

describe('without a web build', () => {
  let empty: string;
  beforeAll(() => {
    empty = mkdtempSync(join(tmpdir(), 'ks-noweb-'));
  });
  afterAll(() => {
    rmSync(empty, { recursive: true, force: true });
  });
  const t = useTestApp('pglite', () => ({ configOverrides: { webDistDir: empty } }));

  it('a page path is a JSON 404 (the API still runs)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/AboutUs' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ status: 0, success: false });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
