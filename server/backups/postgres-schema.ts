/**
 * PostgreSQL: a restore's fresh schema made as copies of the live tables (`LIKE … INCLUDING ALL`: columns,
 * defaults, identities, checks, primary keys and indexes) and the live migrations' rows: what running every
 * migration would make, without the seconds that takes. Foreign keys are checked when the rows reach the live
 * tables, which keep theirs. Used when a backup has the live schema version.
 */
import { type Kysely, sql } from 'kysely';

export async function copyPostgresSchema(live: Kysely<any>, schema: string) {
  const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(live);
  for (const { name } of rows) {
    await sql`create table ${sql.table(`${schema}.${name}`)} (like ${sql.table(name)} including all)`.execute(live);
  }
  for (const table of ['kysely_migration', 'kysely_migration_lock']) {
    if (rows.some(({ name }) => name === table)) await sql`insert into ${sql.table(`${schema}.${table}`)} select * from ${sql.table(table)}`.execute(live);
  }
}
