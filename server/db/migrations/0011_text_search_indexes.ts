// PostgreSQL indexes for the text filters of the first entities (begins_with and equals compare
// lower(column)); see createTextSearchIndexes. New entities get them from make-migration.
import type { Kysely, Migration } from 'kysely';
import { createTextSearchIndexes } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await createTextSearchIndexes(db, 'groups', ['name', 'logic_address']);
    await createTextSearchIndexes(db, 'users', ['name', 'login', 'email']);
    await createTextSearchIndexes(db, 'roles', ['name']);
    await createTextSearchIndexes(db, 'devices', ['name', 'type', 'model', 'login', 'protocol', 'status']);
  },
};
