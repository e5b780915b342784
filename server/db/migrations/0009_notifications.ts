// Notifications (000 §3.14): one row per notification per recipient, read or not; and each user's
// settings per notification type (sound, popup), one JSON value per user so a new type needs no migration.
// Deleting a user deletes their notifications and settings.
import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', (col) => (isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('read_at', 'text')
      .execute();
    // The bell's questions: a user's unread ones, newest first; the pages: a user's, newest first.
    await db.schema.createIndex('notifications_user_created').on('notifications').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('notifications_user_unread').on('notifications').columns(['user_id', 'read_at']).execute();
    await db.schema
      .createTable('notification_settings')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
};
