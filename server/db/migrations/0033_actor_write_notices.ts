// PostgreSQL: every write to a table an actor is made of notifies the channel the server processes listen
// on (server/db/postgres-write-listener.ts), so each drops its cached actors, whoever wrote. One notice per
// statement, sent at its transaction's commit (PostgreSQL folds repeats within a transaction). SQLite has
// one process per file and counts its own writes: nothing to do there.
import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../migration-helpers';

const ACTOR_TABLES = ['users', 'users_domain_ids', 'roles', 'roles_available_roles', 'groups', 'sessions'];

export const migration: Migration = {
  async up(db: Kysely<any>) {
    if (!isPostgres(db)) return;
    await sql`create function console_actor_tables_written() returns trigger language plpgsql as $$
      begin perform pg_notify('console_actor_writes', ''); return null; end $$`.execute(db);
    for (const table of ACTOR_TABLES) {
      await sql`create trigger ${sql.id(`${table}_actor_writes`)} after insert or update or delete or truncate on ${sql.id(table)}
        for each statement execute function console_actor_tables_written()`.execute(db);
    }
  },
};
