/**
 * zod, in the browser, must not try `new Function`: its fast object parser probes for eval, and under the
 * console's CSP (no 'unsafe-eval') the probe is a reported violation. Imported first by main.tsx, before
 * any schema is built (zod decides per schema, when it is made); the server keeps the fast parser.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its settings in this global
 * object (shared by every copy of zod), and importing it here would put 4 KB of it on the sign-in page.
 * src/zod-jitless.test.ts checks that the installed zod still reads it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
