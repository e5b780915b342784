/**
 * Writes by other processes, heard through LISTEN/NOTIFY, by any process or by hand in psql, at their commit:
 * - to the tables an actor is made of (migration 0033's triggers notify ACTOR_WRITES_CHANNEL): each notice
 *   moves this process's write generation, which drops its cached actors (server/auth/actor-cache.ts);
 * - to any table (migration-helpers.ts noticeTableWrites notifies TABLE_WRITES_CHANNEL with its name): each
 *   marks that table written (table-writes.ts), which drops the list totals kept of it.
 * On (re)connecting it reads the schema and which tables notify (table-writes.ts hears only those). While the
 * listening connection is down nothing can be heard, so `listening()` is false, neither cache is used, and
 * both are dropped again when it is back.
 */
import { TABLE_WRITES_CHANNEL, TABLE_WRITTEN_FUNCTION } from './migration-helpers';
import { pgModule } from './pg';
import { type ForeignKey, type PostgresTableWrites, markWritten, schemaFrom } from './table-writes';
import { noteForeignWrite } from './write-generation';

export const ACTOR_WRITES_CHANNEL = 'console_actor_writes';
/** How the listening connection names itself in pg_stat_activity. */
export const LISTENER_NAME = 'console write listener';
const RECONNECT_MS = 1_000;

export interface WriteListener {
  listening(): boolean;
  close(): Promise<void>;
}

interface Options {
  /** The database's table writes (connect.ts), told what is heard. */
  tableWrites?: PostgresTableWrites;
  onError?: (error: Error) => void;
}

type Client = InstanceType<ReturnType<typeof pgModule>['Client']>;

/** PostgreSQL's foreign-key action codes (pg_constraint.confdeltype), spelt as table-writes.ts reads them. */
const ACTIONS: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

/** The tables of the current schema with their foreign keys, and the tables whose writes notify. */
async function readTables(client: Client) {
  const tables = await client.query<{ name: string }>('select tablename as name from pg_tables where schemaname = current_schema()');
  const links = await client.query<{ child: string; parent: string; deletes: string; updates: string }>(
    `select child.relname as child, parent.relname as parent, c.confdeltype as deletes, c.confupdtype as updates
       from pg_constraint c join pg_class child on child.oid = c.conrelid join pg_class parent on parent.oid = c.confrelid
      where c.contype = 'f' and child.relnamespace = current_schema()::regnamespace`,
  );
  const notifying = await client.query<{ name: string }>(
    `select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = $1 and t.tgenabled <> 'D' and c.relnamespace = current_schema()::regnamespace`,
    [TABLE_WRITTEN_FUNCTION],
  );
  const foreignKeys: ForeignKey[] = links.rows.map((link) => ({ child: link.child, parent: link.parent, on_delete: ACTIONS[link.deletes], on_update: ACTIONS[link.updates] }));
  return { schema: schemaFrom(tables.rows.map((row) => row.name), foreignKeys), notifying: notifying.rows.map((row) => row.name) };
}

export async function listenForWrites(databaseUrl: string, { tableWrites, onError = () => undefined }: Options = {}): Promise<WriteListener> {
  const pg = pgModule();
  let client: Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (error) onError(error);
    if (!listening && !client) return;
    listening = false;
    noteForeignWrite();
    tableWrites?.deaf();
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = undefined;
    if (!closed) retry = setTimeout(() => void start(), RECONNECT_MS).unref();
  };

  async function start() {
    const candidate = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    client = candidate;
    candidate.on('notification', (message) => {
      if (message.channel === ACTOR_WRITES_CHANNEL) noteForeignWrite();
      else if (message.channel === TABLE_WRITES_CHANNEL && message.payload) markWritten([message.payload.toLowerCase()]);
    });
    candidate.on('error', lost);
    candidate.on('end', () => lost());
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${ACTOR_WRITES_CHANNEL}`);
      await candidate.query(`LISTEN ${TABLE_WRITES_CHANNEL}`);
      const tables = tableWrites && (await readTables(candidate));
      if (closed || client !== candidate) return;
      // Whatever was written while nobody listened is unknown: what is cached now may be stale (hear marks everything).
      noteForeignWrite();
      if (tables) tableWrites.hear(tables.schema, tables.notifying);
      listening = true;
    } catch (error) {
      lost(error as Error);
    }
  }

  await start();
  return {
    listening: () => listening,
    async close() {
      closed = true;
      clearTimeout(retry);
      listening = false;
      tableWrites?.deaf();
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      await current?.end().catch(() => undefined);
    },
  };
}
