import { defineConfig } from 'vitest/config';

/**
 * The cluster suite (`npm run test:cluster`): starts PostgreSQL, redis-server, three app
 * instances and nginx (scripts/cluster) once, then checks what several instances must share.
 * Needs Debian's postgresql, redis-server and nginx (`.ci/run` installs them).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.cluster.ts'],
    globals: true,
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
