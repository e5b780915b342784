// Unique logins, serial numbers and role names, ignoring case, enforced by the database.
import type { Kysely, Migration } from 'kysely';
import { createUniqueIndexes } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await createUniqueIndexes(db, 'users', ['login']);
    await createUniqueIndexes(db, 'devices', ['login']);
    await createUniqueIndexes(db, 'roles', ['name']);
  },
};
