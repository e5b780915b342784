/**
 * When each table was last written, on a clock of this process's writes and those it hears of. Something
 * kept from a read (a list's count, server/crud/count-cache.ts) holds while none of the tables its statement
 * names has been written since the read began, and only while every write to them reaches this process
 * (`keepsReadsOf`).
 *
 * This process's writes are seen at the driver, as the write generation sees them (write-generation.ts):
 * every statement a SQLite connection runs, and every query a pooled PostgreSQL connection sends. A write marks
 * - every table its text names, so raw SQL and a hook's writes count as much as the repository's;
 * - every table a foreign key's action writes without naming it: a delete's `on delete cascade` or
 *   `set null`, through every level (a plain insert sets off none, and an update only `on update` actions,
 *   so a device's heartbeat does not touch its events' counts).
 * A schema change marks everything. A read is checked against every word of its text; its columns and
 * keywords are never marked.
 *
 * SQLite: one server process owns the file, so every write passes here. PostgreSQL: other processes' writes
 * are heard through each table's notice (migration-helpers.ts noticeTableWrites; postgres-write-listener.ts),
 * so reads are kept only while the listener listens, and only of tables that notify.
 */
import type SQLite from 'better-sqlite3';
import type { Kysely, SqliteStatement } from 'kysely';
import { type AroundStatement, type PostgresClient, TRANSACTION_BEGIN, TRANSACTION_END, WRITE, tracked, watchQueries } from './write-generation';

let clock = 0;
let everythingWrittenAt = 0;
const lastWrite = new Map<string, number>();

/** The clock now: read it before a read whose result will be kept. */
export function writeClock() {
  return clock;
}

/** The latest write to any of `names` (or a schema change): a result read at `since` holds while this is not later. */
export function lastWriteTo(names: readonly string[]) {
  let latest = everythingWrittenAt;
  for (const name of names) latest = Math.max(latest, lastWrite.get(name) ?? 0);
  return latest;
}

/** Marks tables written now: by this process, or by another one whose notice was heard. */
export function markWritten(names: Iterable<string>) {
  clock++;
  for (const name of names) lastWrite.set(name, clock);
}

/** Anything may have been written (a schema change, writes nobody heard): nothing read before holds. */
export function markEverythingWritten() {
  everythingWrittenAt = ++clock;
}

/** Every word of a statement, lower case: its tables among them (and harmlessly its columns and keywords). */
export function namesIn(sqlText: string): string[] {
  return [...new Set(sqlText.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? [])];
}

/** Per database: whether every write to all of a read's names reaches this process now. */
const keepingByDatabase = new WeakMap<Kysely<any>, (names: readonly string[]) => boolean>();

/** Declares when a database's reads may be kept (connect.ts: always on SQLite, while heard on PostgreSQL). */
export function keepReadsWhile(db: Kysely<any>, heard: (names: readonly string[]) => boolean) {
  keepingByDatabase.set(db, heard);
}

/** Whether a read of these names may be kept: every write to them is seen or heard by this process. */
export function keepsReadsOf(db: Kysely<any>, names: readonly string[]) {
  return keepingByDatabase.get(db)?.(names) ?? false;
}

const SCHEMA_CHANGE = /^\s*(create|drop|alter)\b/i;

export interface Schema {
  tables: Set<string>;
  /** Table -> the tables a delete of its rows writes through foreign keys' actions, directly or through others. */
  onDelete: Map<string, string[]>;
  /** The same for an update (an action on the referenced key changing: `on update cascade`). */
  onUpdate: Map<string, string[]>;
}

/** A foreign key, its actions spelt as SQLite's pragma_foreign_key_list spells them. */
export interface ForeignKey {
  child: string;
  parent: string;
  on_delete: string;
  on_update: string;
}

/** Foreign keys whose action writes the referring table; `restrict` and `no action` refuse instead. */
const WRITING_ACTIONS = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT']);

/** Parent table -> every table its writes reach through foreign keys whose action (`on_delete`, `on_update`) writes. */
function reachedThrough(links: ForeignKey[], action: 'on_delete' | 'on_update') {
  const direct = new Map<string, string[]>();
  for (const link of links.filter((candidate) => WRITING_ACTIONS.has(candidate[action].toUpperCase()))) {
    const parent = link.parent.toLowerCase();
    direct.set(parent, [...(direct.get(parent) ?? []), link.child.toLowerCase()]);
  }
  const reached = new Map<string, string[]>();
  for (const table of direct.keys()) {
    const found = new Set<string>();
    const next = [table];
    while (next.length) for (const child of direct.get(next.pop()!) ?? []) if (!found.has(child)) (found.add(child), next.push(child));
    reached.set(table, [...found]);
  }
  return reached;
}

export function schemaFrom(tables: string[], links: ForeignKey[]): Schema {
  return { tables: new Set(tables.map((name) => name.toLowerCase())), onDelete: reachedThrough(links, 'on_delete'), onUpdate: reachedThrough(links, 'on_update') };
}

function sqliteSchema(sqlite: SQLite.Database): Schema {
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
  const links = sqlite
    .prepare("select m.name as child, f.\"table\" as parent, f.on_delete, f.on_update from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'")
    .all() as ForeignKey[];
  return schemaFrom(tables, links);
}

/** Which foreign-key actions a write may set off: none for a plain insert, all for a delete, a replace or anything else. */
function actionsOf(sqlText: string, schema: Schema) {
  if (/^\s*insert\b/i.test(sqlText) && !/\b(replace|conflict)\b/i.test(sqlText)) return [];
  if (/^\s*update\b/i.test(sqlText)) return [schema.onUpdate];
  return [schema.onDelete, schema.onUpdate];
}

/** The tables a write names, and those its foreign keys' actions reach. */
function writtenBy(sqlText: string, schema: Schema) {
  const reaches = actionsOf(sqlText, schema);
  const names = new Set<string>();
  for (const name of namesIn(sqlText)) {
    if (!schema.tables.has(name)) continue;
    names.add(name);
    for (const reached of reaches) for (const child of reached.get(name) ?? []) names.add(child);
  }
  return names;
}

/**
 * One connection's statements. A write inside a transaction marks its tables when it runs and again when the
 * transaction ends, so a read kept in between (by another connection, or inside the transaction) does not
 * outlive a commit or a rollback. With no schema known, a write marks everything.
 */
function tableTracker(schemaNow: () => Schema | undefined, schemaChanged: () => void) {
  let inTransaction = false;
  let unknownInTransaction = false;
  const writtenInTransaction = new Set<string>();
  const transactionEnded = () => {
    if (writtenInTransaction.size) markWritten(writtenInTransaction);
    if (unknownInTransaction) markEverythingWritten();
    writtenInTransaction.clear();
    inTransaction = unknownInTransaction = false;
  };
  const wrote = (sqlText: string) => {
    const schema = schemaNow();
    if (!schema) {
      markEverythingWritten();
      unknownInTransaction = inTransaction;
      return;
    }
    const names = writtenBy(sqlText, schema);
    markWritten(names);
    if (inTransaction) for (const name of names) writtenInTransaction.add(name);
  };
  return (sqlText: string, writes: boolean): AroundStatement | undefined => {
    if (TRANSACTION_BEGIN.test(sqlText)) return { after: () => (inTransaction = true) };
    if (TRANSACTION_END.test(sqlText)) return { after: transactionEnded };
    if (SCHEMA_CHANGE.test(sqlText)) return { after: () => (schemaChanged(), markEverythingWritten()) };
    return writes ? { after: () => wrote(sqlText) } : undefined;
  };
}

/** Watches one SQLite connection's statements (server/db/statement-cache.ts wraps each prepared one). */
export function tableWriteWatcher(sqlite: SQLite.Database) {
  let schema: Schema | undefined;
  const track = tableTracker(
    () => (schema ??= sqliteSchema(sqlite)),
    () => (schema = undefined),
  );
  return function watchStatement(sqlText: string, statement: SqliteStatement): SqliteStatement {
    const around = track(sqlText, !statement.reader || WRITE.test(sqlText));
    return around ? tracked(statement, around) : statement;
  };
}

/**
 * One PostgreSQL database's table writes: this process's, seen at each pooled connection, and what its write
 * listener learns on (re)connecting: the schema and which tables notify their writes. Until it has, and
 * while it is not listening, a write marks everything and no read is kept.
 */
export function postgresTableWrites() {
  let schema: Schema | undefined;
  let heard = new Set<string>();
  return {
    /** Wraps a pooled connection's queries (pg's Pool `connect` event). */
    watch(client: PostgresClient) {
      // Kysely's PostgreSQL driver runs `begin` and `commit` as queries on the connection, so they pass here too.
      watchQueries(client, tableTracker(() => schema, () => (schema = undefined)));
    },
    /** The listener listens: these are the tables, their foreign keys, and the tables whose writes it hears. */
    hear(known: Schema, notifying: Iterable<string>) {
      schema = known;
      heard = new Set([...notifying].map((name) => name.toLowerCase()));
      markEverythingWritten();
    },
    /** The listener lost its connection: what others write now goes unheard. */
    deaf() {
      heard = new Set();
      markEverythingWritten();
    },
    /** Every table among `names` notifies its writes, and they are heard now. */
    hears(names: readonly string[]) {
      if (!schema || !heard.size) return false;
      return names.every((name) => !schema!.tables.has(name) || heard.has(name));
    },
  };
}

export type PostgresTableWrites = ReturnType<typeof postgresTableWrites>;
