// PostgreSQL: a write to ip_blocks notifies the same channel as the actor tables (migration 0033), so every
// server process drops the blocks it keeps in memory (server/ip-blocking/cached-blocks.ts), whoever wrote.
import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    if (!isPostgres(db)) return;
    await sql`create trigger ip_blocks_actor_writes after insert or update or delete or truncate on ip_blocks
      for each statement execute function console_actor_tables_written()`.execute(db);
  },
};
