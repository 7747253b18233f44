/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and probes for it with
 * `new Function('')` when the first object schema is defined: under our content security policy
 * (no 'unsafe-eval') that probe is a CSP violation on every page. `z.config({ jitless: true })`
 * turns both off, but zod reads the flag when a schema is *defined*, and our shared schemas are
 * defined as soon as their chunk runs, before any code of the entry module. So this module sets
 * zod's global configuration object (`globalThis.__zod_globalConfig`, which zod creates only when
 * it is missing) without importing zod; vite.config.ts gives it a chunk of its own and the web
 * entry imports it first, so it runs before zod. Parsing stays correct, only without the JIT.
 * tests/e2e/accessibility.e2e.ts fails on any CSP violation.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };
const holder = globalThis as ZodGlobal;
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
