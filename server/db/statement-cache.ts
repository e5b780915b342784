/**
 * The database Kysely's SQLite driver talks to, with prepared statements kept by SQL text. The driver calls
 * `prepare` for every query; preparing is parsing and planning, about a tenth of a short list's CPU. A
 * better-sqlite3 statement can be run again with other parameters; one still being iterated (`busy`)
 * cannot, so that case prepares a fresh, uncached one. A statement that failed is reset by better-sqlite3
 * and stays reusable; SQL that fails to prepare is never cached.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { tableWriteWatcher } from './table-writes';
import { writeWatcher } from './write-generation';

/** Distinct statements a console issues are a few hundred (entities × list shapes); 500 holds them. */
const CAPACITY = 500;

export function withStatementCache(sqlite: SQLite.Database, capacity = CAPACITY): SqliteDatabase {
  const noteStatement = writeWatcher();
  const noteTables = tableWriteWatcher(sqlite);
  const cache = new Map<string, { prepared: SQLite.Statement; statement: SqliteStatement }>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.prepared.busy) {
        // Map order is insertion order: re-inserting makes this the most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached.statement;
      }
      const prepared = sqlite.prepare(sql);
      const statement = noteTables(sql, noteStatement(sql, prepared));
      if (!cached) {
        cache.set(sql, { prepared, statement });
        if (cache.size > capacity) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
  };
}
