// Licence-end notices (server/licensing/licence-notices.ts): per user, when their licence managers were last told
// that the user's licence ends, and which end it was (a period moved to a new end starts its notices afresh).
import type { Kysely, Migration } from 'kysely';
import { noticeTableWrites } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('licence_notices')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('period_to', 'bigint', (col) => col.notNull())
      .addColumn('last_notified_at', 'text', (col) => col.notNull())
      .execute();
    // PostgreSQL: every table notifies its writes (migration 0038).
    await noticeTableWrites(db, 'licence_notices');
  },
};
