/**
 * A consistent view of every table, read while the console keeps running (docs/backups.md):
 * - SQLite: `VACUUM INTO` copies the database to a private file in one read transaction (SQLite's own online
 *   copy; the server's connection is busy only for the copy), which is then read at leisure;
 * - PostgreSQL: one REPEATABLE READ, READ ONLY transaction, each table read through a cursor.
 * Rows come in batches, so memory stays bounded whatever the tables' sizes.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { DialectName } from '../db/connect';
import { type TableShape, parentsFirst, schemaVersionOf, tablesOf } from './catalog';

const BATCH = 1000;

export interface Snapshot {
  tables: TableShape[];
  schemaVersion: string[];
  /** The table's rows, as value arrays in its columns' order, in batches. */
  rows(table: TableShape): AsyncIterable<unknown[][]>;
}

export async function withSnapshot<T>(live: { db: Kysely<any>; dialect: DialectName }, work: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  return live.dialect === 'sqlite' ? sqliteSnapshot(live.db, work) : postgresSnapshot(live.db, work);
}

async function sqliteSnapshot<T>(db: Kysely<any>, work: (snapshot: Snapshot) => Promise<T>) {
  const folder = await mkdtemp(join(tmpdir(), 'backup-snapshot-'));
  const file = join(folder, 'snapshot.db');
  try {
    await sql`vacuum into ${file}`.execute(db);
    const handle = new SQLite(file, { readonly: true });
    const copy = new Kysely<any>({ dialect: new SqliteDialect({ database: handle }) });
    try {
      const tables = await parentsFirst(copy, 'sqlite', await tablesOf(copy, 'sqlite'));
      const schemaVersion = await schemaVersionOf(copy);
      return await work({
        tables,
        schemaVersion,
        async *rows(table) {
          const select = handle.prepare(`select ${table.columns.map(quoted).join(', ')} from ${quoted(table.name)}`).raw(true);
          let batch: unknown[][] = [];
          for (const row of select.iterate() as Iterable<unknown[]>) {
            batch.push(row);
            if (batch.length < BATCH) continue;
            yield batch;
            batch = [];
          }
          if (batch.length) yield batch;
        },
      });
    } finally {
      await copy.destroy();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function postgresSnapshot<T>(db: Kysely<any>, work: (snapshot: Snapshot) => Promise<T>) {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(async (trx) => {
    const tables = await parentsFirst(trx, 'postgres', await tablesOf(trx, 'postgres'));
    const schemaVersion = await schemaVersionOf(trx);
    return work({
      tables,
      schemaVersion,
      async *rows(table) {
        const columns = sql.join(table.columns.map((column) => sql.id(column)));
        await sql`declare backup_rows no scroll cursor for select ${columns} from ${sql.table(table.name)}`.execute(trx);
        try {
          for (;;) {
            const { rows } = await sql<Record<string, unknown>>`fetch forward ${sql.lit(BATCH)} from backup_rows`.execute(trx);
            if (!rows.length) break;
            yield rows.map((row) => table.columns.map((column) => row[column]));
          }
        } finally {
          await sql`close backup_rows`.execute(trx);
        }
      },
    });
  });
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
