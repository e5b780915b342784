// A face identifier's photo (issue 38 item 3): the file's description, its bytes in the file storage.
import type { Kysely, Migration } from 'kysely';
import { addColumn } from '../migration-helpers';

export const migration: Migration = {
  async up(db: Kysely<any>) {
    await addColumn(db, 'identifiers', 'photo', 'json');
  },
};
