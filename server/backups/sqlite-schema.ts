/**
 * SQLite: a fresh database's schema copied from the live one, as the live one's own statements (tables, the
 * search index's virtual tables, indexes, triggers) and its migrations' rows: what running every migration would
 * make, without the seconds that takes. Used when a backup has the live schema version.
 */
import { type Kysely, sql } from 'kysely';

const ORDER: Record<string, number> = { table: 0, index: 1, trigger: 2, view: 3 };

export async function copySqliteSchema(live: Kysely<any>, fresh: Kysely<any>) {
  // Shadow tables (an FTS5 table's own) are made by their virtual table; SQLite's own tables by SQLite.
  const { rows } = await sql<{ type: string; name: string; sql: string }>`select m.type, m.name, m.sql from sqlite_master m
    where m.sql is not null and m.name not like 'sqlite_%'
      and m.name not in (select name from pragma_table_list where type = 'shadow')`.execute(live);
  const ordered = [...rows].sort((a, b) => (ORDER[a.type] ?? 9) - (ORDER[b.type] ?? 9));
  for (const object of ordered) await sql.raw(object.sql).execute(fresh);
  for (const table of ['kysely_migration', 'kysely_migration_lock']) {
    const { rows: records } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(live);
    if (records.length) await fresh.insertInto(table).values(records).execute();
  }
}
