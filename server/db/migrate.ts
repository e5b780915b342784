/** Applies the versioned migrations in server/db/migrations, in name order, once each. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import { migrationModules } from './migration-modules';

async function loadMigrations(): Promise<Record<string, Migration>> {
  const modules = await migrationModules();
  const migrations: Record<string, Migration> = {};
  for (const name of Object.keys(modules).sort()) migrations[name] = modules[name].migration;
  return migrations;
}

/** The migrations' names, in order: the schema version a database at the latest one has. */
export async function migrationNames(): Promise<string[]> {
  return Object.keys(await loadMigrations());
}

/**
 * Migrates to the latest migration, or up to `target` (a database restored from an older backup is made at the
 * backup's version first). `schema`: PostgreSQL, where the migrations table is (a restore's own schema).
 */
export async function migrateToLatest(db: Kysely<any>, options: { target?: string; schema?: string } = {}) {
  const migrations = await loadMigrations();
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: options.schema });
  const { error, results } = options.target ? await migrator.migrateTo(options.target) : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`, { cause: error });
  }
}
