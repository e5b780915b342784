/** The prepared-statement cache of SQLite connections, and the write generation it keeps, through Kysely. */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';
import { writeGeneration } from './write-generation';

describe('statement cache', () => {
  let sqlite: SQLite.Database;
  let db: Kysely<any>;
  let prepare: ReturnType<typeof vi.spyOn>;

  beforeEach(async () => {
    sqlite = new SQLite(':memory:');
    prepare = vi.spyOn(sqlite, 'prepare');
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, 3) }) });
    await sql`create table notes (id integer primary key, text text not null unique)`.execute(db);
    await sql`create table users (id integer primary key, role_id integer)`.execute(db);
  });
  afterEach(async () => db.destroy());

  it('prepares the same SQL once and answers each run with its own parameters', async () => {
    for (let i = 1; i <= 50; i++) await db.insertInto('notes').values({ id: i, text: `note ${i}` }).execute();
    prepare.mockClear();
    for (let i = 1; i <= 50; i++) {
      const row = await db.selectFrom('notes').select('text').where('id', '=', i).executeTakeFirst();
      expect(row?.text).toBe(`note ${i}`);
    }
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('a statement that failed runs again; SQL that does not prepare is never kept', async () => {
    const insert = (id: number, text: string) => db.insertInto('notes').values({ id, text }).execute();
    await insert(1, 'same');
    await expect(insert(2, 'same')).rejects.toThrow(/UNIQUE/);
    await insert(3, 'other');
    expect((await db.selectFrom('notes').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual([1, 3]);
    for (let i = 0; i < 2; i++) await expect(sql`select nope from notes`.execute(db)).rejects.toThrow(/no such column/);
  });

  it('keeps the most recently used statements up to its capacity', async () => {
    const select = (column: string) => sql`select ${sql.ref(column)} from notes`.execute(db);
    prepare.mockClear();
    for (const column of ['id', 'text', 'id', 'rowid', 'oid', 'id']) await select(column);
    // id, text, rowid, oid prepared; id stayed in (used again before oid pushed out the oldest, text).
    expect(prepare).toHaveBeenCalledTimes(4);
    await select('text');
    expect(prepare).toHaveBeenCalledTimes(5);
  });

  it('a statement still being iterated is not reused: the same SQL gets a fresh one', async () => {
    for (let i = 1; i <= 3; i++) await db.insertInto('notes').values({ id: i, text: `n${i}` }).execute();
    const database = withStatementCache(sqlite);
    const text = 'select id from notes order by id';
    const rows = database.prepare(text).iterate([]);
    expect(rows.next().value).toEqual({ id: 1 });
    expect(database.prepare(text).all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...rows]).toEqual([{ id: 2 }, { id: 3 }]);
    expect(database.prepare(text).all([])).toHaveLength(3);
  });

  it('moves the write generation on writes to actor tables only, and again at their commit', async () => {
    const before = writeGeneration();
    await db.selectFrom('users').selectAll().execute();
    await db.insertInto('notes').values({ id: 1, text: 'x' }).execute();
    expect(writeGeneration()).toBe(before);
    await db.insertInto('users').values({ id: 1, role_id: 2 }).execute();
    const afterWrite = writeGeneration();
    expect(afterWrite).toBeGreaterThan(before);
    let inside = 0;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role_id: 3 }).execute();
      inside = writeGeneration();
    });
    expect(inside).toBeGreaterThan(afterWrite);
    expect(writeGeneration()).toBeGreaterThan(inside);
  });
});
