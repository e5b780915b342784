// Group settings (schemas/settings/ sections of scope 'group': the white label, the wallet pass): one JSON value
// per section and group, inherited down the tree (server/settings/group-settings.ts reads the nearest group's).
// Not an entity: a section is described by defineSettingsSection, so this table is written by hand; a group's
// values go with the group. The white label's logos are kept beside them, served publicly by an unguessable id
// as avatars are (server/settings/group-logos.ts).
import type { Kysely, Migration } from 'kysely';
import { isPostgres, noticeTableWrites } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('group_settings')
      .addColumn('section', 'text', (col) => col.notNull())
      .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('value', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('group_settings_pk', ['section', 'group_id'])
      .execute();
    await db.schema.createIndex('group_settings_group').on('group_settings').column('group_id').execute();
    await db.schema
      .createTable('group_logos')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('group_id', 'integer', (col) => col.notNull().references('groups.id').onDelete('cascade'))
      .addColumn('content_type', 'text', (col) => col.notNull())
      .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('group_logos_group').on('group_logos').column('group_id').execute();
    // PostgreSQL: every table notifies its writes (migration 0038).
    await noticeTableWrites(db, 'group_settings');
    await noticeTableWrites(db, 'group_logos');
  },
};
