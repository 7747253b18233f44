import { describe, expect, it } from 'vitest';

import { allowedOrigins } from './origin-check.ts';

describe('allowedOrigins', () => {
  it('is only PUBLIC_URL in production', () => {
    expect([
      ...allowedOrigins({ publicUrl: 'https://kiwi.example.nz', nodeEnv: 'production' }),
    ]).toEqual(['https://kiwi.example.nz']);
    expect([
      ...allowedOrigins({ publicUrl: 'http://localhost:3000', nodeEnv: 'production' }),
    ]).toEqual(['http://localhost:3000']);
  });

  it('accepts the other loopback names locally, and the Vite dev server in development', () => {
    const test = allowedOrigins({ publicUrl: 'http://localhost:3000', nodeEnv: 'test' });
    expect(test.has('http://127.0.0.1:3000')).toBe(true);
    expect(test.has('http://[::1]:3000')).toBe(true);
    expect(test.has('http://127.0.0.1:3001')).toBe(false);
    expect(test.has('http://localhost:5173')).toBe(false);
    const dev = allowedOrigins({ publicUrl: 'http://localhost:3000', nodeEnv: 'development' });
    expect(dev.has('http://localhost:5173')).toBe(true);
    const remote = allowedOrigins({
      publicUrl: 'https://staging.example.nz',
      nodeEnv: 'development',
    });
    expect(remote.has('http://127.0.0.1')).toBe(false);
  });
});
