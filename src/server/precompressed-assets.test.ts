import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildTestApp, type TestApp } from '#tests/helpers/test-app.ts';

const SCRIPT = resolve(import.meta.dirname, '..', '..', 'scripts', 'precompress.mjs');
/** A script large enough to be compressed (the build skips files under 1 KB). */
const SCRIPT_TEXT = Array.from({ length: 200 }, (_, i) => `console.log("line ${i}");`).join('\n');

describe('built assets are served precompressed (scripts/precompress.mjs)', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'ks-precompressed-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), SCRIPT_TEXT);
    const run = spawnSync(process.execPath, [SCRIPT, join(webDir, 'assets')], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    t = await buildTestApp('pglite', {}, { configOverrides: { webDistDir: webDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers a browser with the Brotli copy, smaller and byte-for-byte the same script', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT_TEXT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT_TEXT);
  });

  it('answers gzip-only clients with the gzip copy and others with the plain file', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT_TEXT);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT_TEXT);
  });
});
