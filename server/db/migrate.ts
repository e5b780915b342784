/** Applies the versioned migrations in server/db/migrations, in name order, once each. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import { migrationModules } from './migration-modules';

async function loadMigrations(): Promise<Record<string, Migration>> {
  const modules = await migrationModules();
  const migrations: Record<string, Migration> = {};
  for (const name of Object.keys(modules).sort()) migrations[name] = modules[name].migration;
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
