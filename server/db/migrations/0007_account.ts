// Public account flows (issue 5): one-time tokens and codes (registration confirmation, self-registration,
// invitations, password reset), stored only as SHA-256 hashes with expiry and single use; and avatars,
// kept in the database so every server process serves them without shared disk.
import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('account_tokens')
      .addColumn('id', 'text', (col) => col.primaryKey())
      // registration_confirm, self_registration, invitation, password_reset
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      // The e-mailed 6-digit code of a self-registration, hashed; null for link-only tokens.
      .addColumn('code_hash', 'text')
      .addColumn('user_id', 'integer')
      // What the flow needs on completion (a pending self-registration's form, its password hashed).
      .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      // Epoch milliseconds, compared with Date.now().
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addColumn('resend_at', 'bigint')
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'kind']).execute();
    await db.schema
      .createTable('avatars')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull())
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
      // The crop the user chose (x, y, size in pixels of the original); the image is already cropped.
      .addColumn('x', 'integer', (col) => col.notNull())
      .addColumn('y', 'integer', (col) => col.notNull())
      .addColumn('size', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('avatars_user').on('avatars').column('user_id').execute();
  },
};
