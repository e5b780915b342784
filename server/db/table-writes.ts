/**
 * When each table was last written, on a clock of this process's writes. Something kept from a read (a
 * list's count, server/crud/count-cache.ts) holds while none of the tables its statement names has been
 * written since the read began.
 *
 * Writes are seen at the driver, as the write generation sees them (write-generation.ts): every statement a
 * SQLite connection runs passes through `tableWriteWatcher`. A statement that writes marks every table its
 * text names (so raw SQL and a hook's writes count as much as the repository's), and every table that refers
 * to a marked one by a foreign key, since a cascade writes those without naming them. A schema change marks
 * everything. A read is checked against every word of its text: its columns and keywords are never marked. Only a database whose every write passes here — SQLite, which one server process owns — is
 * `watchedInFull`; PostgreSQL's other processes write unseen, so nothing is kept from its reads.
 */
import type SQLite from 'better-sqlite3';
import type { Kysely, SqliteStatement } from 'kysely';
import { tracked } from './write-generation';

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

const WRITE = /^\s*(insert|update|delete|replace)\b|\breturning\b/i;
const SCHEMA_CHANGE = /^\s*(create|drop|alter)\b/i;
const TRANSACTION_END = /^\s*(commit|end|rollback)\b/i;

interface Schema {
  tables: Set<string>;
  /** Table -> the tables that refer to it by a foreign key, directly or through others. */
  referrers: Map<string, string[]>;
}

function schemaOf(sqlite: SQLite.Database): Schema {
  const tables = (sqlite.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]).map((name) => name.toLowerCase());
  const links = sqlite
    .prepare("select m.name as child, f.\"table\" as parent from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table'")
    .all() as { child: string; parent: string }[];
  const direct = new Map<string, string[]>();
  for (const { child, parent } of links) direct.set(parent.toLowerCase(), [...(direct.get(parent.toLowerCase()) ?? []), child.toLowerCase()]);
  const referrers = new Map<string, string[]>();
  for (const table of direct.keys()) {
    const reached = new Set<string>();
    const next = [table];
    while (next.length) for (const child of direct.get(next.pop()!) ?? []) if (!reached.has(child)) (reached.add(child), next.push(child));
    referrers.set(table, [...reached]);
  }
  return { tables: new Set(tables), referrers };
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
  /** The tables a write names, and those its cascades reach. */
  const written = (sqlText: string) => {
    schema ??= schemaOf(sqlite);
    const names = new Set<string>();
    for (const name of namesIn(sqlText)) {
      if (!schema.tables.has(name)) continue;
      names.add(name);
      for (const child of schema.referrers.get(name) ?? []) names.add(child);
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
