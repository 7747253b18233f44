import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp, type App } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { createLocalStorage } from '../../src/server/lib/storage.ts';
import { openTestDb, type TestDbKind } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: App;
  handle: DbHandle;
  config: Config;
  close: () => Promise<void>;
};

/** Builds the real app on a fresh test database and a temporary uploads folder. */
export async function buildTestApp(
  kind: TestDbKind = 'pglite',
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ks-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const handle = await openTestDb(kind);
  const storage = createLocalStorage(config.uploadsDir, config.publicUrl);
  const app = await buildApp({ config, dbHandle: handle, db: handle.db, storage });
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
