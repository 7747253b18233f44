import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { compress, pickEncoding } from './content-encoding.ts';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.1', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    [['gzip', 'br;q=0'], 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined)).toBe(expected);
  });
});

describe('compress', () => {
  const body = JSON.stringify({
    items: Array.from({ length: 50 }, (_, i) => ({ i, text: 'Kia ora' })),
  });

  it('round-trips through brotli and gzip', async () => {
    expect(brotliDecompressSync(await compress(body, 'br')).toString()).toBe(body);
    expect(gunzipSync(await compress(body, 'gzip')).toString()).toBe(body);
  });
});
