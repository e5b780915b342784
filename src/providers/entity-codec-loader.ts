/**
 * The entity descriptions' codec (entity-codec.ts: zod and every schema), loaded by the first data call or
 * access check after sign-in, not with the login page. Once loaded it is handed over at once: import() of a
 * loaded module still waits for a task of its own, and behind a list's rendering a list's request left
 * 100–200 ms after it was asked for (issue 34).
 */
let codec: typeof import('./entity-codec') | undefined;

export const entityCodec = async () => (codec ??= await import('./entity-codec'));
