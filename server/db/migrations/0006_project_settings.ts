// Project-wide settings (000 §3.13), one row per section: 'general' (registration flags, server_url,
// time zone, locale, guest limits), 'mail' (SMTP), 'license' (the server licence). A section is one
// JSON value, validated by its zod schema on the way in, so adding a setting needs no migration.
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('project_settings')
      .addColumn('section', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },
};
