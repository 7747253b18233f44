import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the real server (built web app, fresh PGlite data folder with the demo data) and
 * Chromium through playwright-core. `npm run test:e2e` builds the web app first.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    // Seeds one demo data folder; each startServer() starts from a copy of it.
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    globals: true,
    // Each file starts its own server (a PGlite instance and a seed): one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
