import { join, resolve } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ConfigError, loadConfig } from './config.ts';

/** The ConfigError a bad environment throws (fails the test if none is thrown). */
function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: resolve('data'),
      uploadsDir: resolve('data', 'uploads'),
      siteName: 'Kiwi Services',
      smtpUrl: undefined,
      redisUrl: undefined,
      trustProxy: false,
      logLevel: 'info',
      seedDemo: true,
      webDistDir: resolve('dist', 'web'),
      stripe: { secretKey: undefined, webhookSecret: undefined, publishableKey: undefined },
    });
    expect(config.mailFrom).toContain('@');
  });

  it('stops on a bad PORT with a message naming PORT', () => {
    const err = configErrorOf({ PORT: 'abc' });
    expect(err.message).toContain('PORT');
    expect(err.message).not.toContain('DATABASE_URL');
  });

  it.each(['-1', '70000', '3.5'])('refuses PORT=%s', (port) => {
    expect(configErrorOf({ PORT: port }).message).toContain('PORT');
  });

  it('names every bad variable at once', () => {
    const err = configErrorOf({ PORT: 'x', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    expect(err.message).toContain('PORT');
    expect(err.message).toContain('LOG_LEVEL');
    expect(err.message).toContain('NODE_ENV');
  });

  it('takes PORT into the default PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('drops a trailing slash from PUBLIC_URL and refuses a non-http one', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kiwi.example/' }).publicUrl).toBe(
      'https://kiwi.example',
    );
    expect(configErrorOf({ PUBLIC_URL: 'ftp://kiwi.example' }).message).toContain('PUBLIC_URL');
    expect(configErrorOf({ PUBLIC_URL: 'not a url' }).message).toContain('PUBLIC_URL');
  });

  it('accepts only a postgres:// DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db.example:5432/kiwi' }).databaseUrl).toBe(
      'postgres://u:p@db.example:5432/kiwi',
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@db.example/kiwi' }).databaseUrl).toBe(
      'postgresql://u@db.example/kiwi',
    );
    const err = configErrorOf({ DATABASE_URL: 'mysql://u@db.example/kiwi' });
    expect(err.message).toContain('DATABASE_URL');
    expect(err.message).toContain('postgres://');
  });

  it('treats an empty DATABASE_URL as unset (PGlite)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '   ' }).databaseUrl).toBeUndefined();
  });

  it('checks the scheme of SMTP_URL and REDIS_URL', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example:25' }).smtpUrl).toBe(
      'smtp://mail.example:25',
    );
    expect(configErrorOf({ SMTP_URL: 'http://mail.example' }).message).toContain('SMTP_URL');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(configErrorOf({ REDIS_URL: 'http://127.0.0.1' }).message).toContain('REDIS_URL');
  });

  it('resolves DATA_DIR and puts uploads inside it', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/kiwi-data' });
    expect(config.dataDir).toBe(resolve('tmp/kiwi-data'));
    expect(config.uploadsDir).toBe(join(resolve('tmp/kiwi-data'), 'uploads'));
  });

  it('does not seed demo data in production unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      isProduction: true,
      seedDemo: false,
    });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(configErrorOf({ SEED_DEMO: 'perhaps' }).message).toContain('SEED_DEMO');
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.1', '10.0.0.1'],
  ])('parses TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });

  it.each(['loopback, 10.0.0.0/8', '192.168.1.10,fd00::/8', '10.0.0.0/255.0.0.0'])(
    'accepts proxy addresses TRUST_PROXY=%j as given',
    (value) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(value);
    },
  );

  it.each(['yes please', 'nginx', '10.0.0.1/33', '10.0.0.300', '10.0.0.1,', 'fe80::/129', '-1'])(
    'refuses TRUST_PROXY=%j with one line naming it',
    (value) => {
      const message = configErrorOf({ TRUST_PROXY: value }).message;
      expect(message).toBe(
        'Invalid configuration: TRUST_PROXY: must be true, false, a hop count, or proxy addresses (IP or CIDR, comma-separated)',
      );
    },
  );

  it('prints one line per bad variable, each naming it', () => {
    const lines = configErrorOf({ PORT: 'x', MAIL_FROM: 'nobody' }).message.split('\n');
    expect(lines).toEqual([
      'Invalid configuration: PORT: must be a whole number from 0 to 65535',
      'Invalid configuration: MAIL_FROM: must be an address, like "Kiwi Services <no-reply@example.com>"',
    ]);
  });

  it('checks MAIL_FROM and DATABASE_WAIT_SECONDS', () => {
    expect(loadConfig({ MAIL_FROM: 'Kiwi <hello@kiwi.example>' }).mailFrom).toBe(
      'Kiwi <hello@kiwi.example>',
    );
    expect(loadConfig({ MAIL_FROM: 'hello@kiwi.example' }).mailFrom).toBe('hello@kiwi.example');
    expect(loadConfig({}).databaseWaitMs).toBe(15_000);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: '' }).databaseWaitMs).toBe(15_000);
    expect(loadConfig({ DATABASE_WAIT_SECONDS: '2.5' }).databaseWaitMs).toBe(2500);
    for (const bad of ['soon', '-1', '601']) {
      expect(configErrorOf({ DATABASE_WAIT_SECONDS: bad }).message).toContain(
        'DATABASE_WAIT_SECONDS: must be a number of seconds',
      );
    }
  });

  it('names the supplier and GST number on receipts: SITE_NAME and a demo number by default', () => {
    expect(loadConfig({}).supplier).toEqual({ name: 'Kiwi Services', gstNumber: '123-456-789' });
    expect(loadConfig({ SITE_NAME: 'Tui Trades', GST_NUMBER: '' }).supplier).toEqual({
      name: 'Tui Trades',
      gstNumber: '123-456-789',
    });
    expect(
      loadConfig({ SUPPLIER_NAME: 'Kiwi Services Limited', GST_NUMBER: '49-091-850' }).supplier,
    ).toEqual({ name: 'Kiwi Services Limited', gstNumber: '49-091-850' });
    expect(configErrorOf({ GST_NUMBER: 'GST123' }).message).toContain(
      'GST_NUMBER: must be a GST number',
    );
  });

  it('keeps the Stripe keys', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      publishableKey: 'pk_test_x',
    });
  });

  it('reads process.env when given no environment', () => {
    vi.stubEnv('PORT', '4567');
    vi.stubEnv('SITE_NAME', 'Kiwi Test');
    const config = loadConfig();
    expect(config.port).toBe(4567);
    expect(config.siteName).toBe('Kiwi Test');
  });
});
