// ESLint flat config: typescript-eslint type-checked rules, import boundaries and cycles,
// React hooks for the web app, and one reader of process.env (src/server/config.ts).
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files allowed to read process.env: config, tests, benchmarks, scripts and tool configs. */
const ENV_READERS = [
  'src/server/config.ts',
  'tests/**',
  'bench/**',
  'scripts/**',
  '*.config.{js,mjs,cjs,ts}',
];

const TEST_FILES = ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'];

/**
 * Server modules use each other only through their `*.service.ts` files: one zone per module,
 * allowing its own folder and the other modules' service files.
 */
const SERVER_MODULES = readdirSync('src/server/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serviceFilesOf = (module) =>
  readdirSync(`src/server/modules/${module}`)
    .filter((file) => file.endsWith('.service.ts'))
    .map((file) => `./${module}/${file}`);
const MODULE_ZONES = SERVER_MODULES.map((module) => ({
  target: `./src/server/modules/${module}`,
  from: './src/server/modules',
  except: [
    `./${module}`,
    ...SERVER_MODULES.filter((other) => other !== module).flatMap(serviceFilesOf),
  ],
  message: 'Another module is used only through its *.service.ts functions.',
}));

/** The walls between server, web and shared. */
const SHARED_ZONES = [
  {
    target: './src/server',
    from: './src/web',
    message: 'The server never imports web code; share it through src/shared.',
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The web app never imports server code; share it through src/shared.',
  },
  {
    target: './src/shared',
    from: ['./src/server', './src/web'],
    message: 'src/shared imports neither the server nor the web app.',
  },
];

/**
 * The server's floors: modules → platform → db → lib. lib holds pure helpers; platform the
 * stateful infrastructure (caching, change bus, mail, sessions, payments, storage).
 */
const SERVER_LAYER_ZONES = [
  {
    target: './src/server/lib',
    from: [
      './src/server/db',
      './src/server/platform',
      './src/server/modules',
      './src/server/plugins',
    ],
    message: 'lib holds pure helpers: it imports nothing from db, platform, plugins or modules.',
  },
  {
    target: ['./src/server/platform', './src/server/db', './src/server/plugins'],
    from: './src/server/modules',
    message: 'platform, db and plugins never import a module.',
  },
];

/** db sits below the platform; only the seed (db/seed) and tests may use it. */
const DB_BELOW_PLATFORM = {
  target: ['./src/server/db/*.ts', './src/server/db/schema', './src/server/db/hot-reads'],
  from: './src/server/platform',
  message: 'db sits below the platform (only the seed, db/seed, may use it).',
};

/** Shipped code never imports the tests. */
const SHIPPED_NOT_TESTS = {
  target: ['./src/server', './src/shared', './src/web'],
  from: './tests',
  message: 'Shipped code never imports tests/: shared builders live in src (the seed).',
};

export default defineConfig(
  globalIgnores([
    'dist/**',
    'data/**',
    'node_modules/**',
    'drizzle/**',
    'coverage/**',
    'tests/e2e/screenshots/**',
    '.tmp/**',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },

  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...SHARED_ZONES, ...SERVER_LAYER_ZONES, ...MODULE_ZONES],
        },
      ],
    },
  },

  // Shipped code never imports tests (a deploy may leave tests/ out): the same zones plus that one.
  {
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SHARED_ZONES,
            ...SERVER_LAYER_ZONES,
            ...MODULE_ZONES,
            DB_BELOW_PLATFORM,
            SHIPPED_NOT_TESTS,
          ],
        },
      ],
    },
  },

  {
    rules: {
      // Event handlers may start a promise: `onClick={() => void save()}` and `onSubmit={handleSubmit(...)}`.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Fastify plugins and handlers are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'prefer-const': 'error',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from src/server/config.ts (the only reader of process.env).',
        },
      ],
    },
  },

  // The web app's layers (bulletproof-react): app → features → components/lib/config. A feature
  // never imports another feature (compose them in src/web/app); components, lib and config import
  // no feature and not the app (their tests may use the app's test helpers, src/web/app/testing).
  // These blocks replace the zones above for web files, so they repeat the web's own zone.
  ...[false, true].map((forTests) => ({
    files: forTests ? ['src/web/**/*.test.{ts,tsx}'] : ['src/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app never imports server code; share it through src/shared.',
            },
            ...(forTests ? [] : [SHIPPED_NOT_TESTS]),
            ...process
              .getBuiltinModule('node:fs')
              .readdirSync(new URL('./src/web/features', import.meta.url))
              .map((feature) => ({
                target: `./src/web/features/${feature}`,
                from: './src/web/features',
                except: [`./${feature}`],
                message: 'A feature never imports another feature: compose them in src/web/app.',
              })),
            {
              target: ['./src/web/components', './src/web/lib', './src/web/config'],
              from: './src/web/features',
              message: 'components, lib and config sit below the features: they import none.',
            },
            {
              target: ['./src/web/components', './src/web/lib', './src/web/config'],
              from: './src/web/app',
              except: forTests ? ['./testing'] : [],
              message: 'components, lib and config sit below the app: they never import it.',
            },
          ],
        },
      ],
    },
  })),

  // Environments.
  {
    files: ['src/server/**', 'tests/**', 'bench/**', 'scripts/**', '*.config.{js,mjs,cjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Small functions (issue 8): no handler, service function or component over 80 lines, the
  // seed included (issue 23). Test suites (describe blocks) are exempt.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },

  // process.env is fine outside the app.
  {
    files: ENV_READERS,
    rules: { 'no-restricted-properties': 'off' },
  },

  // Tests read untyped JSON answers.
  {
    files: TEST_FILES,
    languageOptions: { globals: { ...globals.vitest } },
    rules: {
      // `res.json()` from app.inject is `any`: asserting on it is the point of an API test.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Plain JavaScript (this file, scripts/*.mjs) is not in the TypeScript project.
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
);
