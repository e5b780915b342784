/**
 * The versioned migrations' modules (server/db/migrations/NNNN_name.ts), by name. Under tsx they are read from
 * the folder at run time; the compiled server has no such folder beside it, so its build
 * (scripts/build-server.mjs) replaces this module with static imports of the same files, listed at build time.
 */
import { readdir } from 'node:fs/promises';
import type { Migration } from 'kysely';

/** Which files of the folder are migrations (scripts/build-server.mjs lists them with the same pattern). */
export const MIGRATION_FILE = /^\d{4}_.*\.ts$/;

export async function migrationModules(): Promise<Record<string, { migration: Migration }>> {
  const dir = new URL('./migrations/', import.meta.url);
  const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
  const modules: Record<string, { migration: Migration }> = {};
  for (const file of files) modules[file.replace(/\.ts$/, '')] = await import(new URL(file, dir).href);
  return modules;
}
