/**
 * A process-wide counter of writes to the tables an actor is made of (users, their groups and the groups'
 * paths, roles and the roles they may assign, sessions, and the blocks on its address). The actor cache
 * (server/auth/actor-cache.ts) keeps an actor, and the IP guard a block (server/ip-blocking/cached-blocks.ts),
 * only while this counter has not moved since it began loading it, so any such write — by
 * the repository, a hook, raw SQL or a foreign-key cascade started by one — is seen by the next request.
 * This process's writes are counted from SQL text at the driver, where nothing can go round it (SQLite:
 * writeWatcher on each statement; PostgreSQL: watchPostgresClient on each pooled connection). Other
 * processes' writes to a PostgreSQL database reach it through LISTEN/NOTIFY (postgres-write-listener.ts).
 */
import type { SqliteStatement } from 'kysely';

const ACTOR_TABLES = /\b(users|users_domain_ids|roles|roles_available_roles|groups|sessions|ip_blocks)\b/i;
/** A statement that writes, by its first word (or its RETURNING); `statement.reader` alone misses a write that returns rows. */
export const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter)\b|\breturning\b/i;
/** A statement that starts a transaction. */
export const TRANSACTION_BEGIN = /^\s*(begin|start\s+transaction)\b/i;
/** A statement that ends a transaction: its writes are seen by other connections from here. */
export const TRANSACTION_END = /^\s*(commit|end|rollback)\b/i;
/** Any write anywhere in the text (a CTE that deletes, say): PostgreSQL has no statement.reader to ask. */
const WRITE_ANYWHERE = /\b(insert|update|delete|truncate|create|drop|alter)\b/i;

let generation = 0;

export function writeGeneration() {
  return generation;
}

/** Something an actor is made of may have changed without this process seeing the statement (another process). */
export function noteForeignWrite() {
  generation++;
}

/** What to do around a statement: before it runs and after it has (succeeded or not). */
export interface AroundStatement {
  before?: () => void;
  after: () => void;
}

/**
 * One connection's statements. A write inside a transaction is seen by other connections only at its
 * commit, so the commit that ends such a transaction moves the generation again.
 */
function connectionTracker() {
  let inTransaction = false;
  let wroteInTransaction = false;
  return (sql: string, writes: boolean): AroundStatement | undefined => {
    if (TRANSACTION_BEGIN.test(sql)) return { after: () => ((inTransaction = true), (wroteInTransaction = false)) };
    if (TRANSACTION_END.test(sql)) {
      return {
        after: () => {
          if (wroteInTransaction) generation++;
          inTransaction = wroteInTransaction = false;
        },
      };
    }
    if (!writes || !ACTOR_TABLES.test(sql)) return undefined;
    const wrote = () => {
      generation++;
      if (inTransaction) wroteInTransaction = true;
    };
    return { before: wrote, after: wrote };
  };
}

/** Watches one SQLite connection's statements (server/db/statement-cache.ts wraps each prepared one). */
export function writeWatcher() {
  const track = connectionTracker();
  return function noteStatement(sql: string, statement: SqliteStatement): SqliteStatement {
    const around = track(sql, !statement.reader || WRITE.test(sql));
    return around ? tracked(statement, around) : statement;
  };
}

/** The statement, calling `before` and `after` around each run, whether it succeeded or not (before: an actor loading now is not kept). */
export function tracked(statement: SqliteStatement, { before, after }: AroundStatement): SqliteStatement {
  const around = <T>(run: () => T): T => {
    before?.();
    try {
      return run();
    } finally {
      after();
    }
  };
  return {
    reader: statement.reader,
    all: (parameters) => around(() => statement.all(parameters)),
    run: (parameters) => around(() => statement.run(parameters)),
    iterate: (parameters) => around(() => statement.iterate(parameters)),
  };
}

export interface PostgresClient {
  query: (...args: any[]) => any;
}

const WATCHED = Symbol('write generation watched');

/** Watches one pooled PostgreSQL connection (pg's Pool `connect` event): every query passes through `query`. */
export function watchPostgresClient(client: PostgresClient & { [WATCHED]?: true }) {
  if (client[WATCHED]) return;
  client[WATCHED] = true;
  watchQueries(client, connectionTracker());
}

/** Calls what `track` answers for each query's text around it; `writes` says whether the text may write. */
export function watchQueries(client: PostgresClient, track: (text: string, writes: boolean) => AroundStatement | undefined) {
  const query = client.query.bind(client);
  client.query = (...args: any[]) => {
    const text: unknown = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    const around = typeof text === 'string' ? track(text, WRITE_ANYWHERE.test(text)) : undefined;
    if (!around) return query(...args);
    around.before?.();
    const result = query(...args);
    // A promise (Kysely's queries); a cursor or callback form is not awaited, so it counts at once.
    if (result && typeof result.then === 'function') return result.finally(around.after);
    around.after();
    return result;
  };
}
