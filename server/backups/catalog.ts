/**
 * What a database holds, as the database itself lists it: its tables (plain ones: SQLite's search index tables
 * are derived and rebuilt by triggers), their columns in order, and the schema version (the migrations applied).
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connect';

export interface TableShape {
  name: string;
  columns: string[];
}

// Kysely's and SQLite's own tables, and the running processes' leases (server/db/leases.ts): not the project's.
const SKIPPED = /^(kysely_|sqlite_|leases$)/;

export async function tablesOf(db: Kysely<any>, dialect: DialectName): Promise<TableShape[]> {
  const { rows } = dialect === 'sqlite'
    ? await sql<{ table_name: string; column_name: string }>`select t.name as table_name, c.name as column_name
        from pragma_table_list as t join pragma_table_info(t.name) as c
        where t.schema = 'main' and t.type = 'table' order by t.name, c.cid`.execute(db)
    // The system catalogue, not information_schema: its views check privileges row by row (~30 times slower).
    : await sql<{ table_name: string; column_name: string }>`select t.relname as table_name, a.attname as column_name
        from pg_class t join pg_attribute a on a.attrelid = t.oid
        where t.relnamespace = current_schema()::regnamespace and t.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by t.relname, a.attnum`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    if (SKIPPED.test(row.table_name)) continue;
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** The migrations applied, in order. */
export async function schemaVersionOf(db: Kysely<any>): Promise<string[]> {
  const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((row) => String(row.name));
}

/** Each table's foreign keys' tables, as (child, parent) pairs. */
async function foreignKeys(db: Kysely<any>, dialect: DialectName) {
  const { rows } = dialect === 'sqlite'
    ? await sql<{ child: string; parent: string }>`select m.name as child, f."table" as parent
        from sqlite_master m join pragma_foreign_key_list(m.name) f where m.type = 'table'`.execute(db)
    : await sql<{ child: string; parent: string }>`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  return rows;
}

/**
 * The tables in an order where each comes after those its foreign keys name: a backup lists them so, and a
 * restore inserts them so, parents first. A table's references to itself would need no order (none exist).
 */
export async function parentsFirst<T extends { name: string }>(db: Kysely<any>, dialect: DialectName, tables: T[]): Promise<T[]> {
  const rows = await foreignKeys(db, dialect);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const parents = new Map<string, Set<string>>(tables.map((table) => [table.name, new Set()]));
  for (const { child, parent } of rows) if (child !== parent) parents.get(unquoted(child))?.add(unquoted(parent));
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys form a cycle through ${table}`);
    visiting.add(table);
    for (const parent of parents.get(table) ?? []) if (parents.has(parent)) visit(parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table.name);
  return ordered.map((name) => byName.get(name)!);
}

const unquoted = (name: string) => name.replace(/^"|"$/g, '').replace(/^.*\./, '');
