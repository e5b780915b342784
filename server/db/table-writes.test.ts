/**
 * The table write clock (table-writes.ts) on real connections of both databases: which tables a statement
 * marks (those it names, those its foreign keys' actions reach, none for a read), and when (a transaction's
 * writes again at its end; a schema change marks everything). On PostgreSQL the foreign keys are those the
 * write listener read (postgres-write-listener.ts).
 */
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, freshDatabaseUrl } from '../test-support/server';
import { connect, type Database } from './connect';
import { listenForWrites, type WriteListener } from './postgres-write-listener';
import { lastWriteTo, writeClock } from './table-writes';

describe.each(DIALECTS)('table write clock on %s', (dialect) => {
  let database: Database;
  let db: Kysely<any>;
  let listener: WriteListener | undefined;
  const listen = async () => {
    await listener?.close();
    if (database.tableWrites) listener = await listenForWrites(await url, { tableWrites: database.tableWrites });
  };
  const url = freshDatabaseUrl(dialect);
  beforeAll(async () => {
    database = connect(await url);
    db = database.db;
    await sql`create table owners (id integer primary key, name text)`.execute(db);
    await sql`create table pets (id integer primary key, owner_id integer references owners(id) on delete cascade, name text)`.execute(db);
    await sql`create table toys (id integer primary key, pet_id integer references pets(id) on delete cascade)`.execute(db);
    await sql`create table vets (id integer primary key, pet_id integer references pets(id) on delete restrict)`.execute(db);
    await sql`create table notes (id integer primary key, name text)`.execute(db);
    // PostgreSQL: the schema (and so the foreign keys) this process knows is what its listener read.
    await listen();
  });
  beforeEach(async () => {
    for (const table of ['toys', 'vets', 'pets', 'owners', 'notes']) await sql`delete from ${sql.id(table)}`.execute(db);
    await sql`insert into owners (id, name) values (1, 'Ann')`.execute(db);
    await sql`insert into pets (id, owner_id, name) values (1, 1, 'Rex')`.execute(db);
  });
  afterAll(async () => {
    await listener?.close();
    await database?.close();
  });

  /** Whether a result read before `run` would still hold after it, for each table. */
  async function stillHolds(run: () => Promise<unknown>, tables: string[]) {
    const since = writeClock();
    await run();
    return Object.fromEntries(tables.map((table) => [table, lastWriteTo([table]) <= since]));
  }

  it('a write marks the table it names, not the columns it names nor other tables', async () => {
    const held = await stillHolds(() => sql`update owners set name = 'Bo' where id = 1`.execute(db), ['owners', 'notes', 'name', 'id']);
    expect(held).toEqual({ owners: false, notes: true, name: true, id: true });
  });

  it('a read marks nothing', async () => {
    const held = await stillHolds(() => db.selectFrom('owners').selectAll().where('name', '=', 'Ann').execute(), ['owners', 'pets']);
    expect(held).toEqual({ owners: true, pets: true });
  });

  it('a delete marks the tables its cascades reach, through every level', async () => {
    const held = await stillHolds(() => sql`delete from owners where id = 1`.execute(db), ['owners', 'pets', 'toys', 'notes']);
    expect(held).toEqual({ owners: false, pets: false, toys: false, notes: true });
  });

  it('an insert or an update of a parent marks none of its children: no action of their keys is set off', async () => {
    const inserted = await stillHolds(() => sql`insert into owners (id, name) values (2, 'Cy')`.execute(db), ['owners', 'pets', 'toys']);
    expect(inserted).toEqual({ owners: false, pets: true, toys: true });
    const updated = await stillHolds(() => sql`update owners set name = 'Di' where id = 2`.execute(db), ['owners', 'pets']);
    expect(updated).toEqual({ owners: false, pets: true });
  });

  it('a foreign key that refuses rather than writes marks nothing more', async () => {
    const held = await stillHolds(() => sql`delete from pets where id = 999`.execute(db), ['pets', 'vets', 'toys']);
    expect(held).toEqual({ pets: false, vets: true, toys: false });
  });

  it("a transaction's writes are marked again when it ends, also by a rollback", async () => {
    let inside = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 7, name: 'draft' }).execute();
        inside = writeClock();
        throw new Error('abandoned');
      })
      .catch(() => undefined);
    expect(lastWriteTo(['notes'])).toBeGreaterThan(inside);
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
  });

  it('a schema change marks every table, and a table it creates is then known to writes', async () => {
    const held = await stillHolds(() => sql`create table later (id integer primary key, note_id integer references notes(id) on delete cascade)`.execute(db), ['owners', 'notes']);
    expect(held).toEqual({ owners: false, notes: false });
    // PostgreSQL: until the listener reads the schema again, every write marks everything.
    if (dialect === 'postgres') {
      expect(await stillHolds(() => sql`update notes set name = 'x'`.execute(db), ['owners'])).toEqual({ owners: false });
      await listen();
    }
    const cascade = await stillHolds(() => sql`delete from notes`.execute(db), ['later', 'owners']);
    expect(cascade).toEqual({ later: false, owners: true });
  });
});
