import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp, type App, type BuildAppOptions } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { openStorage } from '../../src/server/platform/storage/open-storage.ts';
import { openTestDb, type TestDbKind } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: App;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
};

export type BuildTestAppOptions = {
  /** Replaces parts of the parsed configuration (e.g. `webDistDir`, which no variable sets). */
  configOverrides?: Partial<Config>;
  /** Runs on the built app before `ready()`: register extra routes or hooks for a test. */
  configure?: (app: App) => void | Promise<void>;
  /**
   * Another app's database (a second instance on the same database); left open on close.
   */
  sharedHandle?: DbHandle;
  /** The app's logger (e.g. the server's options writing to a captured stream). */
  logger?: BuildAppOptions['logger'];
  /** Another database than a fresh test one (closed with the app). */
  handle?: DbHandle;
};

/** Builds the real app on a fresh test database and a temporary uploads folder. */
export async function buildTestApp(
  kind: TestDbKind = 'pglite',
  env: Record<string, string> = {},
  options: BuildTestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ks-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      ...env,
    }),
    ...options.configOverrides,
  };
  const handle = options.sharedHandle ?? options.handle ?? (await openTestDb(kind));
  const storage = await openStorage(config);
  const app = await buildApp(
    { config, dbHandle: handle, storage },
    options.logger ? { logger: options.logger } : {},
  );
  await options.configure?.(app);
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      if (!options.sharedHandle) await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
