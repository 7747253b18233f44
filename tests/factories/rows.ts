/**
 * The row builders live with the seed (shipped code must not import tests/); this shim keeps the
 * old import path working until the tests import `src/server/db/seed/rows.ts` directly.
 */
export * from '../../src/server/db/seed/rows.ts';
