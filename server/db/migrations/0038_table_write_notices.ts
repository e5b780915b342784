// PostgreSQL: every table notifies its writes (migration-helpers.ts noticeTableWrites), so each server process
// keeps a list's total until another process, or anyone, writes a table it counts. Tables created from here on
// by createEntityTable or createJoinTable notify from their start; this gives every earlier one its trigger.
import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres, noticeTableWrites } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    if (!isPostgres(db)) return;
    const { rows } = await sql<{ name: string }>`select tablename as name from pg_tables
      where schemaname = current_schema() and tablename not like 'kysely_%'
        and not exists (select 1 from pg_trigger where tgname = tablename || '_table_writes')`.execute(db);
    for (const { name } of rows) await noticeTableWrites(db, name);
  },
};
