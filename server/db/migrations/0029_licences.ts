// Licences installed from signed files (server/licensing/installed-licences.ts), and this installation's id,
// which a licence file names: made once, with the database.
import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('licenses')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('licence', 'text', (col) => col.notNull())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('signature', 'text', (col) => col.notNull())
      .addColumn('installed_at', 'text', (col) => col.notNull())
      .addColumn('installed_by', 'integer')
      .execute();
    await db.schema
      .createTable('installation')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('evaluation_ended', 'integer', (col) => col.notNull())
      .execute();
    await db.insertInto('installation').values({ id: randomUUID(), evaluation_ended: 0 }).execute();
  },
};
