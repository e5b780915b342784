/** Opens the database named by DATABASE_URL: embedded SQLite by default, PostgreSQL for postgres:// URLs. */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Logger, PostgresDialect, SqliteDialect } from 'kysely';
import { registerCasefold } from './casefold';
import { pgModule } from './pg';
import { withStatementCache } from './statement-cache';
import { type PostgresTableWrites, keepReadsWhile, postgresTableWrites } from './table-writes';
import { watchPostgresClient } from './write-generation';

export type DialectName = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<any>;
  dialect: DialectName;
  close(): Promise<void>;
  /** PostgreSQL: the table writes this process sees and, through its write listener, hears. */
  tableWrites?: PostgresTableWrites;
}

/** `log`: told of every query and its time (the metrics' query timer, server/metrics/query-metrics.ts). */
export function connect(url: string, log?: Logger): Database {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pg = pgModule();
    // bigint (counts, epoch milliseconds) as numbers: every value this product stores fits a double.
    pg.types.setTypeParser(20, Number);
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // This process's writes to the tables actors are made of move the write generation (actor cache), and
    // every write marks its tables (kept list totals).
    const tableWrites = postgresTableWrites();
    pool.on('connect', (client) => {
      watchPostgresClient(client);
      tableWrites.watch(client);
    });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log });
    // Other processes' writes are heard only through a write listener (postgres-write-listener.ts).
    keepReadsWhile(db, tableWrites.hears);
    return { db, dialect: 'postgres', close: () => db.destroy(), tableWrites };
  }
  const file = url.replace(/^sqlite:/, '') || ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL with synchronous=FULL: an acknowledged write survives a crash or power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's lower() folds ASCII only; filters fold with JavaScript so Cyrillic names match too.
  registerCasefold(sqlite);
  // Planner statistics, refreshed where stale (SQLite's advice for every connection open): without them a
  // filter may pick a useless index.
  sqlite.pragma('optimize=0x10002');
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log });
  // One server process owns a SQLite file, so every write to it passes this connection's watchers.
  keepReadsWhile(db, () => true);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
