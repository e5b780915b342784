/** Applies the versioned migrations in server/db/migrations, in name order, once each. */
import { readdir } from 'node:fs/promises';
import { type Kysely, type Migration, Migrator } from 'kysely';

async function loadMigrations(): Promise<Record<string, Migration>> {
  const dir = new URL('./migrations/', import.meta.url);
  const files = (await readdir(dir)).filter((file) => /^\d{4}_.*\.ts$/.test(file)).sort();
  const migrations: Record<string, Migration> = {};
  for (const file of files) {
    const loaded = await import(new URL(file, dir).href);
    migrations[file.replace(/\.ts$/, '')] = loaded.migration;
  }
  return migrations;
}

export async function migrateToLatest(db: Kysely<any>) {
  const migrations = await loadMigrations();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
