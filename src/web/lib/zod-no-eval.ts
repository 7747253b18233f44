import { z } from 'zod';

/**
 * zod 4 compiles object parsers with `new Function` unless told not to, and probes for it with
 * `Function('')` when the first object schema is defined: under our content security policy
 * (no 'unsafe-eval') that probe is a CSP violation on every page that defines a form schema.
 * This module is imported first by the web entry, so it runs before any schema is defined
 * (zod reads the flag at definition time). Parsing stays correct, only without the JIT.
 */
z.config({ jitless: true });
