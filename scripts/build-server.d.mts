// Types of scripts/build-server.mjs for the TypeScript that imports it (bench/child.ts, its test).
/** Builds `entry` (from the project's root) into `outdir` (from the project's root); returns the output file's absolute path. */
export function buildServer(options?: { entry?: string; outdir?: string }): Promise<string>;
/** Whether `outdir`'s build is missing or older than one of its sources. */
export function isStale(outdir?: string): boolean;
/** Node's flags for a compiled server. */
export const RUN_FLAGS: string[];
/** Environment of a compiled server, under the caller's. */
export const RUN_ENV: Record<string, string>;
