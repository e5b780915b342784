/**
 * A process-wide counter of writes to the tables an actor is made of (users, their groups and the groups'
 * paths, roles and the roles they may assign, sessions). The actor cache (server/auth/actor-cache.ts)
 * keeps an actor only while this counter has not moved since it began loading it, so any such write — by
 * the repository, a hook, raw SQL or a foreign-key cascade started by one — is seen by the next request.
 * The count is taken from SQL text at the driver, where nothing can go round it. SQLite only: another
 * process writing to a PostgreSQL database would not move this counter, so PostgreSQL does not cache.
 */
import type { SqliteStatement } from 'kysely';

const ACTOR_TABLES = /\b(users|users_domain_ids|roles|roles_available_roles|groups|sessions)\b/i;
const WRITE = /^\s*(insert|update|delete|replace|create|drop|alter)\b|\breturning\b/i;

let generation = 0;

export function writeGeneration() {
  return generation;
}

/**
 * Watches one connection's statements. A write inside a transaction is seen by other connections only at
 * its commit, so the commit that ends such a transaction moves the generation again.
 */
export function writeWatcher() {
  let inTransaction = false;
  let wroteInTransaction = false;
  return function noteStatement(sql: string, statement: SqliteStatement): SqliteStatement {
    if (/^\s*begin\b/i.test(sql)) return track(statement, undefined, () => ((inTransaction = true), (wroteInTransaction = false)));
    if (/^\s*(commit|end|rollback)\b/i.test(sql)) {
      return track(statement, undefined, () => {
        if (wroteInTransaction) generation++;
        inTransaction = wroteInTransaction = false;
      });
    }
    if (!ACTOR_TABLES.test(sql) || (statement.reader && !WRITE.test(sql))) return statement;
    const wrote = () => {
      generation++;
      if (inTransaction) wroteInTransaction = true;
    };
    return track(statement, wrote, wrote);
  };
}

/** The statement, calling `before` and `after` around each run (before: an actor loading now is not kept). */
function track(statement: SqliteStatement, before: (() => void) | undefined, after: () => void): SqliteStatement {
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
