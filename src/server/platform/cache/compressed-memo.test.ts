import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { CompressedMemo } from './compressed-memo.ts';

const text = (n: number) =>
  JSON.stringify({ items: Array.from({ length: 40 }, (_, i) => ({ i, n, text: 'Kia ora' })) });

describe('CompressedMemo', () => {
  it('answers the same text with the same bytes, and other texts with their own', () => {
    const memo = new CompressedMemo('br');
    const first = memo.compress(text(1));
    expect(memo.compress(text(1))).toBe(first);
    const other = memo.compress(text(2));
    expect(other).not.toBe(first);
    expect(brotliDecompressSync(first).toString()).toBe(text(1));
    expect(brotliDecompressSync(other).toString()).toBe(text(2));
  });

  it('forgets the least recently used text beyond its size', () => {
    const memo = new CompressedMemo('gzip', 2);
    const one = memo.compress(text(1));
    memo.compress(text(2));
    expect(memo.compress(text(1))).toBe(one); // 1 is now the most recent
    memo.compress(text(3)); // evicts 2
    expect(memo.size).toBe(2);
    expect(memo.compress(text(1))).toBe(one);
    expect(gunzipSync(memo.compress(text(2))).toString()).toBe(text(2));
  });

  it('keys bytes by their bytes: the same bytes answer the same, other bytes their own', () => {
    const memo = new CompressedMemo('br');
    const first = memo.compress(Buffer.from(text(1)));
    expect(memo.compress(Buffer.from(text(1)))).toBe(first);
    const accented = Buffer.from(text(1).replace('Kia ora', 'Tūī'));
    expect(brotliDecompressSync(memo.compress(accented)).equals(accented)).toBe(true);
    expect(brotliDecompressSync(first).toString()).toBe(text(1));
  });

  it('keeps no more text than its byte budget', () => {
    const memo = new CompressedMemo('gzip', 100, text(1).length * 2 + 200);
    for (let n = 1; n <= 5; n++) memo.compress(text(n));
    expect(memo.size).toBeLessThanOrEqual(2);
  });
});
