// Leases (server/db/leases.ts): a named piece of work one server process holds at a time (a backup job), until
// it gives it back or its lease runs out (its process died). They belong to the running processes, not to the
// project: a backup leaves them out (server/backups/catalog.ts).
import type { Kysely, Migration } from 'kysely';
import { noticeTableWrites } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('leases')
      .addColumn('name', 'text', (col) => col.primaryKey())
      .addColumn('owner', 'text', (col) => col.notNull())
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('lease_until', 'text', (col) => col.notNull())
      .execute();
    // PostgreSQL: every table notifies its writes (migration 0038).
    await noticeTableWrites(db, 'leases');
  },
};
