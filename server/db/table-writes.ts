/**
 * When each table was last written, on a clock of this process's writes. Something kept from a read (a
 * list's count, server/crud/count-cache.ts) holds while none of the tables its statement names has been
 * written since the read began.
 *
 * Writes are seen at the driver, as the write generation sees them (write-generation.ts): every statement a
 * SQLite connection runs passes through `tableWriteWatcher`. A statement that writes marks
 * - every table its text names, so raw SQL and a hook's writes count as much as the repository's;
 * - every table a foreign key's action writes without naming it: a delete's `on delete cascade` or
 *   `set null`, through every level (a plain insert sets off none, and an update only `on update` actions,
 *   so a device's heartbeat does not touch its events' counts).
 * A schema change marks everything. A read is checked against every word of its text; its columns and
 * keywords are never marked. Only a database whose every write passes here (SQLite, which one server process
 * owns) is `watchedInFull`; PostgreSQL's other processes write unseen, so nothing is kept from its reads.
 */
import type SQLite from 'better-sqlite3';
import type { Kysely, SqliteStatement } from 'kysely';
import { TRANSACTION_END, WRITE, tracked } from './write-generation';

let clock = 0;
let schemaChangedAt = 0;
const lastWrite = new Map<string, number>();

/** The clock now: read it before a read whose result will be kept. */
export function writeClock() {
  return clock;
}

/** The latest write to any of `names` (or a schema change): a result read at `since` holds while this is not later. */
export function lastWriteTo(names: readonly string[]) {
  let latest = schemaChangedAt;
  for (const name of names) latest = Math.max(latest, lastWrite.get(name) ?? 0);
  return latest;
}

/** Every word of a statement, lower case: its tables among them (and harmlessly its columns and keywords). */
export function namesIn(sqlText: string): string[] {
  return [...new Set(sqlText.toLowerCase().match(/[a-z_][a-z0-9_$]*/g) ?? [])];
}

const watchedDatabases = new WeakSet<Kysely<any>>();

/** Marks a database whose every write passes through tableWriteWatcher (connect.ts: SQLite). */
export function watchInFull(db: Kysely<any>) {
  watchedDatabases.add(db);
}

export function watchedInFull(db: Kysely<any>) {
  return watchedDatabases.has(db);
}

const SCHEMA_CHANGE = /^\s*(create|drop|alter)\b/i;

interface Schema {
  tables: Set<string>;
  /** Table -> the tables a delete of its rows writes through foreign keys' actions, directly or through others. */
  onDelete: Map<string, string[]>;
  /** The same for an update (an action on the referenced key changing: `on update cascade`). */
  onUpdate: Map<string, string[]>;
}

/** Foreign keys whose action writes the referring table; `restrict` and `no action` refuse instead. */
const WRITING_ACTIONS = new Set(['CASCADE', 'SET NULL', 'SET DEFAULT']);

/** Parent table -> every table its writes reach through foreign keys whose action (`on_delete`, `on_update`) writes. */
function reachedThrough(links: { child: string; parent: string; on_delete: string; on_update: string }[], action: 'on_delete' | 'on_update') {
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

function schemaOf(sqlite: SQLite.Database): Schema {
  const tables = sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[];
  const links = sqlite
    .prepare("select m.name as child, f.\"table\" as parent, f.on_delete, f.on_update from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'")
    .all() as { child: string; parent: string; on_delete: string; on_update: string }[];
  return { tables: new Set(tables.map((name) => name.toLowerCase())), onDelete: reachedThrough(links, 'on_delete'), onUpdate: reachedThrough(links, 'on_update') };
}

/** Which foreign-key actions a write may set off: none for a plain insert, all for a delete, a replace or anything else. */
function actionsOf(sqlText: string, schema: Schema) {
  if (/^\s*insert\b/i.test(sqlText) && !/\b(replace|conflict)\b/i.test(sqlText)) return [];
  if (/^\s*update\b/i.test(sqlText)) return [schema.onUpdate];
  return [schema.onDelete, schema.onUpdate];
}

/**
 * Watches one SQLite connection's statements (server/db/statement-cache.ts wraps each prepared one). A write
 * inside a transaction marks its tables when it runs and again when the transaction ends, so a read kept in
 * between (on this connection, inside the transaction) does not outlive a rollback.
 */
export function tableWriteWatcher(sqlite: SQLite.Database) {
  let schema: Schema | undefined;
  const writtenInTransaction = new Set<string>();
  const mark = (names: Iterable<string>) => {
    clock++;
    for (const name of names) lastWrite.set(name, clock);
  };
  /** The tables a write names, and those its foreign keys' actions reach. */
  const written = (sqlText: string) => {
    schema ??= schemaOf(sqlite);
    const reaches = actionsOf(sqlText, schema);
    const names = new Set<string>();
    for (const name of namesIn(sqlText)) {
      if (!schema.tables.has(name)) continue;
      names.add(name);
      for (const reached of reaches) for (const child of reached.get(name) ?? []) names.add(child);
    }
    return names;
  };
  return function watchStatement(sqlText: string, statement: SqliteStatement): SqliteStatement {
    if (SCHEMA_CHANGE.test(sqlText)) {
      return tracked(statement, {
        after: () => {
          schema = undefined;
          schemaChangedAt = ++clock;
        },
      });
    }
    if (TRANSACTION_END.test(sqlText)) {
      return tracked(statement, {
        after: () => {
          if (writtenInTransaction.size) mark(writtenInTransaction);
          writtenInTransaction.clear();
        },
      });
    }
    if (statement.reader && !WRITE.test(sqlText)) return statement;
    return tracked(statement, {
      after: () => {
        const names = written(sqlText);
        mark(names);
        if (sqlite.inTransaction) for (const name of names) writtenInTransaction.add(name);
      },
    });
  };
}
