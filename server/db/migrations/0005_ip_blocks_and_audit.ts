// Blocked IP addresses (001 §7 "IP blocking": they outlive a restart), the whitelist that exempts
// addresses from throttling and blocking, and the audit trail of every change.
import type { Kysely, Migration } from 'kysely';
import { isPostgres } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('ip_blocks')
      .addColumn('ip', 'text', (col) => col.primaryKey())
      .addColumn('cause', 'text', (col) => col.notNull())
      .addColumn('blocked_at', 'text', (col) => col.notNull())
      // Epoch milliseconds: compared with Date.now() on every request.
      .addColumn('until', 'bigint', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('ip_whitelist')
      .addColumn('entry', 'text', (col) => col.primaryKey())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'integer', (col) => (isPostgres(db) ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()))
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('ip', 'text')
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('record_id', 'integer')
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('changes', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('audit_events_at').on('audit_events').column('at').execute();
    await db.schema.createIndex('audit_events_record').on('audit_events').columns(['entity', 'record_id']).execute();
    await db.schema.createIndex('audit_events_user').on('audit_events').column('user_id').execute();
  },
};
