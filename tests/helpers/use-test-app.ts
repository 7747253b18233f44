/**
 * One line per suite for the app's set-up and tear-down, after fastify/demo's `build(t)`:
 * `const t = useTestApp(kind, options)` registers a `beforeAll` that builds the real app on a
 * fresh migrated database and an `afterAll` that closes it. The returned object reads the built
 * app lazily, so it is used only inside tests and later hooks; reading it before the `beforeAll`
 * ran throws. Hooks registered after this call run after the app is built (vitest runs
 * `beforeAll` hooks in order and `afterAll` hooks in reverse).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import type { App } from '../../src/server/app.ts';
import type { Config } from '../../src/server/config.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { buildTestApp, TEST_ORIGIN, type BuildTestAppOptions, type TestApp } from './test-app.ts';
import type { TestDbKind } from './test-db.ts';

/** A bound for a hung build, generous: a loaded machine may take over a minute to build. */
const BUILD_TIMEOUT_MS = 180_000;

export type UseTestAppOptions = BuildTestAppOptions & {
  /** Environment variables for the app's configuration (as `buildTestApp`'s `env`). */
  env?: Record<string, string>;
};

/** A logged-in user's cookie header (as `sessionCookie` makes it). */
export type Session = { cookie: string };

/** An API call from the site's own origin, as `session` (or no one), with a JSON body if any. */
export type ApiCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  session: Session | null,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** The suite's app, read lazily; `db` is `handle.db`; `call` injects an API call into it. */
export type SuiteApp = TestApp & { readonly db: DbHandle['db']; call: ApiCall };

/**
 * Builds the app before the suite's tests and closes it after them. `options` may be a function,
 * called in the hook, when they depend on something an earlier `beforeAll` starts (a fake server).
 */
export function useTestApp(
  kind: TestDbKind = 'pglite',
  options: UseTestAppOptions | (() => UseTestAppOptions) = {},
): SuiteApp {
  let built: TestApp | undefined;
  const current = (): TestApp => {
    if (!built) throw new Error('useTestApp: the app is read before its beforeAll hook ran');
    return built;
  };
  beforeAll(async () => {
    const { env = {}, ...buildOptions } = typeof options === 'function' ? options() : options;
    built = await buildTestApp(kind, env, buildOptions);
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    const app = built;
    built = undefined;
    await app?.close();
  });
  return {
    get app(): App {
      return current().app;
    },
    get handle(): DbHandle {
      return current().handle;
    },
    get config(): Config {
      return current().config;
    },
    get db(): DbHandle['db'] {
      return current().handle.db;
    },
    close: () => current().close(),
    call: (method, url, session, payload) =>
      current().app.inject({
        method,
        url,
        headers: { origin: TEST_ORIGIN, ...session },
        ...(payload ? { payload } : {}),
      }),
  };
}
