/**
 * Building blocks for migration files. Generated migrations (make-migration.ts) call these, so a
 * migration reads as a list of tables and columns and runs the same on SQLite and PostgreSQL.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { StorageKind } from '../../schemas/introspect';
import type { CompositeKey, ListIndex } from './columns';

export function isPostgres(db: Kysely<any>) {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

function columnType(db: Kysely<any>, kind: StorageKind) {
  switch (kind) {
    case 'integer':
    case 'boolean':
      return isPostgres(db) ? sql`bigint` : sql`integer`;
    case 'real':
      return sql`double precision`;
    default:
      return sql`text`;
  }
}

/** Text columns compare case-insensitively on SQLite, so begins-with filters can use their index. */
function textCollation(db: Kysely<any>, kind: StorageKind) {
  return kind === 'text' && !isPostgres(db) ? sql` collate nocase` : sql``;
}

/** A table with the record columns every entity has (id, created_at, updated_at, created_by) plus its own. */
export async function createEntityTable(db: Kysely<any>, table: string, columns: Record<string, StorageKind>) {
  let builder = db.schema
    .createTable(table)
    .addColumn('id', 'integer', (col) =>
      isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer');
  for (const [name, kind] of Object.entries(columns)) {
    builder = builder.addColumn(name, sql`${columnType(db, kind)}${textCollation(db, kind)}`);
  }
  await builder.execute();
  await noticeTableWrites(db, table);
}

export async function addColumn(db: Kysely<any>, table: string, name: string, kind: StorageKind) {
  await db.schema.alterTable(table).addColumn(name, sql`${columnType(db, kind)}${textCollation(db, kind)}`).execute();
}

/** A to-many reference: (owner_id, ref_id) pairs, deleted with the owner. */
export async function createJoinTable(db: Kysely<any>, table: string, ownerTable: string) {
  await db.schema
    .createTable(table)
    .addColumn('owner_id', 'integer', (col) => col.notNull().references(`${ownerTable}.id`).onDelete('cascade'))
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, ['owner_id', 'ref_id'])
    .execute();
  await db.schema.createIndex(`${table}_ref`).on(table).columns(['ref_id', 'owner_id']).execute();
  await noticeTableWrites(db, table);
}

/** The channel a PostgreSQL table's writes are notified on, the table's name as payload. */
export const TABLE_WRITES_CHANNEL = 'console_table_writes';
/** The trigger function that notifies it (the write listener asks which tables call it). */
export const TABLE_WRITTEN_FUNCTION = 'console_table_written';

/**
 * PostgreSQL: every statement that writes `table` notifies TABLE_WRITES_CHANNEL at its commit (one notice per
 * table and transaction: PostgreSQL folds repeats), so every server process hears what another one, or a
 * person in psql, wrote (server/db/postgres-write-listener.ts) and drops the list totals it keeps of it
 * (server/crud/count-cache.ts). A cascade's writes fire their own table's trigger. A table without it is
 * never kept from. SQLite has one process per file, which sees its own writes: nothing to do there.
 */
export async function noticeTableWrites(db: Kysely<any>, table: string) {
  if (!isPostgres(db)) return;
  await sql`create or replace function ${sql.id(TABLE_WRITTEN_FUNCTION)}() returns trigger language plpgsql as $$
    begin perform pg_notify(${sql.lit(TABLE_WRITES_CHANNEL)}, tg_table_name); return null; end $$`.execute(db);
  await sql`create trigger ${sql.id(`${table}_table_writes`)} after insert or update or delete or truncate on ${sql.id(table)}
    for each statement execute function ${sql.id(TABLE_WRITTEN_FUNCTION)}()`.execute(db);
}

export async function createIndexes(db: Kysely<any>, table: string, columns: string[]) {
  for (const column of columns) {
    await db.schema.createIndex(`${table}_${column}`).on(table).column(column).execute();
  }
}

/**
 * The indexes lists use (server/db/columns.ts listIndexesOf). On PostgreSQL a text column leading a composite
 * index is indexed folded, as its equals filter compares it (`lower(type) = lower($1)`), and a folded sort
 * column as `lower(name) text_pattern_ops`, the order and the prefix ranges of its filters and its sort
 * (server/crud/sort-order.ts); on SQLite the columns' own `collate nocase` serves both.
 */
export async function createListIndexes(db: Kysely<any>, indexes: ListIndex[]) {
  for (const index of indexes) {
    const leadsFolded = (position: number, kind: StorageKind) => kind === 'text' && position === 0 && index.columns.length > 1;
    const columns = index.columns.map((column, position) => {
      if (!isPostgres(db)) return sql.id(column.name);
      if (column.folded) return sql`lower(${sql.id(column.name)}) text_pattern_ops`;
      return leadsFolded(position, column.kind) ? sql`lower(${sql.id(column.name)})` : sql.id(column.name);
    });
    await sql`create index ${sql.id(index.name)} on ${sql.id(index.table)} (${sql.join(columns)})`.execute(db);
  }
}

export async function dropIndexes(db: Kysely<any>, names: string[]) {
  for (const name of names) await db.schema.dropIndex(name).ifExists().execute();
}

/**
 * PostgreSQL indexes for text filters: `lower(column) text_pattern_ops` serves both the case-folded
 * equals and the begins-with prefix (`lower(column) like 'abc%'`), which a plain index cannot (the
 * filter compares folded values, and LIKE needs the C-ordered operator class). SQLite's `collate
 * nocase` column index already serves its filters, so there this does nothing.
 */
export async function createTextSearchIndexes(db: Kysely<any>, table: string, columns: string[]) {
  if (!isPostgres(db)) return;
  for (const column of columns) {
    await sql`create index ${sql.id(`${table}_${column}_folded`)} on ${sql.id(table)} (lower(${sql.id(column)}) text_pattern_ops)`.execute(db);
  }
}

/** SQLite: the search columns' folded values indexed (server/db/columns.ts foldedSearchColumns), named as PostgreSQL's text-search indexes. */
export async function createFoldedIndexes(db: Kysely<any>, table: string, columns: string[]) {
  if (isPostgres(db)) return;
  for (const column of columns) {
    await sql`create index ${sql.id(`${table}_${column}_folded`)} on ${sql.id(table)} (casefold(${sql.id(column)}))`.execute(db);
  }
}

/**
 * Values unique ignoring case, enforced by the database too (two concurrent creates cannot both win).
 * The folded value is indexed: SQLite's casefold() is registered on every connection in connect.ts.
 */
export async function createUniqueIndexes(db: Kysely<any>, table: string, columns: string[], numeric: string[] = []) {
  const fold = isPostgres(db) ? 'lower' : 'casefold';
  for (const column of columns) {
    // Texts are unique ignoring case; ids (a number's device) as they are.
    const key = numeric.includes(column) ? sql.id(column) : sql`${sql.raw(fold)}(${sql.id(column)})`;
    await sql`create unique index ${sql.id(`${table}_${column}_unique`)} on ${sql.id(table)} (${key})`.execute(db);
  }
}

/** The unique index enforcing a composite key (createCompositeUniqueIndex). */
export function compositeIndexName(table: string, key: CompositeKey) {
  return `${table}_${key.columns.join('_')}_unique${key.empty ? `_no_${key.empty.join('_')}` : ''}`;
}

/**
 * A composite key unique as a whole (a group's type and logical address under its parent), its text columns
 * ignoring case. Rows with a NULL or an empty text in the key never clash, in both databases. A key whose
 * empty fields count as values (columns.ts CompositeKey `empty`) is also unique over its other columns among
 * the rows where `empty` are: a partial index (one project-level mail template per type).
 */
export async function createCompositeUniqueIndex(db: Kysely<any>, table: string, key: CompositeKey) {
  const fold = isPostgres(db) ? 'lower' : 'casefold';
  // An empty text is no value, as NULL: nullif makes it one, so empty keys never clash (as the server's check skips them).
  const value = (column: string) => (key.folded.includes(column) ? sql`nullif(${sql.raw(fold)}(${sql.id(column)}), '')` : sql.id(column));
  const parts = key.columns.map(value);
  const where = key.empty ? sql` where ${sql.join(key.empty.map((column) => sql`${value(column)} is null`), sql` and `)}` : sql``;
  await sql`create unique index ${sql.id(compositeIndexName(table, key))} on ${sql.id(table)} (${sql.join(parts)})${where}`.execute(db);
}

/** SQLite: the FTS5 table holding a table's searched columns as folded trigrams (filters read it by this name). */
export const searchTableOf = (table: string) => `${table}_search`;

/**
 * The search box's index: a contains search ("has") reads it instead of every row (server/db/columns.ts
 * searchedColumns). Made anew with exactly `columns` when their set changes.
 * - SQLite: a contentless FTS5 table of the columns' folded values (casefold(), as every other folded index),
 *   tokenised into trigrams, kept by triggers on the table; its rowid is the record's id. It holds no text
 *   of its own, only the trigram index.
 * - PostgreSQL: a pg_trgm GIN index on each `lower(column)`, which serves the filter's `lower(column) like
 *   '%…%'` as it is. The extension ships in PostgreSQL's contrib and is trusted: a database owner may create it.
 */
export async function createSearchIndex(db: Kysely<any>, table: string, columns: string[]) {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of columns) {
      await sql`create index if not exists ${sql.id(`${table}_${column}_trigram`)} on ${sql.id(table)} using gin (lower(${sql.id(column)}) gin_trgm_ops)`.execute(db);
    }
    return;
  }
  const search = searchTableOf(table);
  const ids = (names: string[]) => sql.join(names.map((name) => sql.id(name)));
  /** The columns' folded values, of the table's rows (`''`) or of a trigger's new row (`'new.'`). */
  const folded = (row: '' | 'new.') => sql.join(columns.map((column) => sql`casefold(${sql.ref(`${row}${column}`)})`));
  for (const suffix of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.id(`${search}_${suffix}`)}`.execute(db);
  await sql`drop table if exists ${sql.id(search)}`.execute(db);
  await sql`create virtual table ${sql.id(search)} using fts5(${ids(columns)}, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`.execute(db);
  await sql`insert into ${sql.id(search)} (rowid, ${ids(columns)}) select id, ${folded('')} from ${sql.id(table)}`.execute(db);
  await sql`create trigger ${sql.id(`${search}_insert`)} after insert on ${sql.id(table)} begin
    insert into ${sql.id(search)} (rowid, ${ids(columns)}) values (new.id, ${folded('new.')}); end`.execute(db);
  await sql`create trigger ${sql.id(`${search}_update`)} after update of ${ids(['id', ...columns])} on ${sql.id(table)} begin
    delete from ${sql.id(search)} where rowid = old.id;
    insert into ${sql.id(search)} (rowid, ${ids(columns)}) values (new.id, ${folded('new.')}); end`.execute(db);
  await sql`create trigger ${sql.id(`${search}_delete`)} after delete on ${sql.id(table)} begin
    delete from ${sql.id(search)} where rowid = old.id; end`.execute(db);
}
