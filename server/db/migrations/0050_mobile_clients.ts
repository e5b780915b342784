// Mobile clients (000 §3.2): the phones a user's mobile app registered (server/mobile-clients/). Not an entity:
// the app registers them through its own route, so this table is written by hand. One client per user and
// vendor id (the unique key makes a repeated or parallel registration one client); deleted with the user.
import type { Kysely, Migration } from 'kysely';
import { noticeTableWrites } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('mobile_clients')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('vendor_id', 'text', (col) => col.notNull())
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('info', 'text', (col) => col.notNull())
      .addColumn('push_token', 'text', (col) => col.notNull())
      // The sign-in (sessions.family) it registered with: a revoke ends it.
      .addColumn('session_family', 'text', (col) => col.notNull())
      .addColumn('auth_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('mobile_clients_user_vendor').on('mobile_clients').columns(['user_id', 'vendor_id']).unique().execute();
    // PostgreSQL: every table notifies its writes (migration 0038).
    await noticeTableWrites(db, 'mobile_clients');
  },
};
