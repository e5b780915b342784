/**
 * The fresh database a restore runs into (docs/backups.md): a new SQLite file beside the live one, or a new
 * PostgreSQL schema in the live database. It is made at the backup's schema version, loaded, migrated to the
 * latest, and only then replaces the live tables' contents in one transaction (swapInto): a failure or a kill
 * before that commit leaves the console on its previous data, and nothing of the staging reaches it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Kysely, type Logger, sql } from 'kysely';
import { type Database, type DialectName, connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { markEverythingWritten } from '../db/table-writes';
import { noteForeignWrite } from '../db/write-generation';
import { invalidBackup } from './cipher';
import { type TableShape, parentsFirst, schemaVersionOf, tablesOf } from './catalog';
import { copyPostgresSchema } from './postgres-schema';
import { copySqliteSchema } from './sqlite-schema';

/** Bound parameters per insert, below both databases' limits. */
const PARAMETERS = 30_000;

export interface Live {
  db: Kysely<any>;
  dialect: DialectName;
  /** Told of the staging's queries. */
  log?: Logger;
}

export interface Staging {
  load(table: TableShape, batches: AsyncIterable<unknown[][]>): Promise<void>;
  /** Migrates the loaded data to the server's schema. */
  finish(): Promise<void>;
  /** Replaces every live table's rows with the staging's, in one transaction. */
  swapInto(live: Live): Promise<void>;
  drop(): Promise<void>;
}

/** A staging database at `version` (the backup's last migration), beside the live one at `databaseUrl`. */
export async function openStaging(live: Live, databaseUrl: string, version: string): Promise<Staging> {
  return live.dialect === 'sqlite' ? sqliteStaging(live, databaseUrl, version) : postgresStaging(live, databaseUrl, version);
}

async function sqliteStaging(live: Live, databaseUrl: string, version: string): Promise<Staging> {
  const liveFile = /^sqlite:(.+)$/.exec(databaseUrl)?.[1];
  const folder = liveFile && liveFile !== ':memory:' ? undefined : await mkdtemp(join(tmpdir(), 'backup-restore-'));
  const file = join(folder ?? dirname(liveFile!), `restore-${randomBytes(6).toString('hex')}.db`);
  const staging = connect(`sqlite:${file}`, live.log);
  // Nothing of the staging needs to survive a crash (a restore begins again): no waiting for the disk per write.
  await sql`pragma synchronous = off`.execute(staging.db);
  let closed = false;
  const close = async () => {
    if (!closed) await staging.close();
    closed = true;
  };
  const liveVersion = await schemaVersionOf(live.db);
  if (liveVersion[liveVersion.length - 1] === version) await copySqliteSchema(live.db, staging.db);
  else await migrateToLatest(staging.db, { target: version });
  const shapes = await emptied(staging);
  return {
    load: (table, batches) => loadTable(staging, shapes, table, batches),
    finish: () => migrateToLatest(staging.db),
    async swapInto(live) {
      await close();
      const tables = await parentsFirst(live.db, 'sqlite', await tablesOf(live.db, 'sqlite'));
      await live.db.connection().execute(async (connection) => {
        await sql`attach database ${file} as restore_source`.execute(connection);
        try {
          await connection.transaction().execute(async (trx) => {
            // Checked at commit: the rows are whole by then, whatever order they went in.
            await sql`pragma defer_foreign_keys = on`.execute(trx);
            for (const table of [...tables].reverse()) await sql`delete from ${sql.table(`main.${table.name}`)}`.execute(trx);
            for (const table of tables) await copyTable(trx, table, sql.table(`main.${table.name}`), sql.table(`restore_source.${table.name}`));
          });
        } finally {
          await sql`detach database restore_source`.execute(connection);
        }
      });
      afterSwap();
    },
    async drop() {
      await close();
      await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${file}${suffix}`, { force: true })));
      if (folder) await rm(folder, { recursive: true, force: true });
    },
  };
}

async function postgresStaging(live: Live, databaseUrl: string, version: string): Promise<Staging> {
  const schema = `backup_restore_${randomBytes(6).toString('hex')}`;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(live.db);
  const liveSchema = rows[0].schema;
  await sql`create schema ${sql.id(schema)}`.execute(live.db);
  // The staging's own tables first; the live schema and public after it for what the migrations share (pg_trgm).
  // Its commits need not wait for the disk: nothing of it needs to survive a crash (a restore begins again).
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${[...new Set([schema, liveSchema, 'public'])].join(',')} -c synchronous_commit=off`);
  const staging = connect(url.toString(), live.log);
  let closed = false;
  const close = async () => {
    if (!closed) await staging.close();
    closed = true;
  };
  let shapes: Shapes;
  try {
    const liveVersion = await schemaVersionOf(live.db);
    if (liveVersion[liveVersion.length - 1] === version) await copyPostgresSchema(live.db, schema);
    else await migrateToLatest(staging.db, { target: version, schema });
    shapes = await emptied(staging);
  } catch (error) {
    await close();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(live.db);
    throw error;
  }
  return {
    load: (table, batches) => loadTable(staging, shapes, table, batches),
    finish: () => migrateToLatest(staging.db, { schema }),
    async swapInto(target) {
      await close();
      const tables = await parentsFirst(target.db, 'postgres', await tablesOf(target.db, 'postgres'));
      await target.db.transaction().execute(async (trx) => {
        await sql`truncate ${sql.join(tables.map((table) => sql.table(table.name)))}`.execute(trx);
        for (const table of tables) await copyTable(trx, table, sql.table(table.name), sql.table(`${schema}.${table.name}`));
        await keepIdentitiesAhead(trx);
      });
      afterSwap();
    },
    async drop() {
      await close();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(live.db);
    },
  };
}

/** The staging's tables and their columns, by name. */
type Shapes = ReadonlyMap<string, readonly string[]>;

/**
 * The rows the migrations made (the root group, the project's settings) go: the backup holds its own. Answers
 * the tables, read once: every table loaded is checked against them, and a catalogue read per table cost tens of
 * milliseconds each on PostgreSQL (seconds for a 0.1 MB backup).
 */
async function emptied(staging: Database): Promise<Shapes> {
  const tables = await parentsFirst(staging.db, staging.dialect, await tablesOf(staging.db, staging.dialect));
  for (const table of [...tables].reverse()) await staging.db.deleteFrom(table.name).execute();
  return new Map(tables.map((table) => [table.name, table.columns]));
}

async function loadTable(staging: Database, shapes: Shapes, table: TableShape, batches: AsyncIterable<unknown[][]>) {
  const known = shapes.get(table.name);
  if (!known || table.columns.some((column) => !known.includes(column))) throw invalidBackup(`table not in its schema: ${table.name}`);
  const size = Math.max(1, Math.floor(PARAMETERS / table.columns.length));
  await staging.db.transaction().execute(async (trx) => {
    for await (const batch of batches) {
      for (let start = 0; start < batch.length; start += size) {
        const rows = batch.slice(start, start + size).map((values) => Object.fromEntries(table.columns.map((column, at) => [column, values[at]])));
        await trx.insertInto(table.name).values(rows).execute();
      }
    }
  });
}

async function copyTable(trx: Kysely<any>, table: TableShape, into: ReturnType<typeof sql.table>, from: ReturnType<typeof sql.table>) {
  const columns = sql.join(table.columns.map((column) => sql.id(column)));
  await sql`insert into ${into} (${columns}) select ${columns} from ${from}`.execute(trx);
}

/** PostgreSQL: identities past every restored id (they never move back, so no id is handed out twice). */
async function keepIdentitiesAhead(trx: Kysely<any>) {
  const { rows } = await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and is_identity = 'YES'`.execute(trx);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${sql.lit(`"${table}"`)}, ${sql.lit(column)}), greatest(m.top, s.last_value), true)
      from (select max(${sql.ref(column)}) as top from ${sql.table(table)}) m,
        (select last_value from pg_sequences where schemaname || '.' || sequencename = pg_get_serial_sequence(${sql.lit(`"${table}"`)}, ${sql.lit(column)})) s
      where m.top is not null`.execute(trx);
  }
}

/** Whatever this process kept from earlier reads (list totals, actors) is stale now. */
function afterSwap() {
  markEverythingWritten();
  noteForeignWrite();
}
