// Call interception (001 §7 /calls/interception): one row per concierge who has set it, with the groups
// whose door-panel calls ring them instead of the apartments while it is active.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('call_interceptions')
      .addColumn('user_id', 'integer', (col) => col.primaryKey())
      .addColumn('is_active', 'integer', (col) => col.notNull())
      .addColumn('domains', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('call_interceptions_active').on('call_interceptions').column('is_active').execute();
  },
};
