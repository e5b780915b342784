// Guest passes (000 §3.8 guest identifier form, issue 6): a QR identifier plus what only a guest pass has —
// the unguessable key of its public page and the message shown there. One row per pass; deleting the
// identifier deletes it.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('guest_passes')
      .addColumn('identifier_id', 'integer', (col) => col.primaryKey().references('identifiers.id').onDelete('cascade'))
      .addColumn('key_id', 'text', (col) => col.notNull().unique())
      .addColumn('key_message', 'text', (col) => col.notNull())
      .addColumn('created_by', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    // "My guest passes": the grant page lists the caller's own.
    await db.schema.createIndex('guest_passes_created_by').on('guest_passes').column('created_by').execute();
  },
};
