// Sign-in sessions: access and refresh tokens are stored hashed; a refresh family is revoked as a whole.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('family', 'text', (col) => col.notNull())
      .addColumn('access_hash', 'text', (col) => col.notNull().unique())
      .addColumn('refresh_hash', 'text', (col) => col.notNull().unique())
      .addColumn('access_expires_at', 'bigint', (col) => col.notNull())
      .addColumn('refresh_expires_at', 'bigint', (col) => col.notNull())
      .addColumn('revoked', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_family').on('sessions').column('family').execute();
  },
};
